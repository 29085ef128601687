import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Flame, Target } from 'lucide-react';
import { buttonClasses } from '../ui/button';
import { Skeleton } from '../ui/skeleton';
import { ErrorState } from '../ui/states';
import { fetchGoalStats, healthGoalKeys, type GoalStatsItem } from './api';
import { myGoalMessages } from './my-health-goals';

/** spec-2 §9: the widget shows the top 3 goals; a streak badge from 2 days. */
export const WIDGET_GOALS = 3;
export const STREAK_BADGE_FROM = 2;

const barColour: Record<GoalStatsItem['colour'], string> = {
  green: 'bg-emerald-600',
  yellow: 'bg-amber-500',
  red: 'bg-red-600',
};
const colourWord: Record<GoalStatsItem['colour'], string> = {
  green: 'on track',
  yellow: 'getting there',
  red: 'needs attention',
};

function GoalRow({ goal }: { goal: GoalStatsItem }) {
  const pct = Math.min(100, Math.max(0, goal.progress_pct));
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{goal.name}</h3>
        {goal.streak_days >= STREAK_BADGE_FROM ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-medium text-amber-950">
            <Flame aria-hidden="true" className="size-4" />
            {goal.streak_days}-day streak
          </span>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-label={`${goal.name}: days achieved in the last 30`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={`${pct}%, ${goal.days_achieved} of the last 30 days, ${colourWord[goal.colour]}`}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full ${barColour[goal.colour]}`}
          style={{ width: `${pct}%` }}
        />
      </div>
      <p className="text-sm text-slate-700">
        {pct}% · {goal.days_achieved} of the last 30 days · {colourWord[goal.colour]}
      </p>
    </li>
  );
}

/** The home page's Health Goals widget (spec-2 §2; members only): the top 3 goals of the last 30 days. */
export default function HealthGoalsWidget() {
  const stats = useQuery({
    queryKey: healthGoalKeys.stats,
    queryFn: ({ signal }) => fetchGoalStats(signal),
  });

  if (stats.isPending) {
    return (
      <div aria-busy="true" className="grid gap-3 sm:grid-cols-3">
        <span role="status" className="sr-only">
          Loading your health goals…
        </span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28 rounded-xl" />
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <ErrorState
        message={myGoalMessages.loadFailed}
        onRetry={() => void stats.refetch()}
        retrying={stats.isRefetching}
      />
    );
  }
  const top = stats.data.slice(0, WIDGET_GOALS);
  if (top.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center">
        <Target aria-hidden="true" className="mb-2 size-8 text-emerald-700" />
        <p className="font-medium text-slate-900">No health goals chosen yet.</p>
        <p className="mt-1 max-w-prose text-sm text-slate-700">
          Pick what you are working towards, and see here how your days measure up.
        </p>
        <Link to="/profile#health-goals" className={buttonClasses('secondary', 'md', 'mt-4')}>
          Choose health goals
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {top.map((goal) => (
        <GoalRow key={goal.health_goal_id} goal={goal} />
      ))}
    </ul>
  );
}
