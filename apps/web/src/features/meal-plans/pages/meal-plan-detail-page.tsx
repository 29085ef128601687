import { useId, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Copy, Pencil, ShoppingCart, Trash2 } from 'lucide-react';
import { mealPlanMessages, type MealPlan, type RecipeSummary } from '@mise/core';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { LoadingState } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast-store';
import { PrivateBadge } from '../../../components/recipe-card';
import { useHealthGoals } from '../../../components/health-goals/api';
import { errorMessageOf } from '../../../lib/api-client';
import { useMoney } from '../../../lib/currency';
import { useMe } from '../../../lib/session';
import {
  mealPlanKeys,
  useAddPlanToGrocery,
  useCopyMealPlan,
  useDeleteMealPlan,
  useMealPlan,
  useMealPlanSummary,
  usePlanRecipes,
  useSaveSchedule,
} from '../api';
import { recipeCountText, servingsText } from '../budget';
import { CostPanel, NutritionByDay } from '../components/plan-numbers';
import { PlanPicker } from '../components/plan-picker';
import { BackToPlans, isNotFound, PlanNotFound } from '../components/plan-states';
import { RecipeTray } from '../components/recipe-tray';
import { focusId, WeekCalendar } from '../components/week-calendar';
import { useWideScreen } from '../use-wide-screen';
import {
  DAY_NAMES,
  MEAL_TYPE_LABELS,
  placementsByRecipe,
  placeOnWeek,
  replaceOnWeek,
  sameSchedule,
  slotKey,
  type Place,
  type PlacedItem,
  type ScheduleEdit,
} from '../week';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div>
        <h2 id={id} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-slate-700">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/**
 * A plan's page (issue 13: not in the spec — "make it the best part"): what the plan is, the week as
 * a calendar the author fills in, its cost against the budget, each day's nutrition against the
 * viewer's targets, and what to do with it (shop for it, edit, delete, copy).
 */
export function MealPlanDetailPage() {
  const { id = '' } = useParams();
  const plan = useMealPlan(id);

  if (plan.isSuccess) return <PlanView plan={plan.data} />;
  // Until the plan is here (or when it cannot be), the page keeps its h1 and a way back.
  return (
    <div className="mx-auto w-full max-w-3xl">
      <BackToPlans />
      <PageHeader title="Meal Plan" />
      {!id ? (
        <PlanNotFound message={mealPlanMessages.idMissing} />
      ) : plan.isError ? (
        isNotFound(plan.error) ? (
          <PlanNotFound />
        ) : (
          <ErrorState
            message={mealPlanMessages.fetchOneFailed}
            onRetry={() => void plan.refetch()}
            retrying={plan.isFetching}
          />
        )
      ) : (
        <LoadingState label="Loading meal plan…" />
      )}
    </div>
  );
}

