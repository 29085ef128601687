import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CalendarDays, Clock, Trophy } from 'lucide-react';
import {
  contestMessages as m,
  describeTimeLeft,
  timeLeftMs,
  type ContestDetail,
  type ContestEntry,
} from '@mise/core';
import { RecipeCard } from '../../../components/recipe-card';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { LoadingState } from '../../../components/ui/spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast-store';
import { errorMessageOf, isApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/session';
import {
  entriesOfPages,
  useContest,
  useEnterContest,
  useUnvote,
  useVote,
  useWithdrawEntry,
} from '../api';
import { EnterContestDialog } from '../components/enter-contest-dialog';
import { formatMoment, placingLabel, statusLabel, statusTone, votesWord } from '../words';

const backLink = (
  <Link
    to="/contests"
    className="mb-4 inline-flex items-center gap-1 rounded text-sm font-medium text-emerald-800 hover:underline"
  >
    <ArrowLeft aria-hidden="true" className="size-4" />
    Back to contests
  </Link>
);

/** The time left, read again each minute while the page is open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

interface EntryActions {
  busyId: string | null;
  onVote: (entry: ContestEntry) => void;
  onUnvote: (entry: ContestEntry) => void;
  onWithdraw: (entry: ContestEntry) => void;
}

function EntryItem({
  entry,
  contest,
  userId,
  actions,
}: {
  entry: ContestEntry;
  contest: ContestDetail;
  userId: string | undefined;
  actions: EntryActions;
}) {
  const own = entry.user_id === userId;
  const mine = contest.my_vote_entry_id === entry.id;
  const open = contest.status === 'active';
  const busy = actions.busyId === entry.id;
  return (
    <li
      className="flex flex-col gap-2"
      aria-label={`${entry.recipe.title} by ${entry.display_name}`}
    >
      <RecipeCard recipe={entry.recipe} />
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>by {entry.display_name}</span>
        <span className="font-medium text-slate-900">{votesWord(entry.votes)}</span>
        {entry.placing !== null ? (
          <Badge tone={entry.placing === 1 ? 'amber' : 'neutral'}>
            {entry.placing === 1 ? <Trophy aria-hidden="true" className="mr-1 size-3" /> : null}
            {placingLabel(entry.placing)}
          </Badge>
        ) : null}
        {mine ? <Badge tone="green">Your vote</Badge> : null}
      </div>
      {entry.note ? <p className="text-sm text-slate-700 italic">“{entry.note}”</p> : null}
      {open && userId ? (
        <div className="flex flex-wrap gap-2">
          {own ? (
            <Button
              variant="secondary"
              size="sm"
              busy={busy}
              onClick={() => actions.onWithdraw(entry)}
            >
              Withdraw<span className="sr-only"> {entry.recipe.title}</span>
            </Button>
          ) : mine ? (
            <Button
              variant="secondary"
              size="sm"
              busy={busy}
              onClick={() => actions.onUnvote(entry)}
            >
              Take back vote<span className="sr-only"> for {entry.recipe.title}</span>
            </Button>
          ) : (
            <Button size="sm" busy={busy} onClick={() => actions.onVote(entry)}>
              {contest.my_vote_entry_id ? 'Change vote' : 'Vote'}
              <span className="sr-only"> for {entry.recipe.title}</span>
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}

/**
 * A contest (spec-1 §2 /contests/{id}; issue 15 §1): its details and time left, its entries as recipe
 * cards with their votes; Enter Contest with one of your recipes, withdraw your entry, vote (one per
 * contest, not your own, changeable until the end). After the end, the winners.
 */
export function ContestDetailPage() {
  const { id = '' } = useParams();
  const contest = useContest(id);
  const { data: me } = useMe();
  const userId = me?.user.id;
  const now = useNow();
  const enterContest = useEnterContest();
  const vote = useVote();
  const unvote = useUnvote();
  const withdraw = useWithdrawEntry();
  const [entering, setEntering] = useState(false);
  const [withdrawing, setWithdrawing] = useState<ContestEntry | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const enterRef = useRef<HTMLButtonElement>(null);
  const detail = contest.data?.pages[0]?.detail;
  const entries = useMemo(() => entriesOfPages(contest.data?.pages ?? []), [contest.data]);
  // The member's entries among those loaded (the server refuses a second entry of a recipe anyway).
  const ownRecipeIds = useMemo(
    () => new Set(entries.filter((e) => e.user_id === userId).map((e) => e.recipe_id)),
    [entries, userId],
  );

  if (contest.isPending)
    return (
      <>
        {backLink}
        <PageHeader title="Contest" />
        <LoadingState label="Loading the contest…" />
      </>
    );
  if (!detail)
    return (
      <>
        {backLink}
        <PageHeader title="Contest" />
        {isApiError(contest.error) && contest.error.status === 404 ? (
          <EmptyState title={m.notFound}>It may have been removed.</EmptyState>
        ) : (
          <ErrorState
            message={m.loadOneFailed}
            onRetry={() => void contest.refetch()}
            retrying={contest.isFetching}
          />
        )}
      </>
    );

  const run = async (
    entry: ContestEntry,
    action: () => Promise<unknown>,
    done: string,
    failed: string,
  ) => {
    setBusyId(entry.id);
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(isApiError(error) ? errorMessageOf(error) : failed);
    } finally {
      setBusyId(null);
    }
  };
  const actions: EntryActions = {
    busyId,
    onVote: (entry) =>
      void run(
        entry,
        () => vote.mutateAsync({ contestId: detail.id, entryId: entry.id }),
        m.voted,
        m.voteFailed,
      ),
    onUnvote: (entry) =>
      void run(
        entry,
        () => unvote.mutateAsync({ contestId: detail.id, entryId: entry.id }),
        m.unvoted,
        m.voteFailed,
      ),
    onWithdraw: (entry) => setWithdrawing(entry),
  };
  const winners = detail.winners;
  const left = timeLeftMs(detail.ends_at, now);

  return (
    <>
      {backLink}
      <PageHeader
        title={detail.title}
        description={detail.description || undefined}
        actions={
          detail.status === 'active' ? (
            <Button ref={enterRef} onClick={() => setEntering(true)}>
              <Trophy aria-hidden="true" className="size-5" />
              Enter Contest
            </Button>
          ) : null
        }
      />
      <section
        aria-label="About this contest"
        className="mb-8 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={statusTone[detail.status]}>{statusLabel[detail.status]}</Badge>
          {detail.theme ? <Badge>Theme: {detail.theme}</Badge> : null}
        </div>
        <p className="inline-flex items-center gap-1.5 text-sm text-slate-700">
          <CalendarDays aria-hidden="true" className="size-4" />
          {formatMoment(detail.starts_at)} – {formatMoment(detail.ends_at)}
        </p>
        <p className="inline-flex items-center gap-1.5 font-medium text-slate-900">
          <Clock aria-hidden="true" className="size-4" />
          {detail.status === 'upcoming'
            ? `Starts in ${describeTimeLeft(timeLeftMs(detail.starts_at, now)).replace(' left', '')}`
            : describeTimeLeft(left)}
        </p>
        {detail.rules ? (
          <div>
            <h2 className="text-sm font-semibold text-slate-900">Rules</h2>
            <p className="text-sm whitespace-pre-line text-slate-700">{detail.rules}</p>
          </div>
        ) : null}
      </section>

      {detail.status === 'past' ? (
        <section aria-labelledby="winners-heading" className="mb-8">
          <h2 id="winners-heading" className="mb-3 text-xl font-semibold text-slate-900">
            {winners.length > 1 ? 'Winners' : 'Winner'}
          </h2>
          {winners.length === 0 ? (
            <p className="text-slate-700">No entry received a vote, so there is no winner.</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {winners.map((w) => (
                <li key={w.id}>
                  <Badge tone="amber">
                    <Trophy aria-hidden="true" className="mr-1 size-3" />
                    {w.recipe.title} by {w.display_name} · {votesWord(w.votes)}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <section aria-labelledby="entries-heading">
        <h2 id="entries-heading" className="mb-3 text-xl font-semibold text-slate-900">
          Entries ({detail.entry_count})
        </h2>
        {entries.length === 0 && !contest.hasNextPage ? (
          <EmptyState title="No entries yet">
            {detail.status === 'active' ? 'Be the first: press Enter Contest.' : null}
          </EmptyState>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {entries.map((entry) => (
              <EntryItem
                key={entry.id}
                entry={entry}
                contest={detail}
                userId={userId}
                actions={actions}
              />
            ))}
          </ul>
        )}
        {contest.isFetchNextPageError ? (
          <ErrorState
            message={m.loadMoreEntriesFailed}
            onRetry={() => void contest.fetchNextPage()}
            retrying={contest.isFetchingNextPage}
          />
        ) : contest.hasNextPage ? (
          <div className="mt-6 flex justify-center">
            <Button
              variant="secondary"
              busy={contest.isFetchingNextPage}
              onClick={() => void contest.fetchNextPage()}
            >
              Show more entries
            </Button>
          </div>
        ) : null}
      </section>

      {entering ? (
        <EnterContestDialog
          contestTitle={detail.title}
          enteredRecipeIds={ownRecipeIds}
          onClose={() => setEntering(false)}
          onEnter={async (input) => {
            await enterContest.mutateAsync({ contestId: detail.id, ...input });
            setEntering(false);
            toast.success(m.entered);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={withdrawing !== null}
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => {
          const entry = withdrawing;
          if (!entry) return;
          setWithdrawing(null);
          void run(
            entry,
            () => withdraw.mutateAsync({ contestId: detail.id, entryId: entry.id }),
            m.withdrawn,
            m.withdrawFailed,
          );
        }}
        title="Withdraw your entry?"
        description={`“${withdrawing?.recipe.title ?? ''}” leaves the contest with its votes. The recipe stays in Mise.`}
        confirmLabel="Withdraw"
        returnFocusRef={enterRef}
      />
    </>
  );
}
