import { Link } from 'react-router';
import { CalendarDays, UtensilsCrossed } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';
import type { HomePlan } from '../answers';
import { HOME_PLANS, usePopularPlans } from '../api';
import { HomePartError, useHomeFailure } from '../home-failures';

const gridClasses = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A plan: title (the link, over the whole card), description, days planned, recipes, author. */
function PlanCard({ plan }: { plan: HomePlan }) {
  const days = new Set(plan.schedule.map((slot) => slot.day)).size;
  return (
    <article className="group relative flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm focus-within:shadow-md hover:shadow-md">
      <h3 className="text-lg leading-snug font-semibold text-slate-900">
        <Link
          to={`/meal-plans/${encodeURIComponent(plan.id)}`}
          className="rounded after:absolute after:inset-0 after:content-[''] group-hover:underline focus-visible:outline-none"
        >
          {plan.title}
        </Link>
      </h3>
      {plan.description ? (
        <p className="line-clamp-2 text-sm text-slate-700">{plan.description}</p>
      ) : null}
      <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-2 text-sm text-slate-800">
        <li className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4 text-slate-500" />
          {days === 0 ? 'No days planned yet' : `${count(days, 'day', 'days')} planned`}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <UtensilsCrossed aria-hidden="true" className="size-4 text-slate-500" />
          {count(plan.recipes.length, 'recipe', 'recipes')}
        </li>
      </ul>
      {plan.author_name ? <p className="text-xs text-slate-600">By {plan.author_name}</p> : null}
    </article>
  );
}

/** spec-1 §2 Home, Weekly Meal Plans: the popular public plans, each leading to its page. */
export function WeeklyMealPlans() {
  const plans = usePopularPlans();
  useHomeFailure('meal-plans', plans.isError);

  if (plans.isPending)
    return (
      <div aria-busy="true" className={gridClasses}>
        <span role="status" className="sr-only">
          Loading meal plans…
        </span>
        {Array.from({ length: HOME_PLANS }, (_, i) => (
          <Skeleton key={i} className="h-44 rounded-xl" />
        ))}
      </div>
    );
  // A reload that fails keeps the plans that loaded before (the page's banner says it failed).
  if (!plans.data)
    return (
      <HomePartError
        what="meal plans"
        onRetry={() => void plans.refetch()}
        retrying={plans.isFetching}
      />
    );
  if (plans.data.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-slate-700">
        No meal plans found.
      </p>
    );
  return (
    <ul className={gridClasses}>
      {plans.data.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} />
        </li>
      ))}
    </ul>
  );
}
