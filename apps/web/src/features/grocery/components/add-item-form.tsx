import type { RefObject } from 'react';
import { Plus } from 'lucide-react';
import { GROCERY_CATEGORY_LABELS, groceryMessages } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast-store';
import { useAddItem } from '../api';
import { emptyFields } from '../item-form';
import { GroceryItemFields } from './item-fields';
import { useItemForm } from './use-item-form';

export interface AddItemFormProps {
  /** The name field, for the page to hand focus to (after "Clear checked" removed its button). */
  nameRef?: RefObject<HTMLInputElement | null>;
}

/**
 * "Add item" at the top of the list: a name, and if wanted an amount, a unit and an aisle (left
 * empty, the server chooses it from the food). The same food already to buy takes the amount in.
 * After adding, the fields empty and the name has focus again, for the next item.
 */
export function AddItemForm({ nameRef: givenNameRef }: AddItemFormProps) {
  const add = useAddItem();
  const form = useItemForm({
    initialFields: emptyFields,
    save: (values) => add.mutateAsync(values),
    saving: add.isPending,
    failedMessage: groceryMessages.addFailed,
    nameRef: givenNameRef,
    onSaved: (item) => {
      toast.success(`Added ${item.name} to ${GROCERY_CATEGORY_LABELS[item.category]}.`, {
        key: 'grocery:add',
      });
      form.setFields(emptyFields);
      form.nameRef.current?.focus();
    },
  });

  return (
    <form
      noValidate
      aria-labelledby="grocery-add-title"
      onSubmit={form.submit}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="grocery-add-title" className="text-lg font-semibold text-slate-900">
        Add item
      </h2>
      <FormAlert message={form.alert} />
      <GroceryItemFields
        fields={form.fields}
        errors={form.errors}
        onChange={form.setFields}
        aisleChoice="optional"
        nameRef={form.nameRef}
      />
      <Button type="submit" busy={add.isPending} className="self-start">
        <Plus aria-hidden="true" className="size-5" />
        Add to list
      </Button>
    </form>
  );
}
