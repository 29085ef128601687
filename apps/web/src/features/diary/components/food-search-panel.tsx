import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Check } from 'lucide-react';
import { entryFromFood, type FilledEntry, type FoodPortion } from '@mise/core';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { MIN_SEARCH_LENGTH, useFoodSearch } from '../api';
import type { DiaryFood } from '../answers';
import { parseAmount } from '../entry-form';
import { formatGrams, formatKcal } from '../totals';
import { useDebounced } from '../use-debounced';

type PortionMode = 'grams' | 'measure';

export interface FoodSearchPanelProps {
  onFill: (fill: FilledEntry) => void;
  searchRef?: RefObject<HTMLInputElement | null>;
}

const measureLabel = (m: DiaryFood['measures'][number]) =>
  `${formatGrams(m.amount)} ${m.description} (${formatGrams(m.grams)} g)`;

/**
 * "Search food": the food reference (per 100 g), then how much was eaten — grams, or a count of one
 * of the food's household measures — which fills the entry's fields (core `entryFromFood`). Every
 * change of the amount fills them again; the cook can still change any number afterwards.
 */
export function FoodSearchPanel({ onFill, searchRef }: FoodSearchPanelProps) {
  const [term, setTerm] = useState('');
  const settled = useDebounced(term);
  const search = useFoodSearch(settled);
  const [picked, setPicked] = useState<DiaryFood | null>(null);
  const [mode, setMode] = useState<PortionMode>('grams');
  const [grams, setGrams] = useState('100');
  const [measureIndex, setMeasureIndex] = useState(0);
  const [count, setCount] = useState('1');
  const amountRef = useRef<HTMLInputElement>(null);
  const [focusAmount, setFocusAmount] = useState(0);
  const statusId = useId();
  const modeName = useId();

  useEffect(() => {
    // After a pick the amount is the next thing to give: focus brings it into view on a phone.
    if (focusAmount > 0) amountRef.current?.focus();
  }, [focusAmount]);

  const fill = (food: DiaryFood, portion: FoodPortion) => onFill(entryFromFood(food, portion));

  const pick = (food: DiaryFood) => {
    setPicked(food);
    setMode('grams');
    setGrams('100');
    setMeasureIndex(0);
    setCount('1');
    fill(food, { grams: 100 });
    setFocusAmount((n) => n + 1);
  };

  const refill = (next: { mode?: PortionMode; grams?: string; index?: number; count?: string }) => {
    if (!picked) return;
    const nextMode = next.mode ?? mode;
    if (nextMode === 'grams') {
      const g = parseAmount(next.grams ?? grams, Number.NaN);
      if (Number.isFinite(g) && g >= 0) fill(picked, { grams: g });
      return;
    }
    const measure = picked.measures[next.index ?? measureIndex];
    const n = parseAmount(next.count ?? count, Number.NaN);
    if (measure && Number.isFinite(n) && n >= 0) fill(picked, { measure, count: n });
  };

  const q = settled.trim();
  const active = q.length >= MIN_SEARCH_LENGTH && term.trim().length >= MIN_SEARCH_LENGTH;
  const foods = active ? (search.data ?? []) : [];
  let status = '';
  if (active) {
    if (search.isError) status = 'The food search is not available right now. Use Manual instead.';
    else if (search.isFetching && !search.data) status = 'Searching…';
    else if (search.data && search.data.length === 0) status = `No foods match “${q}”.`;
    else if (search.data)
      status = `${search.data.length} ${search.data.length === 1 ? 'food' : 'foods'} found`;
  }

  return (
    <div className="flex flex-col gap-3">
      <TextField
        ref={searchRef}
        label="Search foods"
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        value={term}
        hint={`At least ${MIN_SEARCH_LENGTH} letters, e.g. “egg” or “oats”. Values are per 100 g.`}
        aria-controls={statusId}
        onChange={(event) => setTerm(event.target.value)}
        // Enter in the search box must not submit the entry.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <p id={statusId} role="status" className="text-sm text-slate-700 empty:hidden">
        {status}
      </p>
      {foods.length > 0 ? (
        <ul aria-label="Foods" className="flex flex-col gap-1.5">
          {foods.map((food) => {
            const isPicked = picked?.id === food.id;
            return (
              <li key={food.id}>
                <button
                  type="button"
                  aria-pressed={isPicked}
                  onClick={() => pick(food)}
                  className={`flex min-h-11 w-full items-center gap-3 rounded-lg border px-3 py-2 text-left ${
                    isPicked
                      ? 'border-emerald-700 bg-emerald-50'
                      : 'border-slate-200 bg-white hover:bg-slate-50'
                  }`}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words text-slate-900">
                      {food.food_name}
                    </span>
                    <span className="block text-sm text-slate-700">
                      {food.calories === null
                        ? 'Calories unknown'
                        : `${formatKcal(food.calories)} kcal per 100 g`}
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
      {picked ? (
        <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">
            How much {picked.food_name}?
          </legend>
          {picked.measures.length > 0 ? (
            <div role="radiogroup" aria-label="Weigh it by" className="grid grid-cols-2 gap-1">
              {(
                [
                  ['grams', 'In grams'],
                  ['measure', 'By measure'],
                ] as const
              ).map(([value, label]) => (
                <label
                  key={value}
                  className={`flex min-h-11 cursor-pointer items-center justify-center rounded-lg border text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-emerald-700 ${
                    mode === value
                      ? 'border-emerald-700 bg-white text-emerald-900'
                      : 'border-slate-300 bg-slate-100 text-slate-800'
                  }`}
                >
                  <input
                    type="radio"
                    name={modeName}
                    value={value}
                    checked={mode === value}
                    onChange={() => {
                      setMode(value);
                      refill({ mode: value });
                    }}
                    className="sr-only"
                  />
                  {label}
                </label>
              ))}
            </div>
          ) : null}
          {mode === 'grams' ? (
            <TextField
              ref={amountRef}
              label="Grams eaten"
              inputMode="decimal"
              autoComplete="off"
              value={grams}
              onChange={(event) => {
                setGrams(event.target.value);
                refill({ grams: event.target.value });
              }}
            />
          ) : (
            <div className="grid grid-cols-[1fr_6rem] gap-3">
              <SelectField
                label="Measure"
                value={String(measureIndex)}
                onChange={(event) => {
                  const index = Number(event.target.value);
                  setMeasureIndex(index);
                  refill({ index });
                }}
              >
                {picked.measures.map((measure, index) => (
                  <option key={`${measure.description}-${index}`} value={index}>
                    {measureLabel(measure)}
                  </option>
                ))}
              </SelectField>
              <TextField
                label="How many"
                inputMode="decimal"
                autoComplete="off"
                value={count}
                onChange={(event) => {
                  setCount(event.target.value);
                  refill({ count: event.target.value });
                }}
              />
            </div>
          )}
          <p className="text-sm text-slate-700">The numbers below follow the amount.</p>
        </fieldset>
      ) : null}
    </div>
  );
}
