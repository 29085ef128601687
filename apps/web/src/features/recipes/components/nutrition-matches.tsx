import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import type { FoodReference, NutritionEstimateResponse } from '@mise/core';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessageOf } from '../../../lib/api-client';

export const matchTexts = {
  heading: 'How it was calculated',
  noMatch: 'No food matched',
  change: 'Change food',
  choose: 'Choose a food',
  searchLabel: 'Search foods',
  noResults: 'No foods found.',
  searching: 'Searching…',
} as const;

/** Below this the cook is asked to check the match. */
const CHECK_BELOW = 0.8;
const SEARCH_DELAY_MS = 250;

const formatGrams = (grams: number) =>
  grams >= 100 ? String(Math.round(grams)) : String(Math.round(grams * 10) / 10);

interface FoodPickerProps {
  ingredient: string;
  search: (q: string) => Promise<FoodReference[]>;
  onPick: (food: FoodReference) => void;
  onCancel: () => void;
}

/** A search of the food reference to replace one ingredient's match. */
function FoodPicker({ ingredient, search, onPick, onCancel }: FoodPickerProps) {
  const id = useId();
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<FoodReference[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => inputRef.current?.focus(), []);

  useEffect(() => {
    const q = term.trim();
    if (q.length < 2) return;
    let current = true;
    const timer = setTimeout(() => {
      setBusy(true);
      search(q)
        .then((found) => {
          if (!current) return;
          setResults(found);
          setError(null);
        })
        .catch((failure: unknown) => {
          if (current) setError(errorMessageOf(failure));
        })
        .finally(() => {
          if (current) setBusy(false);
        });
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [term, search]);

  const keepEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
    if (event.key === 'Escape') {
      // Escape closes the search, nothing around it (and the browser's own clearing is moot).
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <div className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <TextField
        ref={inputRef}
        id={`${id}-q`}
        label={`${matchTexts.searchLabel} for “${ingredient}”`}
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        onKeyDown={keepEnter}
        autoComplete="off"
      />
      <div aria-live="polite" className="mt-2 text-sm text-slate-700">
        {error ?? (busy ? matchTexts.searching : results?.length === 0 ? matchTexts.noResults : '')}
      </div>
      {results?.length ? (
        <ul aria-label={matchTexts.choose} className="mt-1 flex flex-col gap-1">
          {results.map((food) => (
            <li key={food.id}>
              <button
                type="button"
                onClick={() => onPick(food)}
                className="w-full rounded-md px-2 py-1.5 text-left text-sm text-slate-900 hover:bg-white focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-emerald-700"
              >
                {food.food_name}
                <span className="text-slate-600">
                  {food.calories === null ? '' : ` · ${food.calories} kcal per 100 g`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

export interface NutritionMatchesProps {
  estimate: NutritionEstimateResponse;
  /** Searches the food reference; without it the matches are shown but cannot be changed. */
  onSearchFoods?: ((q: string) => Promise<FoodReference[]>) | undefined;
  /** The cook chose another food for the ingredient at `index`. */
  onChooseFood: (index: number, food: FoodReference) => void;
}

/**
 * The food each ingredient matched, its grams and kcal, and how sure the match is — so the cook can
 * see what the numbers rest on and change a wrong match.
 */
export function NutritionMatches({ estimate, onSearchFoods, onChooseFood }: NutritionMatchesProps) {
  const id = useId();
  const [picking, setPicking] = useState<number | null>(null);
  const reasons = new Map(estimate.unmatched.map((u) => [u.name, u.reason]));
  // The search closes (Escape, Cancel, a food chosen) and takes the focused element with it: focus
  // goes back to the Change food button that opened it, not to <body>.
  const returnFocusTo = useRef<number | null>(null);
  const closePicker = (index: number) => {
    returnFocusTo.current = index;
    setPicking(null);
  };
  const focusIfReturning = (index: number) => (el: HTMLButtonElement | null) => {
    if (el && returnFocusTo.current === index) {
      returnFocusTo.current = null;
      el.focus();
    }
  };

  if (estimate.source === 'ai') {
    return (
      <p className="text-sm text-slate-700">
        Estimated by the AI provider for {estimate.servings} servings. Check the values before
        saving.
      </p>
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-2">
      <h3 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        {matchTexts.heading}
      </h3>
      <p className="text-sm text-slate-700">
        From the USDA food reference, for {estimate.servings} servings. Check each match and change
        the food if it is wrong.
      </p>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {estimate.ingredients.map((item, index) => {
          const given = reasons.get(item.name);
          // "No food matched" once: the reason is only worth a line when it says more.
          const reason =
            given && given.toLowerCase() !== matchTexts.noMatch.toLowerCase() ? given : undefined;
          const unsure = item.matched_food !== null && item.confidence < CHECK_BELOW;
          return (
            <li key={`${index}-${item.name}`} className="p-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{item.name}</p>
                  <p className="text-sm text-slate-800">
                    {item.matched_food ?? matchTexts.noMatch}
                    {item.grams !== null && item.grams > 0 ? ` · ${formatGrams(item.grams)} g` : ''}
                    {item.calories !== null && item.grams !== null && item.grams > 0
                      ? ` · ${Math.round(item.calories)} kcal`
                      : ''}
                  </p>
                  {item.basis ? <p className="text-xs text-slate-600">{item.basis}</p> : null}
                  {reason ? <p className="text-sm text-amber-900">{reason}</p> : null}
                </div>
                <div className="flex items-center gap-2">
                  {unsure ? <Badge tone="amber">Check this match</Badge> : null}
                  {onSearchFoods && picking !== index ? (
                    <Button
                      ref={focusIfReturning(index)}
                      variant="ghost"
                      size="sm"
                      onClick={() => setPicking(index)}
                      aria-label={`${matchTexts.change}: ${item.name}`}
                    >
                      <Search aria-hidden="true" className="size-4" />
                      {matchTexts.change}
                    </Button>
                  ) : null}
                </div>
              </div>
              {onSearchFoods && picking === index ? (
                <FoodPicker
                  ingredient={item.name}
                  search={onSearchFoods}
                  onCancel={() => closePicker(index)}
                  onPick={(food) => {
                    closePicker(index);
                    onChooseFood(index, food);
                  }}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
