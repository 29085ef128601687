import { useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { mealPlanMessages } from '@mise/core';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { Tabs } from '../../../components/ui/tabs';
import { useMealPlanList, usePopularMealPlans, type MealPlanScope } from '../api';
import { MealPlanCard } from '../components/meal-plan-card';

/** spec-2 §8: the list's failure in the spec's words, one per list. */
const failedMessage: Record<MealPlanScope, string> = {
  mine: mealPlanMessages.fetchMineFailed,
  public: mealPlanMessages.fetchFailed,
};

const createLink = (
  <Link to="/meal-plans/create" className={buttonClasses('primary')}>
    <Plus aria-hidden="true" className="size-4" />
    Create meal plan
  </Link>
);

function CardsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="h-40 w-full rounded-xl" />
      ))}
    </div>
  );
}

function PlanList({ scope }: { scope: MealPlanScope }) {
  const list = useMealPlanList(scope);
  if (list.isPending)
    return (
      <div role="status" aria-label="Loading meal plans">
        <CardsSkeleton />
      </div>
    );
  if (list.isError)
    return (
      <ErrorState
        message={failedMessage[scope]}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  const plans = list.data.pages.flatMap((page) => page.items);
  if (plans.length === 0)
    return (
      <EmptyState title="No meal plans found." action={scope === 'mine' ? createLink : undefined}>
        {scope === 'mine'
          ? 'Create one to plan your week within a budget.'
          : 'No member has shared a plan yet.'}
      </EmptyState>
    );
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {plans.map((plan) => (
          <li key={plan.id}>
            <MealPlanCard plan={plan} />
          </li>
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => void list.fetchNextPage()}
          busy={list.isFetchingNextPage}
        >
          Show more plans
        </Button>
      ) : null}
      {list.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm font-medium text-red-700">
          {failedMessage[scope]}
        </p>
      ) : null}
    </div>
  );
}

function PopularPlans() {
  const popular = usePopularMealPlans();
  if (popular.isPending) return <CardsSkeleton />;
  if (popular.isError)
    return (
      <ErrorState
        message={mealPlanMessages.fetchFailed}
        onRetry={() => void popular.refetch()}
        retrying={popular.isFetching}
      />
    );
  if (popular.data.length === 0) return <p className="text-slate-700">No popular plans yet.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {popular.data.map((plan) => (
        <li key={plan.id}>
          <MealPlanCard plan={plan} />
        </li>
      ))}
    </ul>
  );
}

/** spec-2 §2 and §7: the member's plans and the public ones (newest first), and 3 popular plans. */
export function MealPlansPage() {
  const [tab, setTab] = useState<MealPlanScope>('mine');
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Meal Plans"
        description="Plan your week's meals within a budget, then shop for them in one go."
        actions={createLink}
      />
      <Tabs
        label="Meal plans"
        selectedId={tab}
        onSelect={(id) => setTab(id as MealPlanScope)}
        tabs={[
          { id: 'mine', label: 'My plans', panel: <PlanList scope="mine" /> },
          { id: 'public', label: 'Public plans', panel: <PlanList scope="public" /> },
        ]}
      />
      <section aria-labelledby="popular-plans" className="flex flex-col gap-3">
        <h2 id="popular-plans" className="text-xl font-semibold text-slate-900">
          Popular plans
        </h2>
        <PopularPlans />
      </section>
    </div>
  );
}
