import { useId, useRef, useState, type FormEvent } from 'react';
import { collectionMessages } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/states';
import { TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { errorMessageOf, isApiError } from '../../../lib/api-client';
import type { CollectionFields } from '../api';
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from '../words';

export const emptyCollectionFields: CollectionFields = {
  name: '',
  description: '',
  is_public: false,
};

export interface CollectionFormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  initial?: CollectionFields;
  /** Saves; a rejection is shown in the dialog (field messages by their fields). */
  onSubmit: (fields: CollectionFields) => Promise<unknown>;
}

/** A cookbook's name, description and whether others may read it: for New cookbook and Edit. */
export function CollectionFormDialog({
  open,
  onClose,
  title,
  submitLabel,
  initial = emptyCollectionFields,
  onSubmit,
}: CollectionFormDialogProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const [fields, setFields] = useState(initial);
  const [nameError, setNameError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = fields.name.trim();
    if (!name) {
      setNameError(collectionMessages.nameRequired);
      nameRef.current?.focus();
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      await onSubmit({ ...fields, name, description: fields.description.trim() });
    } catch (error) {
      const fieldName = isApiError(error) ? error.fields.name : undefined;
      if (fieldName) {
        setNameError(fieldName);
        nameRef.current?.focus();
      } else setFormError(errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      initialFocusRef={nameRef}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => void submit(e)}
        className="mt-4 flex flex-col gap-4"
      >
        <FormAlert message={formError} />
        <TextField
          ref={nameRef}
          label="Name"
          required
          markRequired
          maxLength={MAX_NAME_LENGTH}
          value={fields.name}
          error={nameError}
          onChange={(e) => {
            setFields({ ...fields, name: e.target.value });
            if (nameError) setNameError(undefined);
          }}
        />
        <TextAreaField
          label="Description"
          maxLength={MAX_DESCRIPTION_LENGTH}
          value={fields.description}
          onChange={(e) => setFields({ ...fields, description: e.target.value })}
        />
        <CheckboxField
          label="Public"
          hint="Other members can read a public cookbook. Your private recipes in it stay private."
          checked={fields.is_public}
          onChange={(e) => setFields({ ...fields, is_public: e.target.checked })}
        />
      </form>
    </Dialog>
  );
}
