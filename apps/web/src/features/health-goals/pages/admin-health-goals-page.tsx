import { useRef, useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { describeGoalRule, healthGoalMessages, type HealthGoal } from '@mise/core';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast-store';
import { errorMessageOf } from '../../../lib/api-client';
import {
  useDeleteHealthGoal,
  useHealthGoals,
  useSaveHealthGoal,
  type HealthGoalInput,
} from '../api';
import { HealthGoalDialog } from '../components/health-goal-dialog';

/** spec-2 §8, admin screen (core's catalogue). */
export const adminGoalMessages = {
  loadFailed: healthGoalMessages.adminLoadFailed,
  saveFailed: healthGoalMessages.adminSaveFailed,
  deleteFailed: healthGoalMessages.adminDeleteFailed,
  updated: healthGoalMessages.updated,
  added: healthGoalMessages.added,
  deleted: healthGoalMessages.deleted,
} as const;

type Editing = { goal: HealthGoal | null } | null;

function GoalsSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span role="status" className="sr-only">
        Loading health goals…
      </span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-20 w-full rounded-xl" />
      ))}
    </div>
  );
}

/**
 * Manage Health Goals (spec-2 §2, admins only — the route guard sends others away and the API
 * refuses them): the catalogue members choose from, with Add, Edit and a Delete that asks first.
 */
export function AdminHealthGoalsPage() {
  const goals = useHealthGoals();
  const save = useSaveHealthGoal();
  const remove = useDeleteHealthGoal();
  const [editing, setEditing] = useState<Editing>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<HealthGoal | null>(null);
  // Where focus goes back when a dialog closes: the button that opened it.
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);

  const open = (goal: HealthGoal | null, opener: HTMLButtonElement | null) => {
    openerRef.current = opener;
    setSaveError(null);
    setEditing({ goal });
  };

  const saveGoal = async (input: HealthGoalInput) => {
    const id = editing?.goal?.id;
    try {
      await save.mutateAsync({ id, input });
    } catch (error) {
      setSaveError(adminGoalMessages.saveFailed(errorMessageOf(error)));
      return;
    }
    setEditing(null);
    toast.success(id ? adminGoalMessages.updated : adminGoalMessages.added);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(adminGoalMessages.deleted);
    } catch (error) {
      toast.error(adminGoalMessages.deleteFailed(errorMessageOf(error)));
    }
    setDeleting(null);
    // The row is gone: focus goes to Add rather than to nothing.
    addButtonRef.current?.focus();
  };

  let content;
  if (goals.isPending) {
    content = <GoalsSkeleton />;
  } else if (goals.isError) {
    content = (
      <ErrorState
        message={adminGoalMessages.loadFailed(errorMessageOf(goals.error))}
        onRetry={() => void goals.refetch()}
        retrying={goals.isRefetching}
      />
    );
  } else if (goals.data.length === 0) {
    content = (
      <EmptyState title="No health goals yet">
        Add the first goal members can choose, such as “Low Sugar” or “High Protein”.
      </EmptyState>
    );
  } else {
    content = (
      <ul className="flex flex-col gap-3" aria-label="Health goals">
        {goals.data.map((goal) => (
          <li
            key={goal.id}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start"
          >
            <div className="min-w-0 flex-1">
              <h2 className="font-semibold break-words text-slate-900">{goal.name}</h2>
              <p className="mt-1 break-words text-slate-700">{goal.description}</p>
              <p className="mt-1 text-sm text-slate-700">
                <span className="font-medium text-slate-900">Daily rule: </span>
                {describeGoalRule(goal.rule) ?? 'a day with a recipe tagged with this goal'}
              </p>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={(event) => open(goal, event.currentTarget)}
              >
                <Pencil aria-hidden="true" className="size-4" />
                Edit <span className="sr-only">{goal.name}</span>
              </Button>
              <Button
                variant="danger"
                size="sm"
                onClick={(event) => {
                  openerRef.current = event.currentTarget;
                  setDeleting(goal);
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Delete <span className="sr-only">{goal.name}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader
        title="Manage Health Goals"
        description="Add, edit and remove the health goals members can choose from."
        actions={
          <Button ref={addButtonRef} onClick={(event) => open(null, event.currentTarget)}>
            <Plus aria-hidden="true" className="size-5" />
            Add New Health Goal
          </Button>
        }
      />
      {content}
      <HealthGoalDialog
        open={editing !== null}
        goal={editing?.goal ?? null}
        busy={save.isPending}
        error={saveError}
        onCancel={() => setEditing(null)}
        onSave={(input) => void saveGoal(input)}
        returnFocusRef={openerRef}
      />
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        title="Delete this health goal?"
        description={
          <>
            “{deleting?.name}” will be removed from the catalogue, from every member's chosen goals
            and from the recipes tagged with it. This action cannot be undone.
          </>
        }
        confirmLabel="Delete goal"
        busy={remove.isPending}
        returnFocusRef={openerRef}
      />
    </>
  );
}
