import { Link } from 'react-router';
import { Trophy } from 'lucide-react';
import { contestMessages as m } from '@mise/core';
import { RecipeCard, RecipeCardSkeleton } from '../../../components/recipe-card';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useMyEntries } from '../api';
import { placingLabel, statusLabel, statusTone, votesWord } from '../words';

/** My entries (spec-1 §2 /my-entries): each entry's recipe, contest, votes and placing. */
export function MyEntriesPage() {
  const entries = useMyEntries();
  const items = entries.data?.pages.flatMap((page) => page.items);
  return (
    <>
      <PageHeader
        title="My Contest Entries"
        description="The recipes you have entered into contests, their votes and placings."
      />
      {entries.isPending ? (
        <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <span role="status" className="sr-only">
            Loading your entries…
          </span>
          {[0, 1].map((i) => (
            <RecipeCardSkeleton key={i} />
          ))}
        </div>
      ) : !items ? (
        <ErrorState
          message={m.loadEntriesFailed}
          onRetry={() => void entries.refetch()}
          retrying={entries.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title="No entries yet"
          action={
            <Link to="/contests" className={buttonClasses('primary')}>
              See contests
            </Link>
          }
        >
          Open an active contest and press <strong>Enter Contest</strong> to put one of your recipes
          in it.
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-4">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Your entries">
            {items.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-2">
                <RecipeCard recipe={entry.recipe} headingLevel={2} />
                <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  <Link
                    to={`/contests/${encodeURIComponent(entry.contest.id)}`}
                    className="font-medium text-emerald-800 underline"
                  >
                    {entry.contest.title}
                  </Link>
                  <Badge tone={statusTone[entry.contest.status]}>
                    {statusLabel[entry.contest.status]}
                  </Badge>
                  <span>{votesWord(entry.votes)}</span>
                  {entry.placing !== null ? (
                    <Badge tone={entry.placing === 1 ? 'amber' : 'neutral'}>
                      {entry.placing === 1 ? (
                        <Trophy aria-hidden="true" className="mr-1 size-3" />
                      ) : null}
                      {placingLabel(entry.placing)}
                    </Badge>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          {entries.hasNextPage ? (
            <Button
              variant="secondary"
              className="self-center"
              onClick={() => void entries.fetchNextPage()}
              busy={entries.isFetchingNextPage}
            >
              Show more entries
            </Button>
          ) : null}
        </div>
      )}
    </>
  );
}
