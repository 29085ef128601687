import { Link } from 'react-router';
import { CalendarDays, Users, Wallet } from 'lucide-react';
import type { MealPlan } from '@mise/core';
import { Badge } from '../../../components/ui/badge';
import { PrivateBadge } from '../../../components/recipe-card';
import { useMoney } from '../../../lib/currency';
import { recipeCountText } from '../budget';

/** A plan in a list: title (the link, over the whole card), budget, target group, recipes, visibility. */
export function MealPlanCard({ plan }: { plan: MealPlan }) {
  const money = useMoney();
  return (
    <article className="group relative flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm focus-within:shadow-md hover:shadow-md">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={`/meal-plans/${encodeURIComponent(plan.id)}`}
            className="rounded after:absolute after:inset-0 after:content-[''] group-hover:underline focus-visible:outline-none"
          >
            {plan.title}
          </Link>
        </h3>
        {plan.is_public ? <Badge tone="green">Public</Badge> : <PrivateBadge />}
      </div>
      {plan.description ? (
        <p className="line-clamp-2 text-sm text-slate-700">{plan.description}</p>
      ) : null}
      <ul className="mt-auto flex flex-col gap-1 text-sm text-slate-800">
        <li className="flex items-center gap-2">
          <Wallet aria-hidden="true" className="size-4 text-slate-500" />
          {plan.total_budget > 0 ? `${money(plan.total_budget)} a week` : 'No budget set'}
        </li>
        {plan.target_group ? (
          <li className="flex items-center gap-2">
            <Users aria-hidden="true" className="size-4 text-slate-500" />
            {plan.target_group}
          </li>
        ) : null}
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 text-slate-500" />
          {recipeCountText(plan.recipes.length)}
        </li>
      </ul>
      {plan.author_name ? <p className="text-xs text-slate-600">By {plan.author_name}</p> : null}
    </article>
  );
}
