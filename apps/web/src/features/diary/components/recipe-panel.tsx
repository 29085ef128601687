import { useEffect, useId, useRef, useState } from 'react';
import { Check, Minus, Plus } from 'lucide-react';
import { isNutritionSet, type RecipeSummary } from '@mise/core';
import { TextField } from '../../../components/ui/text-field';
import { MIN_SEARCH_LENGTH, useRecipeSearch } from '../api';
import { parseAmount } from '../entry-form';
import { MAX_DIARY_SERVINGS } from '../limits';
import { formatGrams, formatKcal } from '../totals';
import { useDebounced } from '../use-debounced';

export interface RecipePanelProps {
  recipe: RecipeSummary | null;
  onPick: (recipe: RecipeSummary) => void;
  servings: string;
  onServings: (servings: string) => void;
  servingsError?: string | undefined;
  recipeError?: string | undefined;
}

/** Half a portion is a real portion: the stepper moves by halves. */
const SERVINGS_STEP = 0.5;

const perServing = (recipe: RecipeSummary) =>
  isNutritionSet(recipe.nutritional_info) ? (recipe.nutritional_info?.calories ?? 0) : null;

/**
 * "From a recipe": one of the member's or the public recipes, and how many servings were eaten. The
 * server logs the recipe's nutrition per serving × servings (estimating it first when the recipe has
 * none), so the page only shows what it expects.
 */
export function RecipePanel({
  recipe,
  onPick,
  servings,
  onServings,
  servingsError,
  recipeError,
}: RecipePanelProps) {
  const [term, setTerm] = useState('');
  const settled = useDebounced(term);
  const search = useRecipeSearch(settled);
  const statusId = useId();
  const servingsErrorId = useId();
  const servingsRef = useRef<HTMLInputElement>(null);
  const [focusServings, setFocusServings] = useState(0);
  useEffect(() => {
    if (focusServings > 0) servingsRef.current?.focus();
  }, [focusServings]);

  const q = settled.trim();
  const active = q.length >= MIN_SEARCH_LENGTH && term.trim().length >= MIN_SEARCH_LENGTH;
  const recipes = active ? (search.data ?? []) : [];
  let status = '';
  if (active) {
    if (search.isError) status = 'Recipes could not be searched right now. Try again.';
    else if (search.isFetching && !search.data) status = 'Searching…';
    else if (search.data && search.data.length === 0) status = `No recipes match “${q}”.`;
    else if (search.data)
      status = `${search.data.length} ${search.data.length === 1 ? 'recipe' : 'recipes'} found`;
  }

  const count = parseAmount(servings, Number.NaN);
  const step = (delta: number) => {
    const base = Number.isFinite(count) ? count : 1;
    const next = Math.min(MAX_DIARY_SERVINGS, Math.max(SERVINGS_STEP, base + delta));
    onServings(String(Math.round(next * 100) / 100));
  };
  const kcal = recipe ? perServing(recipe) : null;

  return (
    <div className="flex flex-col gap-3">
      <TextField
        label="Search recipes"
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        value={term}
        error={recipe ? undefined : recipeError}
        hint={`Your recipes and public ones, by title (at least ${MIN_SEARCH_LENGTH} letters).`}
        aria-controls={statusId}
        onChange={(event) => setTerm(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <p id={statusId} role="status" className="text-sm text-slate-700 empty:hidden">
        {status}
      </p>
      {recipes.length > 0 ? (
        <ul aria-label="Recipes" className="flex flex-col gap-1.5">
          {recipes.map((item) => {
            const isPicked = recipe?.id === item.id;
            const itemKcal = perServing(item);
            return (
              <li key={item.id}>
                <button
                  type="button"
                  aria-pressed={isPicked}
                  onClick={() => {
                    onPick(item);
                    setFocusServings((n) => n + 1);
                  }}
                  className={`flex min-h-11 w-full items-center gap-3 rounded-lg border px-3 py-2 text-left ${
                    isPicked
                      ? 'border-emerald-700 bg-emerald-50'
                      : 'border-slate-200 bg-white hover:bg-slate-50'
                  }`}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words text-slate-900">
                      {item.title}
                    </span>
                    <span className="block text-sm text-slate-700">
                      {itemKcal === null
                        ? 'No nutrition yet: it will be estimated'
                        : `${formatKcal(itemKcal)} kcal per serving`}
                    </span>
                  </span>
                  {isPicked ? (
                    <Check aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {recipe ? (
        <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3">
          <p className="text-sm font-semibold text-slate-900">{recipe.title}</p>
          <div className="flex items-end gap-2">
            <button
              type="button"
              aria-label="Half a serving fewer"
              onClick={() => step(-SERVINGS_STEP)}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-900 hover:bg-slate-100"
            >
              <Minus aria-hidden="true" className="size-5" />
            </button>
            <div className="w-24">
              <TextField
                ref={servingsRef}
                label="Servings"
                inputMode="decimal"
                autoComplete="off"
                value={servings}
                className="text-center"
                aria-invalid={servingsError ? true : undefined}
                aria-describedby={servingsError ? servingsErrorId : undefined}
                onChange={(event) => onServings(event.target.value)}
              />
            </div>
            <button
              type="button"
              aria-label="Half a serving more"
              onClick={() => step(SERVINGS_STEP)}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-900 hover:bg-slate-100"
            >
              <Plus aria-hidden="true" className="size-5" />
            </button>
          </div>
          {servingsError ? (
            <p id={servingsErrorId} role="alert" className="text-sm font-medium text-red-700">
              {servingsError}
            </p>
          ) : kcal !== null && Number.isFinite(count) && count > 0 ? (
            <p className="text-sm text-slate-700" aria-live="polite">
              About {formatKcal(kcal * count)} kcal for {formatGrams(count)}{' '}
              {count === 1 ? 'serving' : 'servings'}.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
