import { useId, type RefObject } from 'react';
import { groceryMessages, type GroceryItem } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast-store';
import { useUpdateItem } from '../api';
import { fieldsOf } from '../item-form';
import { GroceryItemFields } from './item-fields';
import { useItemForm } from './use-item-form';

export interface EditItemDialogProps {
  item: GroceryItem;
  onClose: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** Changing an item: its name, amount, unit and aisle. Mounted only while open. */
export function EditItemDialog({ item, onClose, returnFocusRef }: EditItemDialogProps) {
  const formId = useId();
  const update = useUpdateItem();
  const form = useItemForm({
    initialFields: () => fieldsOf(item),
    save: (changes) => update.mutateAsync({ item, changes }),
    saving: update.isPending,
    failedMessage: groceryMessages.updateFailed,
    onSaved: (saved) => {
      toast.success(`Saved ${saved.name}.`, { key: `grocery:${item.id}` });
      onClose();
    },
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Edit ${item.name}`}
      initialFocusRef={form.nameRef}
      returnFocusRef={returnFocusRef}
      busy={update.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={update.isPending}>
            Save changes
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.submit} className="mt-4 flex flex-col gap-3">
        <FormAlert message={form.alert} />
        <GroceryItemFields
          fields={form.fields}
          errors={form.errors}
          onChange={form.setFields}
          aisleChoice="required"
          layout="columns"
          nameRef={form.nameRef}
        />
      </form>
    </Dialog>
  );
}
