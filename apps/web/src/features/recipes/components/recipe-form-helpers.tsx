import type { RefObject } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { RecipeFormValues } from '../recipe-form-model';
import type { ListEditorHandle } from './ingredient-editor';

/** The form fields a server error's `fields` may name (lists are handled by their editors). */
export const scalarFieldNames = [
  'title',
  'description',
  'image_url',
  'cuisine',
  'meal_type',
  'complexity',
  'servings',
  'prep_time',
  'cook_time',
  'total_cost',
  'cost_per_serving',
] as const satisfies ReadonlyArray<keyof RecipeFormValues>;

/** The position of the first list item with an error (react-hook-form keeps them in a sparse array). */
export function firstInvalidIndex(listErrors: unknown): number {
  return Array.isArray(listErrors) ? (listErrors as unknown[]).findIndex(Boolean) : -1;
}

/**
 * After a failed submit: each list editor opens its first invalid item. react-hook-form focuses an
 * invalid plain field itself; only when there is none does an editor take focus (the first one with
 * an error), so focus never jumps past a field the person has to fix first.
 */
export function revealListErrors(
  errors: FieldErrors<RecipeFormValues>,
  editors: {
    ingredients: RefObject<ListEditorHandle | null>;
    steps: RefObject<ListEditorHandle | null>;
  },
): void {
  let focusTaken = scalarFieldNames.some((name) => errors[name]);
  for (const name of ['ingredients', 'steps'] as const) {
    const index = firstInvalidIndex(errors[name]);
    if (index < 0) continue;
    editors[name].current?.revealItem(index, !focusTaken);
    focusTaken = true;
  }
}

/** The legend for the red asterisks; screen readers hear "required" from each input instead. */
export function RequiredNote() {
  return (
    <p aria-hidden="true" className="text-sm text-slate-700">
      <span className="text-red-700">*</span> marks a required field.
    </p>
  );
}
