import { useId } from 'react';
import { RotateCcw } from 'lucide-react';
import type { RecentFood } from '@mise/core';
import { Spinner } from '../../../components/ui/spinner';
import { formatKcal, MEAL_LABELS } from '../totals';

export interface RecentFoodsProps {
  foods: readonly RecentFood[];
  /** The food being logged, by its index (its chip shows a spinner). */
  busyIndex: number | null;
  onLog: (food: RecentFood, index: number) => void;
}

/**
 * Foods logged before, to log again in one tap on the selected day, in the meal they were last
 * eaten at, with the numbers they were last logged with. A row that scrolls sideways on a phone.
 */
export function RecentFoods({ foods, busyIndex, onLog }: RecentFoodsProps) {
  const headingId = useId();
  if (foods.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-sm font-semibold text-slate-900">
        Log again
      </h2>
      <ul className="-mx-4 flex snap-x gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {foods.map((food, index) => {
          const busy = busyIndex === index;
          const meal = MEAL_LABELS[food.meal_type].toLowerCase();
          return (
            <li
              key={`${food.food_name}-${food.recipe_id ?? ''}-${index}`}
              className="shrink-0 snap-start"
            >
              <button
                type="button"
                aria-label={`Log again: ${food.food_name} (${meal}, ${formatKcal(food.calories)} kcal)`}
                aria-busy={busy || undefined}
                aria-disabled={busyIndex !== null || undefined}
                onClick={() => {
                  if (busyIndex === null) onLog(food, index);
                }}
                className="flex min-h-11 max-w-[15rem] items-center gap-2 rounded-full border border-slate-300 bg-white py-1.5 pr-4 pl-3 text-left hover:border-emerald-700 hover:bg-emerald-50 aria-disabled:cursor-not-allowed"
              >
                {busy ? (
                  <Spinner size="sm" decorative />
                ) : (
                  <RotateCcw aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
                )}
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium text-slate-900">
                    {food.food_name}
                  </span>
                  <span className="block text-xs text-slate-700">
                    {formatKcal(food.calories)} kcal · {meal}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
