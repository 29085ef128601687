import { useId } from 'react';
import { AlertTriangle } from 'lucide-react';
import type { MealPlanSummary } from '@mise/core';
import { useMoney } from '../../../lib/currency';
import { budgetStatus, nutrientBars, summaryDay, type NutrientBar } from '../budget';
import { DAY_NAMES } from '../week';

/**
 * The week's cost against its budget. Over budget is said in words in an alert (announced when it
 * appears after an edit), not by colour alone.
 */
export function CostPanel({ summary }: { summary: MealPlanSummary }) {
  const money = useMoney();
  const status = budgetStatus(summary);
  const missingCosts = summary.recipes_without_cost.length;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-slate-900">
        <span className="text-3xl font-bold tabular-nums">{money(status.cost)}</span>{' '}
        <span className="text-slate-700">
          {status.kind === 'none' ? 'this week' : `of ${money(status.budget)} this week`}
        </span>
      </p>
      {status.kind !== 'none' ? (
        <div
          role="progressbar"
          aria-label="Cost against the weekly budget"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={status.percent}
          aria-valuetext={`${money(status.cost)} of ${money(status.budget)}`}
          className="h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={`h-full rounded-full ${status.kind === 'over' ? 'bg-red-700' : 'bg-emerald-700'}`}
            style={{ width: `${status.percent}%` }}
          />
        </div>
      ) : null}
      {status.kind === 'none' ? (
        <p className="text-sm text-slate-700">No budget set.</p>
      ) : status.kind === 'within' ? (
        <p className="text-sm text-emerald-900">Within budget: {money(status.left)} left.</p>
      ) : null}
      {/* Always in the page, so the warning is announced when an edit tips the week over. */}
      <div role="alert">
        {status.kind === 'over' ? (
          <p className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 font-medium text-red-900">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {/* Over by less than a cent (the server's verdict) is still over. */}
            {status.over > 0 ? `Over budget by ${money(status.over)}.` : 'Over budget.'}
          </p>
        ) : null}
      </div>
      {missingCosts > 0 ? (
        <p className="text-sm text-slate-700">
          {missingCosts === 1 ? 'One planned recipe has' : `${missingCosts} planned recipes have`}{' '}
          no cost yet, so the week may cost more.
        </p>
      ) : null}
    </div>
  );
}

function Bar({ bar }: { bar: NutrientBar }) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-0.5">
      <div className="flex justify-between gap-2 text-xs">
        <span id={labelId} className="font-medium text-slate-900">
          {bar.label}
        </span>
        <span className="text-slate-700 tabular-nums">{bar.text}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={bar.percent}
        aria-valuetext={`${bar.text}${bar.overText ? `, ${bar.overText}` : ''}`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full ${bar.overText ? 'bg-amber-500' : 'bg-emerald-700'}`}
          style={{ width: `${bar.percent}%` }}
        />
      </div>
      {bar.overText ? <p className="text-xs font-medium text-amber-900">{bar.overText}</p> : null}
    </div>
  );
}

/** Each day's nutrition against the viewer's daily targets (calories, protein, carbs, fat, sugar). */
export function NutritionByDay({ summary }: { summary: MealPlanSummary }) {
  if (!summary.targets)
    return <p className="text-sm text-slate-700">Sign in to compare the days with your targets.</p>;
  const missing = summary.recipes_without_nutrition.length;
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {DAY_NAMES.map((name, day) => {
          const totals = summaryDay(summary, day);
          const bars = nutrientBars(totals, summary.targets);
          return (
            <li
              key={name}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3"
            >
              <h3 className="font-semibold text-slate-900">{name}</h3>
              {totals.meals === 0 ? (
                <p className="text-sm text-slate-600">Nothing planned.</p>
              ) : (
                bars.map((bar) => <Bar key={bar.key} bar={bar} />)
              )}
            </li>
          );
        })}
      </ul>
      {missing > 0 ? (
        <p className="text-sm text-slate-700">
          {missing === 1 ? 'One planned recipe has' : `${missing} planned recipes have`} no
          nutrition information, so the days may hold more.
        </p>
      ) : null}
    </div>
  );
}
