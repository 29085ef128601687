import { useState } from 'react';
import { mealPlanMessages } from '@mise/core';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast-store';
import { useCreateMealPlan } from '../api';
import { emptyMealPlanForm, toMealPlanCreate, type MealPlanFormOutput } from '../editor-model';
import { MealPlanForm } from '../components/meal-plan-form';
import { BackToPlans } from '../components/plan-states';

export function MealPlanCreatePage() {
  const createPlan = useCreateMealPlan();
  const [defaults] = useState(emptyMealPlanForm);

  const save = async (values: MealPlanFormOutput) => {
    const plan = await createPlan.mutateAsync(toMealPlanCreate(values));
    toast.success(mealPlanMessages.created, { key: `meal-plan:${plan.id}` });
    return `/meal-plans/${encodeURIComponent(plan.id)}`;
  };

  return (
    <div className="mx-auto w-full max-w-3xl">
      <BackToPlans />
      <PageHeader
        title="Create Meal Plan"
        description="Put together a week of recipes with a budget, a target group and a health goal. You put them on days on the plan's page."
      />
      <MealPlanForm
        defaultValues={defaults}
        initialRecipes={[]}
        onSave={save}
        saveFailedMessage={mealPlanMessages.createFailed}
        cancelTo="/meal-plans"
        draftName="meal-plan-create"
      />
    </div>
  );
}
