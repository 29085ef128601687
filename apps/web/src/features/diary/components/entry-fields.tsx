import type { RefObject } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import type { EntryErrors, EntryField, EntryValues } from '../entry-form';

export interface EntryFieldsProps {
  values: EntryValues;
  errors: EntryErrors;
  onChange: (field: EntryField, value: string) => void;
  foodNameRef?: RefObject<HTMLInputElement | null>;
}

const NUMBER_FIELDS = [
  { field: 'calories', label: 'Calories (kcal)' },
  { field: 'protein', label: 'Protein (g)' },
  { field: 'carbohydrates', label: 'Carbohydrates (g)' },
  { field: 'fat', label: 'Fat (g)' },
  { field: 'sugar', label: 'Sugar (g)' },
] as const;

/**
 * An entry's own fields (spec-2 §3: food name, serving size and unit, the five nutrients, notes).
 * Numbers are text inputs with a decimal keypad: a `type=number` input reads "1,5" or "12g" as empty,
 * which would be logged silently as 0; here such a value gets a message instead.
 */
export function EntryFields({ values, errors, onChange, foodNameRef }: EntryFieldsProps) {
  const numberProps = (field: EntryField) => ({
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  return (
    <div className="flex flex-col gap-4">
      <TextField
        ref={foodNameRef}
        label="Food name"
        required
        markRequired
        autoComplete="off"
        value={values.food_name}
        error={errors.food_name}
        onChange={(event) => onChange('food_name', event.target.value)}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Amount" {...numberProps('serving_size')} />
        <TextField
          label="Unit"
          autoComplete="off"
          value={values.serving_unit}
          error={errors.serving_unit}
          hint="g, serving, cup…"
          onChange={(event) => onChange('serving_unit', event.target.value)}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {NUMBER_FIELDS.map(({ field, label }) => (
          <TextField key={field} label={label} {...numberProps(field)} />
        ))}
      </div>
      <TextAreaField
        label="Notes (optional)"
        rows={2}
        value={values.notes}
        error={errors.notes}
        onChange={(event) => onChange('notes', event.target.value)}
      />
    </div>
  );
}
