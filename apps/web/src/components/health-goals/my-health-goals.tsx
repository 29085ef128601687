import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';
import { ErrorState } from '../ui/states';
import { toast } from '../ui/toast-store';
import { fetchMyGoalIds, healthGoalKeys, saveMyGoalIds, useHealthGoals } from './api';

/** spec-2 §8, members. */
export const myGoalMessages = {
  loadFailed: 'Failed to load health goals',
  preferencesLoadFailed: 'Failed to load your health goals preferences',
  saved: 'Health goals preferences saved successfully',
  saveFailed: 'Failed to save health goals preferences',
} as const;

/**
 * The member's preferred health goals (spec-2 §1, §4): the catalogue as toggles, saved as a whole.
 * Shown on /profile and on the food diary.
 */
export function MyHealthGoals({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const catalogue = useHealthGoals();
  const mine = useQuery({
    queryKey: healthGoalKeys.mine,
    queryFn: ({ signal }) => fetchMyGoalIds(signal),
  });
  const queryClient = useQueryClient();
  // What the member has ticked since the last load or save; null = as saved.
  const [chosen, setChosen] = useState<string[] | null>(null);
  const save = useMutation({
    mutationFn: saveMyGoalIds,
    onSuccess: (ids) => {
      queryClient.setQueryData(healthGoalKeys.mine, ids);
      setChosen(null);
      toast.success(myGoalMessages.saved);
      // The stats (home widget, diary) follow the new choice.
      void queryClient.invalidateQueries({ queryKey: healthGoalKeys.stats });
    },
    onError: () => toast.error(myGoalMessages.saveFailed),
  });

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const selected = chosen ?? mine.data ?? [];
  const changed = chosen !== null;
  const toggle = (id: string) =>
    setChosen(selected.includes(id) ? selected.filter((g) => g !== id) : [...selected, id]);

  let body;
  if (catalogue.isPending || mine.isPending) {
    body = (
      <div aria-busy="true" className="flex flex-wrap gap-2">
        <span role="status" className="sr-only">
          Loading health goals…
        </span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-11 w-32 rounded-full" />
        ))}
      </div>
    );
  } else if (catalogue.isError || mine.isError) {
    body = (
      <ErrorState
        message={
          catalogue.isError ? myGoalMessages.loadFailed : myGoalMessages.preferencesLoadFailed
        }
        onRetry={() => void (catalogue.isError ? catalogue.refetch() : mine.refetch())}
        retrying={catalogue.isRefetching || mine.isRefetching}
      />
    );
  } else if (catalogue.data.length === 0) {
    body = <p className="text-slate-700">No health goals to choose from yet.</p>;
  } else {
    body = (
      <>
        <ul className="flex flex-wrap gap-2">
          {catalogue.data.map((goal) => {
            const on = selected.includes(goal.id);
            return (
              <li key={goal.id}>
                <button
                  type="button"
                  aria-pressed={on}
                  title={goal.description}
                  onClick={() => toggle(goal.id)}
                  className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium ${
                    on
                      ? 'border-emerald-700 bg-emerald-700 text-white hover:bg-emerald-800'
                      : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-100'
                  }`}
                >
                  {on ? <Check aria-hidden="true" className="size-4" /> : null}
                  {goal.name}
                </button>
              </li>
            );
          })}
        </ul>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button onClick={() => save.mutate(selected)} busy={save.isPending} disabled={!changed}>
            Save goals
          </Button>
          <p aria-live="polite" className="text-sm text-slate-700">
            {selected.length === 0
              ? 'No goals chosen.'
              : `${selected.length} ${selected.length === 1 ? 'goal' : 'goals'} chosen${changed ? ' (not saved yet)' : ''}.`}
          </p>
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby="my-health-goals" id="health-goals">
      <Heading id="my-health-goals" className="mb-1 text-xl font-semibold text-slate-900">
        My health goals
      </Heading>
      <p className="mb-3 text-sm text-slate-700">
        Choose what you are working towards; your diary shows how your days measure up.
      </p>
      {body}
    </section>
  );
}
