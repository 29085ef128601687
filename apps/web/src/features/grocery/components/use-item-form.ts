import { useRef, useState, type FormEvent, type RefObject } from 'react';
import type { GroceryItem } from '@mise/core';
import { errorMessageOf, isApiError } from '../../../lib/api-client';
import {
  checkItemFields,
  type ItemFieldErrors,
  type ItemFields,
  type ItemValues,
} from '../item-form';

export interface ItemFormOptions {
  initialFields: ItemFields | (() => ItemFields);
  /** Sends the checked values; a submit while it is on its way is ignored. */
  save: (values: ItemValues) => Promise<GroceryItem>;
  saving: boolean;
  /** Shown when the server's refusal has no message of its own (the network failed). */
  failedMessage: string;
  onSaved: (item: GroceryItem) => void;
  /** The name field's ref, when the page also needs it; otherwise the hook makes its own. */
  nameRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The add form's and the edit dialog's shared behaviour: the fields as typed, a slip shown beside
 * its field with the name focused, the server's field errors beside their fields and its message
 * above them.
 */
export function useItemForm({
  initialFields,
  save,
  saving,
  failedMessage,
  onSaved,
  nameRef: givenNameRef,
}: ItemFormOptions) {
  const [fields, setFields] = useState<ItemFields>(initialFields);
  const [errors, setErrors] = useState<ItemFieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const ownNameRef = useRef<HTMLInputElement>(null);
  const nameRef = givenNameRef ?? ownNameRef;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const check = checkItemFields(fields);
    if (!check.ok) {
      setErrors(check.errors);
      nameRef.current?.focus();
      return;
    }
    setErrors({});
    setAlert(null);
    save(check.values).then(onSaved, (error: unknown) => {
      if (isApiError(error) && Object.keys(error.fields).length > 0)
        setErrors({
          name: error.fields.name,
          amount: error.fields.amount,
          unit: error.fields.unit,
        });
      setAlert(isApiError(error) ? errorMessageOf(error) : failedMessage);
    });
  };

  return { fields, setFields, errors, alert, nameRef, submit };
}
