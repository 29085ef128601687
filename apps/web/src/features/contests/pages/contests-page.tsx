import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { contestMessages as m, type Contest, type ContestStatus } from '@mise/core';
import { RecipeCardSkeleton } from '../../../components/recipe-card';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { Tabs } from '../../../components/ui/tabs';
import { toast } from '../../../components/ui/toast-store';
import { isAdmin, useMe } from '../../../lib/session';
import { useContests, useSaveContest, type ContestFields } from '../api';
import { ContestCard } from '../components/contest-card';
import { ContestFormDialog } from '../components/contest-form-dialog';

const tabs: ReadonlyArray<{ id: ContestStatus; label: string; empty: string }> = [
  { id: 'active', label: 'Active', empty: 'No contest is running right now' },
  { id: 'upcoming', label: 'Upcoming', empty: 'No contest is coming up yet' },
  { id: 'past', label: 'Past', empty: 'No contest has ended yet' },
];

const isStatus = (value: string | null): value is ContestStatus =>
  value === 'active' || value === 'upcoming' || value === 'past';

/** One tab's contests, a page at a time. */
function ContestList({
  status,
  empty,
  onEdit,
}: {
  status: ContestStatus;
  empty: string;
  onEdit?: (c: Contest) => void;
}) {
  const contests = useContests(status);
  const items = contests.data?.pages.flatMap((page) => page.items);
  if (contests.isPending)
    return (
      <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <span role="status" className="sr-only">
          Loading contests…
        </span>
        {[0, 1, 2].map((i) => (
          <RecipeCardSkeleton key={i} />
        ))}
      </div>
    );
  if (!items)
    return (
      <ErrorState
        message={m.loadFailed}
        onRetry={() => void contests.refetch()}
        retrying={contests.isFetching}
      />
    );
  if (items.length === 0) return <EmptyState title={empty} />;
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((contest) => (
          <li key={contest.id}>
            <ContestCard contest={contest} {...(onEdit ? { onEdit } : {})} />
          </li>
        ))}
      </ul>
      {contests.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => void contests.fetchNextPage()}
          busy={contests.isFetchingNextPage}
        >
          Show more contests
        </Button>
      ) : null}
    </div>
  );
}

/**
 * Contests (spec-1 §2 /contests; issue 15 §1): active, upcoming and past ones in tabs (the tab is in
 * the address, `?status=`); admins create and edit them here.
 */
export function ContestsPage() {
  const { data: me } = useMe();
  const admin = isAdmin(me);
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const selected: ContestStatus = isStatus(raw) ? raw : 'active';
  const save = useSaveContest();
  const [editing, setEditing] = useState<{ contest?: Contest; session: number } | null>(null);
  const [session, setSession] = useState(0);

  const open = (contest?: Contest) => {
    setSession((n) => n + 1);
    setEditing({ ...(contest ? { contest } : {}), session: session + 1 });
  };
  const onEdit = admin ? (contest: Contest) => open(contest) : undefined;

  return (
    <>
      <PageHeader
        title="Contests"
        description="Enter cooking contests with your recipes and vote for what others cooked."
        actions={
          <>
            <Link to="/my-entries" className={buttonClasses('secondary')}>
              My entries
            </Link>
            {admin ? (
              <Button onClick={() => open()}>
                <Plus aria-hidden="true" className="size-5" />
                New contest
              </Button>
            ) : null}
          </>
        }
      />
      <Tabs
        label="Contests by status"
        selectedId={selected}
        onSelect={(id) => setParams(id === 'active' ? {} : { status: id }, { replace: true })}
        tabs={tabs.map((tab) => ({
          id: tab.id,
          label: tab.label,
          panel:
            tab.id === selected ? (
              <ContestList status={tab.id} empty={tab.empty} {...(onEdit ? { onEdit } : {})} />
            ) : null,
        }))}
      />
      {editing ? (
        <ContestFormDialog
          key={editing.session}
          onClose={() => setEditing(null)}
          title={editing.contest ? 'Edit contest' : 'New contest'}
          submitLabel={editing.contest ? 'Save contest' : 'Create contest'}
          {...(editing.contest ? { initial: editing.contest } : {})}
          onSubmit={async (fields: ContestFields) => {
            await save.mutateAsync({
              ...(editing.contest ? { id: editing.contest.id } : {}),
              fields,
            });
            setEditing(null);
            toast.success(editing.contest ? m.saved : m.created);
          }}
        />
      ) : null}
    </>
  );
}
