import type { Ref } from 'react';
import { GROCERY_CATEGORIES, GROCERY_CATEGORY_LABELS } from '@mise/core';
import { SelectField, TextField } from '../../../components/ui/text-field';
import type { ItemFieldErrors, ItemFields } from '../item-form';
import { isGroceryCategory } from '../answers';

export interface ItemFieldsProps {
  fields: ItemFields;
  errors: ItemFieldErrors;
  onChange: (fields: ItemFields) => void;
  /** The add form lets the server choose the aisle; the edit form shows the item's. */
  aisleChoice: 'optional' | 'required';
  nameRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** One row on a wide screen (the add form); two columns always (a dialog is narrow anyway). */
  layout?: 'row' | 'columns';
}

const wideRow =
  'sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.5fr)] sm:items-start';

/** Name, amount, unit and aisle: the add form's row and the edit dialog's fields. */
export function GroceryItemFields({
  fields,
  errors,
  onChange,
  aisleChoice,
  nameRef,
  disabled,
  layout = 'row',
}: ItemFieldsProps) {
  const set = (changes: Partial<ItemFields>) => onChange({ ...fields, ...changes });
  return (
    <div className={`grid grid-cols-2 gap-3 ${layout === 'row' ? wideRow : ''}`}>
      <div className={`col-span-2 ${layout === 'row' ? 'sm:col-span-1' : ''}`}>
        <TextField
          ref={nameRef}
          label="Item"
          markRequired
          required
          autoComplete="off"
          value={fields.name}
          error={errors.name}
          disabled={disabled}
          onChange={(event) => set({ name: event.target.value })}
        />
      </div>
      <TextField
        label="Amount"
        markOptional
        inputMode="decimal"
        autoComplete="off"
        value={fields.amount}
        error={errors.amount}
        disabled={disabled}
        onChange={(event) => set({ amount: event.target.value })}
      />
      <TextField
        label="Unit"
        markOptional
        autoComplete="off"
        placeholder="e.g. cup"
        value={fields.unit}
        error={errors.unit}
        disabled={disabled}
        onChange={(event) => set({ unit: event.target.value })}
      />
      <div className={`col-span-2 ${layout === 'row' ? 'sm:col-span-1' : ''}`}>
        <SelectField
          label="Aisle"
          value={fields.category}
          disabled={disabled}
          onChange={(event) => {
            const value = event.target.value;
            set({ category: isGroceryCategory(value) ? value : '' });
          }}
        >
          {aisleChoice === 'optional' ? <option value="">Choose for me</option> : null}
          {GROCERY_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {GROCERY_CATEGORY_LABELS[category]}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}
