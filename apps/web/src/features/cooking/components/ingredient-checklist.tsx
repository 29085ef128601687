import { useId, useState, type ReactNode } from 'react';
import { ingredientDisplay, scaleIngredient, type Ingredient } from '@mise/core';

/**
 * How an ingredient reads for `to` servings (core's scaler and formatter, as the recipe page):
 * '2 cups' + 'flour', '1 1/2 tsp' + 'salt', '' + 'pepper, to taste'.
 */
export function scaledLine(ingredient: Ingredient, from: number, to: number) {
  return ingredientDisplay({ name: ingredient.name, ...scaleIngredient(ingredient, from, to) });
}

/*
 * The ticks say "this is out on the counter", which belongs to this sitting in this tab, so they
 * are kept in sessionStorage per recipe: they survive a reload and the trip through the mini panel
 * and back (the page unmounts meanwhile, so component state would lose them), but do not greet
 * the cook days later, as localStorage would. Finishing clears them. Storage may be blocked: the
 * ticks then last as long as the page.
 */
export const checkedKey = (recipeId: string) => `mise.cooking.ingredients.${recipeId}`;

function readChecked(recipeId: string): string[] {
  try {
    const value = JSON.parse(sessionStorage.getItem(checkedKey(recipeId)) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function writeChecked(recipeId: string, ids: readonly string[]): void {
  try {
    if (ids.length === 0) sessionStorage.removeItem(checkedKey(recipeId));
    else sessionStorage.setItem(checkedKey(recipeId), JSON.stringify(ids));
  } catch {
    // Blocked or full: the ticks live in the page only.
  }
}

export function clearCheckedIngredients(recipeId: string): void {
  writeChecked(recipeId, []);
}

export interface IngredientChecklistProps {
  recipeId: string;
  ingredients: readonly Ingredient[];
  /** The recipe's own servings, what the amounts are written for. */
  recipeServings: number;
  /** The servings to show the amounts for. */
  servings: number;
  /** Ingredients the current step mentions. */
  mentionedIds: ReadonlySet<string>;
  /** The servings control, under the heading; without one, a line saying the servings. */
  servingsControl?: ReactNode;
}

/** The ingredients as a checklist, amounts scaled, the ones the current step uses picked out. */
export function IngredientChecklist({
  recipeId,
  ingredients,
  recipeServings,
  servings,
  mentionedIds,
  servingsControl,
}: IngredientChecklistProps) {
  const id = useId();
  const [checked, setChecked] = useState<string[]>(() => readChecked(recipeId));
  const known = new Set(ingredients.map((ingredient) => ingredient.id));
  const ready = checked.filter((ingredientId) => known.has(ingredientId)).length;

  const toggle = (ingredientId: string) => {
    const next = checked.includes(ingredientId)
      ? checked.filter((c) => c !== ingredientId)
      : [...checked, ingredientId];
    setChecked(next);
    writeChecked(recipeId, next);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
          Ingredients
        </h2>
        {ingredients.length > 0 ? (
          <p className="text-sm text-slate-700">
            {ready} of {ingredients.length} ready
          </p>
        ) : null}
      </div>
      {servingsControl ?? (
        <p className="text-sm font-medium text-slate-800">
          For {servings} {servings === 1 ? 'serving' : 'servings'}
        </p>
      )}
      {ingredients.length === 0 ? (
        <p className="text-slate-700">No ingredients listed.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {ingredients.map((ingredient) => {
            const { measure, name } = scaledLine(ingredient, recipeServings, servings);
            const isChecked = checked.includes(ingredient.id);
            const mentioned = mentionedIds.has(ingredient.id);
            const inputId = `${id}-${ingredient.id}`;
            const noteId = `${inputId}-note`;
            return (
              <li
                key={ingredient.id}
                className={`flex items-start gap-3 border-l-4 px-3 py-1 ${
                  mentioned ? 'border-emerald-700 bg-emerald-50' : 'border-transparent'
                }`}
              >
                {/* The label is the hit area: a whole row to tap with a floury finger. */}
                <input
                  id={inputId}
                  type="checkbox"
                  checked={isChecked}
                  onChange={() => toggle(ingredient.id)}
                  aria-describedby={mentioned ? noteId : undefined}
                  className="mt-2.5 size-6 shrink-0 accent-emerald-700"
                />
                <label
                  htmlFor={inputId}
                  className={`flex min-h-11 min-w-0 flex-1 flex-wrap items-baseline gap-x-2 py-2 break-words ${
                    isChecked ? 'text-slate-600 line-through' : 'text-slate-900'
                  }`}
                >
                  {/* Spaces between the parts: the checkbox's name reads "2 cups flour". */}
                  {measure ? (
                    <>
                      <span className="font-semibold tabular-nums">{measure}</span>{' '}
                    </>
                  ) : null}
                  <span>{name}</span>{' '}
                  {ingredient.optional ? (
                    <span className="text-sm text-slate-700">(optional) </span>
                  ) : null}
                  {ingredient.notes ? (
                    <span className="w-full text-sm text-slate-700">{ingredient.notes}</span>
                  ) : null}
                </label>
                {mentioned ? (
                  <span
                    id={noteId}
                    className="mt-2.5 shrink-0 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white"
                  >
                    In this step
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
