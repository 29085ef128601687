import { Link } from 'react-router';
import { CalendarDays, Trophy } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../../components/ui/skeleton';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/states';
import { apiRequest } from '../../../lib/api-client';
import { contestListOf } from '../../../lib/contest-answers';
import { useMe } from '../../../lib/session';
import { HOME_REFRESH_MS } from '../api';
import { HomePartError, useHomeFailure } from '../home-failures';

/** How many active contests the home page shows (spec-1 §2 Home shows two). */
export const HOME_CONTESTS = 2;

/** "Ends Mar 31" in the visitor's own locale. */
const endsOn = (iso: string) =>
  `Ends ${new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}`;

/**
 * The home page's Active Contests (issue 15 §1): the contests ending soonest, each with its Enter
 * Contest leading to the contest. Checked by hand (lib/contest-answers.ts): the home page loads no zod.
 * Its key starts with 'contests', so entering or an admin's edit refreshes it, and holds the user id
 * so it reloads on sign-in like the rest of the page.
 */
export function ActiveContests() {
  const { data: me } = useMe();
  const contests = useQuery({
    queryKey: ['contests', 'home', me?.user.id ?? null],
    queryFn: async ({ signal }) =>
      contestListOf(
        await apiRequest<unknown>(`/api/contests?status=active&limit=${HOME_CONTESTS}`, { signal }),
      ).items,
    refetchInterval: HOME_REFRESH_MS,
    staleTime: 60_000,
  });
  useHomeFailure('contests', contests.isError);

  if (contests.isPending)
    return (
      <div aria-busy="true" className="grid gap-4 sm:grid-cols-2">
        <span role="status" className="sr-only">
          Loading contests…
        </span>
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-40 rounded-xl" />
        ))}
      </div>
    );
  if (!contests.data)
    return (
      <HomePartError
        what="contests"
        onRetry={() => void contests.refetch()}
        retrying={contests.isFetching}
      />
    );
  if (contests.data.length === 0)
    return (
      <EmptyState title="No contest is running right now.">
        <Link to="/contests?status=upcoming" className="font-medium text-emerald-800 underline">
          See upcoming contests
        </Link>
      </EmptyState>
    );
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {contests.data.map((contest) => (
        <li
          key={contest.id}
          className="flex flex-col rounded-xl border border-slate-200 bg-white p-5"
        >
          <h3 className="text-lg font-semibold text-slate-900">{contest.title}</h3>
          <p className="mt-2 flex-1 text-slate-700">{contest.description}</p>
          <p className="mt-3 inline-flex items-center gap-1.5 text-sm text-slate-700">
            <CalendarDays aria-hidden="true" className="size-4" />
            {endsOn(contest.ends_at)}
          </p>
          <Link
            to={`/contests/${encodeURIComponent(contest.id)}`}
            className={buttonClasses('secondary', 'sm', 'mt-4 self-start')}
          >
            <Trophy aria-hidden="true" className="size-4" />
            Enter Contest<span className="sr-only">: {contest.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
