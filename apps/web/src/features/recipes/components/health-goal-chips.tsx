import type { HealthGoal } from '@mise/core';
import { useId, useRef } from 'react';
import { Check } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessageOf } from '../../../lib/api-client';
import { useHealthGoals } from '../../../components/health-goals/api';

export interface HealthGoalChipsProps {
  /** Health goal names (a recipe's health_tags; ids from older data also count as chosen). */
  value: readonly string[];
  onChange: (next: string[]) => void;
}

const isChosen = (value: readonly string[], goal: HealthGoal) =>
  value.includes(goal.name) || value.includes(goal.id);

/** The health-goal catalogue as toggle chips, with Clear All (spec-1 §2 Additional Information). */
export function HealthGoalChips({ value, onChange }: HealthGoalChipsProps) {
  const goals = useHealthGoals();
  const labelId = useId();
  const groupRef = useRef<HTMLDivElement>(null);

  const toggle = (goal: HealthGoal) => {
    onChange(
      isChosen(value, goal)
        ? value.filter((tag) => tag !== goal.name && tag !== goal.id)
        : [...value, goal.name],
    );
  };

  return (
    <div ref={groupRef} role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={labelId} className="text-sm font-medium text-slate-900">
          Health goals
        </span>
        {/* Only when there is something to clear (issue 10: a dead button read as a bug). */}
        {value.length > 0 ? (
          <button
            type="button"
            onClick={() => {
              onChange([]);
              // The button disappears: focus stays in the group, on its first chip.
              groupRef.current?.querySelector<HTMLElement>('button[aria-pressed]')?.focus();
            }}
            className="rounded px-1 text-sm font-medium text-emerald-800 hover:underline"
          >
            Clear All
          </button>
        ) : null}
      </div>
      {goals.isPending ? (
        <Spinner size="sm" label="Loading health goals" />
      ) : goals.isError ? (
        <p className="text-sm text-red-800">
          {errorMessageOf(goals.error)}{' '}
          <button
            type="button"
            onClick={() => void goals.refetch()}
            className="font-medium underline"
          >
            Retry
          </button>
        </p>
      ) : goals.data.length === 0 ? (
        <p className="text-sm text-slate-700">No health goals to choose from yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {goals.data.map((goal) => {
            const chosen = isChosen(value, goal);
            return (
              <li key={goal.id}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  title={goal.description || undefined}
                  onClick={() => toggle(goal)}
                  className={`inline-flex min-h-9 items-center gap-1 rounded-full border px-3 text-sm font-medium ${
                    chosen
                      ? 'border-emerald-700 bg-emerald-700 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
                  }`}
                >
                  {chosen ? <Check aria-hidden="true" className="size-4" /> : null}
                  {goal.name}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
