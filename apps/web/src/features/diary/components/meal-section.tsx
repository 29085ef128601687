import { useId, type Ref } from 'react';
import { Copy, Pencil, Plus, Trash2 } from 'lucide-react';
import type { DiaryEntry, MealType } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { formatGrams, formatKcal, formatServing, MEAL_LABELS, type Nutrients } from '../totals';

export interface MealCopy {
  /** "Copy yesterday's breakfast". */
  label: string;
  busy: boolean;
  onCopy: () => void;
}

export interface MealSectionProps {
  meal: MealType;
  entries: readonly DiaryEntry[];
  totals: Nutrients;
  showMacros: boolean;
  /** Offered when the day before had this meal. */
  copy: MealCopy | null;
  /** The whole day is empty: the page says so once, and the meals stay quiet. */
  dayEmpty: boolean;
  addRef: Ref<HTMLButtonElement>;
  onAdd: (opener: HTMLButtonElement) => void;
  onEdit: (entry: DiaryEntry, opener: HTMLButtonElement) => void;
  onDelete: (entry: DiaryEntry, opener: HTMLButtonElement) => void;
}

function Macros({ n }: { n: Pick<Nutrients, 'protein' | 'carbohydrates' | 'fat'> }) {
  return (
    <>
      <span aria-hidden="true">
        P {formatGrams(n.protein)} · C {formatGrams(n.carbohydrates)} · F {formatGrams(n.fat)} g
      </span>
      <span className="sr-only">
        protein {formatGrams(n.protein)} g, carbohydrates {formatGrams(n.carbohydrates)} g, fat{' '}
        {formatGrams(n.fat)} g
      </span>
    </>
  );
}

/** One meal of the day: its total, its entries with Edit and Delete, Add, and copying the day before's. */
export function MealSection({
  meal,
  entries,
  totals,
  showMacros,
  copy,
  dayEmpty,
  addRef,
  onAdd,
  onEdit,
  onDelete,
}: MealSectionProps) {
  const headingId = useId();
  const label = MEAL_LABELS[meal];
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white shadow-xs"
    >
      <div className="flex items-center gap-3 px-3 py-2">
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {label}
          </h3>
          {entries.length > 0 ? (
            <p className="text-sm text-slate-700 tabular-nums">
              <span className="sr-only">{label} total: </span>
              <span className="font-medium text-slate-900">{formatKcal(totals.calories)} kcal</span>
              {showMacros ? (
                <>
                  {' · '}
                  <Macros n={totals} />
                </>
              ) : null}
            </p>
          ) : null}
        </div>
        <Button
          ref={addRef}
          variant="secondary"
          size="sm"
          className="min-h-11 shrink-0"
          onClick={(event) => onAdd(event.currentTarget)}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add <span className="sr-only">to {label}</span>
        </Button>
      </div>
      {entries.length > 0 ? (
        <ul aria-label={`${label} entries`} className="border-t border-slate-100">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="flex items-start gap-2 border-b border-slate-100 px-3 py-2 last:border-b-0"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-slate-900">{entry.food_name}</p>
                <p className="text-sm text-slate-700">
                  {formatServing(entry.serving_size, entry.serving_unit)}
                  {showMacros ? (
                    <>
                      {' · '}
                      <Macros n={entry} />
                    </>
                  ) : null}
                </p>
                {entry.recipe && entry.recipe.title !== entry.food_name ? (
                  <p className="text-xs text-slate-700">Recipe: {entry.recipe.title}</p>
                ) : null}
                {entry.notes ? (
                  <p className="mt-0.5 text-sm break-words text-slate-700 italic">{entry.notes}</p>
                ) : null}
              </div>
              <p className="shrink-0 pt-0.5 font-semibold text-slate-900 tabular-nums">
                {formatKcal(entry.calories)} <span className="text-sm font-normal">kcal</span>
              </p>
              <div className="-my-1 flex shrink-0">
                <button
                  type="button"
                  onClick={(event) => onEdit(entry, event.currentTarget)}
                  className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100"
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  <span className="sr-only">Edit {entry.food_name}</span>
                </button>
                <button
                  type="button"
                  onClick={(event) => onDelete(entry, event.currentTarget)}
                  className="inline-flex size-11 items-center justify-center rounded-lg text-red-800 hover:bg-red-50"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="sr-only">Delete {entry.food_name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : dayEmpty ? null : (
        <p className="border-t border-slate-100 px-3 py-2 text-sm text-slate-700">Nothing yet.</p>
      )}
      {copy ? (
        <div className="border-t border-slate-100 px-3 py-1">
          <Button
            variant="ghost"
            size="sm"
            className="min-h-11 px-2 text-emerald-800"
            busy={copy.busy}
            onClick={copy.onCopy}
          >
            <Copy aria-hidden="true" className="size-4" />
            {copy.label}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