function PlanView({ plan }: { plan: MealPlan }) {
  const me = useMe();
  const money = useMoney();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const summary = useMealPlanSummary(plan.id);
  const recipes = usePlanRecipes(plan.recipes);
  const goals = useHealthGoals();
  const wide = useWideScreen();
  const [announcement, setAnnouncement] = useState('');
  /** A control of the week to focus once drawn (see WeekCalendar's focusRequest). */
  const [focusRequest, setFocusRequest] = useState<string | null>(null);
  // Told here, not per call: a refused edit may not be the latest one made.
  const saveSchedule = useSaveSchedule(plan.id, (error) => {
    setAnnouncement('Your change to the week was not saved.');
    // A refused move is not drawn in its new place: nothing to wait for there.
    setFocusRequest(null);
    toast.error(mealPlanMessages.updateFailedWithReason(errorMessageOf(error)), {
      key: `meal-plan-week:${plan.id}`,
    });
  });
  const addToGrocery = useAddPlanToGrocery(plan.id);
  const copyPlan = useCopyMealPlan(plan.id);
  const deletePlan = useDeleteMealPlan(plan.id);
  const [planning, setPlanning] = useState<RecipeSummary | null>(null);
  /** The item whose Move opened the picker. */
  const [moving, setMoving] = useState<{ item: PlacedItem; title: string } | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [groceryAdded, setGroceryAdded] = useState(false);
  const deleteButtonRef = useRef<HTMLButtonElement>(null);

  const isOwner = me.data?.user.id === plan.author_id;
  const canCopy = Boolean(me.data) && !isOwner && plan.is_public;
  const dragEnabled = isOwner && wide;
  const recipeMap = new Map((recipes.data ?? []).map((recipe) => [recipe.id, recipe]));
  const goalName = plan.health_goal_id
    ? (goals.data?.find((goal) => goal.id === plan.health_goal_id)?.name ??
      (goals.isPending ? 'Loading…' : 'A health goal'))
    : 'None';
  const titleOf = (recipeId: string) => recipeMap.get(recipeId)?.title ?? 'A recipe';

  /**
   * Every week edit. The edit itself is queued (not the week it makes now): it is applied to the
   * server's latest week when its turn to be saved comes.
   */
  const editWeek = (edit: ScheduleEdit, said: string) => {
    const current =
      queryClient.getQueryData<MealPlan>(mealPlanKeys.plan(plan.id))?.schedule ?? plan.schedule;
    if (sameSchedule(current, edit(current))) return;
    setAnnouncement(said);
    saveSchedule.mutate(edit);
  };

  const placeName = (place: Place) =>
    `${DAY_NAMES[place.day] ?? ''} ${MEAL_TYPE_LABELS[place.meal_type].toLowerCase()}`;

  const placeFromPicker = (recipeId: string, place: Place, servings: number) =>
    editWeek(
      (current) => placeOnWeek(current, recipeId, place, servings),
      `${titleOf(recipeId)}, ${servingsText(servings)}, added to ${placeName(place)}.`,
    );

  /** The Move picker's choice replaces the item; the focus follows it to its new place. */
  const moveFromPicker = (recipeId: string, place: Place, servings: number) => {
    if (!moving) return;
    const { item, title } = moving;
    setFocusRequest(focusId('move', slotKey({ recipe_id: recipeId, ...place })));
    editWeek(
      (current) => replaceOnWeek(current, item.key, place, servings),
      `${title}, ${servingsText(servings)}, moved to ${placeName(place)}.`,
    );
  };

  const shop = () =>
    addToGrocery.mutate(undefined, {
      onSuccess: ({ added, merged }) => {
        setGroceryAdded(true);
        const lines = `${added} ${added === 1 ? 'item' : 'items'} added`;
        toast.success(
          merged > 0
            ? `Grocery list: ${lines}, ${merged} merged with items already there.`
            : `Grocery list: ${lines}.`,
          { key: `grocery-from-plan:${plan.id}` },
        );
      },
      onError: (error) =>
        toast.error(`Failed to add to the grocery list: ${errorMessageOf(error)}`, {
          key: `grocery-from-plan:${plan.id}`,
        }),
    });

  const copy = () =>
    copyPlan.mutate(undefined, {
      onSuccess: (copied) => {
        toast.success(mealPlanMessages.copied, { key: `meal-plan:${copied.id}` });
        void navigate(`/meal-plans/${encodeURIComponent(copied.id)}`);
      },
      onError: (error) => toast.error(errorMessageOf(error), { key: `meal-plan:${plan.id}` }),
    });

  const remove = () =>
    deletePlan.mutate(undefined, {
      onSuccess: () => {
        setConfirmingDelete(false);
        toast.success(mealPlanMessages.deleted, { key: `meal-plan:${plan.id}` });
        void navigate('/meal-plans');
      },
      onError: (error) => {
        setConfirmingDelete(false);
        toast.error(errorMessageOf(error), { key: `meal-plan:${plan.id}` });
      },
    });

  const author = isOwner ? 'you' : (plan.author_name ?? 'a member');

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8">
      <div>
        <BackToPlans />
        <PageHeader
          title={plan.title}
          description={plan.description || undefined}
          actions={
            <>
              <Button
                variant="primary"
                onClick={shop}
                busy={addToGrocery.isPending}
                disabled={plan.schedule.length === 0 && plan.recipes.length === 0}
              >
                <ShoppingCart aria-hidden="true" className="size-4" />
                Add to grocery list
              </Button>
              {isOwner ? (
                <>
                  <Link
                    to={`/meal-plans/${encodeURIComponent(plan.id)}/edit`}
                    className={buttonClasses('secondary')}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit
                  </Link>
                  <Button
                    ref={deleteButtonRef}
                    variant="secondary"
                    onClick={() => setConfirmingDelete(true)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Delete
                  </Button>
                </>
              ) : null}
              {canCopy ? (
                <Button variant="secondary" onClick={copy} busy={copyPlan.isPending}>
                  <Copy aria-hidden="true" className="size-4" />
                  Copy to my plans
                </Button>
              ) : null}
            </>
          }
        />
        {groceryAdded ? (
          // Not a live region: the toast already says it (with the counts), once.
          <p className="-mt-2 mb-2 text-sm text-slate-800">
            Added to your grocery list.{' '}
            <Link to="/grocery-list" className="font-medium text-emerald-800 underline">
              Open the grocery list
            </Link>
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {plan.is_public ? <Badge tone="green">Public</Badge> : <PrivateBadge />}
          <span>By {author}</span>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-5 text-slate-900">
          <dt className="font-medium text-slate-700">Weekly budget</dt>
          <dd className="tabular-nums">
            {plan.total_budget > 0 ? money(plan.total_budget) : 'No budget set'}
          </dd>
          <dt className="font-medium text-slate-700">Target group</dt>
          <dd>{plan.target_group || 'Anyone'}</dd>
          <dt className="font-medium text-slate-700">Health goal</dt>
          <dd>{goalName}</dd>
          <dt className="font-medium text-slate-700">Recipes</dt>
          <dd>
            {recipeCountText(plan.recipes.length)}, {plan.schedule.length}{' '}
            {plan.schedule.length === 1 ? 'meal' : 'meals'} on the week
          </dd>
        </dl>
        <div className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 className="mb-2 text-lg font-semibold text-slate-900">Cost this week</h2>
          {summary.data ? (
            <CostPanel summary={summary.data} />
          ) : summary.isError ? (
            <ErrorState
              message="The plan's cost and nutrition could not be loaded."
              onRetry={() => void summary.refetch()}
              retrying={summary.isFetching}
            />
          ) : (
            <Skeleton className="h-16 w-full" />
          )}
        </div>
      </div>

      <Section
        title="Recipes in this plan"
        description={
          isOwner
            ? wide
              ? 'Drag a recipe onto a meal of the week, or use its Plan button.'
              : 'Use a recipe’s Plan button to put it on a day.'
            : undefined
        }
      >
        {plan.recipes.length === 0 ? (
          <p className="text-slate-700">
            No recipes yet.{' '}
            {isOwner ? (
              <Link
                to={`/meal-plans/${encodeURIComponent(plan.id)}/edit`}
                className="font-medium text-emerald-800 underline"
              >
                Add recipes
              </Link>
            ) : null}
          </p>
        ) : recipes.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : (
          <RecipeTray
            recipeIds={plan.recipes}
            recipes={recipeMap}
            placements={placementsByRecipe(plan.schedule)}
            editable={isOwner}
            dragEnabled={dragEnabled}
            onPlan={setPlanning}
          />
        )}
      </Section>

      <Section title="The week">
        <WeekCalendar
          schedule={plan.schedule}
          recipes={recipeMap}
          summary={summary.data}
          budget={plan.total_budget}
          editable={isOwner}
          dragEnabled={dragEnabled}
          onEdit={(edit) => editWeek(edit, 'The week was changed.')}
          onMove={isOwner ? (item, title) => setMoving({ item, title }) : undefined}
          focusRequest={focusRequest}
          onFocusDone={() => setFocusRequest(null)}
        />
      </Section>

      <Section
        title="Nutrition per day"
        description="Each day of the plan against your daily targets."
      >
        {summary.data ? (
          <NutritionByDay summary={summary.data} />
        ) : summary.isError ? null : (
          <Skeleton className="h-24 w-full" />
        )}
      </Section>

      <p role="status" className="sr-only">
        {announcement}
      </p>

      <PlanPicker
        recipe={
          planning ? { id: planning.id, title: planning.title, servings: planning.servings } : null
        }
        onClose={() => setPlanning(null)}
        onPlace={placeFromPicker}
      />
      <PlanPicker
        recipe={
          moving
            ? {
                id: moving.item.slot.recipe_id,
                title: moving.title,
                servings: moving.item.slot.servings,
              }
            : null
        }
        from={
          moving ? { day: moving.item.slot.day, meal_type: moving.item.slot.meal_type } : undefined
        }
        onClose={() => setMoving(null)}
        onPlace={moveFromPicker}
      />
      <ConfirmDialog
        open={confirmingDelete}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={remove}
        title="Delete this meal plan?"
        description={`“${plan.title}” and its week will be deleted. This cannot be undone. Its recipes stay.`}
        confirmLabel="Delete meal plan"
        busy={deletePlan.isPending}
        returnFocusRef={deleteButtonRef}
      />
    </div>
  );
}
