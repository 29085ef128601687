import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { mealPlanMessages } from '@mise/core';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast-store';
import { useMe } from '../../../lib/session';
import { useMealPlan, usePlanRecipes, useUpdateMealPlan } from '../api';
import { formValuesOf, toMealPlanPatch, type MealPlanFormOutput } from '../editor-model';
import { MealPlanForm } from '../components/meal-plan-form';
import {
  BackToPlans,
  isMalformedAnswer,
  isNotFound,
  PlanNotFound,
} from '../components/plan-states';

/**
 * spec-2 §2 and §4: loading, then the form, or not found (with a link to all plans); saving; then
 * the plan's page. Only the author edits: anyone else meets "not found", as the server would answer.
 */
export function MealPlanEditPage() {
  const { id = '' } = useParams();
  const plan = useMealPlan(id);
  const me = useMe();
  const recipeIds = plan.data?.recipes ?? [];
  const recipes = usePlanRecipes(recipeIds);
  const updatePlan = useUpdateMealPlan(id);

  const waitingForRecipes = recipeIds.length > 0 && recipes.isPending;
  const header = (
    <>
      <BackToPlans />
      <PageHeader
        title="Edit Meal Plan"
        documentTitle={plan.data ? `Edit ${plan.data.title}` : undefined}
        description="Change the plan's basic information and its recipes. Its week stays as it is, less the recipes you remove."
      />
    </>
  );
  // Until the form can show, the page keeps its h1 and a way back.
  const notReady = (body: ReactNode) => (
    <div className="mx-auto w-full max-w-3xl">
      {header}
      {body}
    </div>
  );
  if (!id) return notReady(<PlanNotFound message={mealPlanMessages.idMissing} />);
  if (plan.isError)
    return notReady(
      isNotFound(plan.error) ? (
        <PlanNotFound />
      ) : (
        <ErrorState
          // spec-2 §8 tells a plan that came back unreadable from one that did not come back.
          message={
            isMalformedAnswer(plan.error)
              ? mealPlanMessages.dataUnavailable
              : mealPlanMessages.loadDetailsFailed
          }
          onRetry={() => void plan.refetch()}
          retrying={plan.isFetching}
        />
      ),
    );
  if (plan.isPending || me.isPending || waitingForRecipes)
    return notReady(<LoadingState label="Loading meal plan…" />);
  // Someone else's plan: the same answer as the server gives a stranger.
  if (me.data?.user.id !== plan.data.author_id) return notReady(<PlanNotFound />);

  const save = async (values: MealPlanFormOutput) => {
    const saved = await updatePlan.mutateAsync(toMealPlanPatch(values));
    toast.success(mealPlanMessages.updated, { key: `meal-plan:${saved.id}` });
    return `/meal-plans/${encodeURIComponent(saved.id)}`;
  };

  return (
    <div className="mx-auto w-full max-w-3xl">
      {header}
      <MealPlanForm
        // A fresh form for each plan (the same page can open another plan's editor).
        key={plan.data.id}
        defaultValues={formValuesOf(plan.data)}
        initialRecipes={recipes.data ?? []}
        onSave={save}
        saveFailedMessage={mealPlanMessages.updateError}
        cancelTo={`/meal-plans/${encodeURIComponent(plan.data.id)}`}
        draftName={`meal-plan-edit:${plan.data.id}`}
        draftBasis={plan.data.updated_at}
      />
    </div>
  );
}
