import type { MealPlanSummary } from '@mise/core';

/*
 * The plan page's numbers: the week's cost against its budget, a day's share, and a day's
 * nutrition against the member's targets. Pure, so each rule is tested without a page.
 */

export type BudgetStatus =
  | { kind: 'none'; cost: number }
  | { kind: 'within'; cost: number; budget: number; left: number; percent: number }
  | { kind: 'over'; cost: number; budget: number; over: number; percent: number };

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** Whole percent of `value` over `whole`, capped at 100 for a bar (the text says by how much it is over). */
export function cappedPercent(value: number, whole: number): number {
  if (!(whole > 0) || !(value > 0)) return 0;
  return Math.min(100, Math.round((value / whole) * 100));
}

/**
 * A budget of 0 means none was set (spec-2 §3's default): there is nothing to be over. Otherwise
 * the server's `within_budget` is the verdict (one rule, the server's, for every page that shows
 * it); the amount left or over is worked out here for the words.
 */
export function budgetStatus(
  summary: Pick<MealPlanSummary, 'total_cost' | 'total_budget' | 'within_budget'>,
): BudgetStatus {
  const cost = cents(summary.total_cost);
  const budget = summary.total_budget;
  if (!(budget > 0)) return { kind: 'none', cost };
  const percent = cappedPercent(cost, budget);
  if (summary.within_budget)
    return { kind: 'within', cost, budget, left: Math.max(0, cents(budget - cost)), percent };
  return { kind: 'over', cost, budget, over: Math.max(0, cents(cost - budget)), percent };
}

/** A day's fair share of a weekly budget, to show beside the day's cost (0 without a budget). */
export const dailyShare = (budget: number) => (budget > 0 ? cents(budget / 7) : 0);

export type NutrientKey = 'calories' | 'protein' | 'carbohydrates' | 'fat' | 'sugar';

export interface NutrientBar {
  key: NutrientKey;
  label: string;
  value: number;
  target: number;
  /** 0–100: the bar's fill (spec-2 §9: bars cap at 100 %). */
  percent: number;
  /** Said in words: "1,850 / 2,000 kcal". */
  text: string;
  /** Beyond the target: the bar is full and this says by how much. */
  overText: string | null;
}

const NUTRIENTS: readonly { key: NutrientKey; label: string; unit: string }[] = [
  { key: 'calories', label: 'Calories', unit: 'kcal' },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'carbohydrates', label: 'Carbs', unit: 'g' },
  { key: 'fat', label: 'Fat', unit: 'g' },
  { key: 'sugar', label: 'Sugar', unit: 'g' },
];

const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const amountText = (value: number, unit: string) =>
  `${wholeNumber.format(Math.round(value))}${unit === 'kcal' ? ' kcal' : ' g'}`;

type DayNutrients = Pick<MealPlanSummary['days'][number], NutrientKey>;

/**
 * A day's five bars against the viewer's targets. No targets (a guest) or a target of 0 leaves that
 * bar out: a bar needs something to fill towards.
 */
export function nutrientBars(
  day: DayNutrients,
  targets: MealPlanSummary['targets'],
): NutrientBar[] {
  if (!targets) return [];
  return NUTRIENTS.flatMap(({ key, label, unit }) => {
    const target = targets[key];
    if (!(target > 0)) return [];
    const value = day[key];
    const over = Math.round(value) - Math.round(target);
    return [
      {
        key,
        label,
        value,
        target,
        percent: cappedPercent(value, target),
        text: `${wholeNumber.format(Math.round(value))} / ${amountText(target, unit)}`,
        overText: over > 0 ? `${amountText(over, unit)} over` : null,
      },
    ];
  });
}

/** The summary's day `day`, or zeros for a day it does not list. */
export function summaryDay(summary: MealPlanSummary | undefined, day: number) {
  return (
    summary?.days.find((d) => d.day === day) ?? {
      day,
      calories: 0,
      protein: 0,
      carbohydrates: 0,
      fat: 0,
      sugar: 0,
      cost: 0,
      meals: 0,
    }
  );
}

/** "3 recipes", "1 recipe". */
export const recipeCountText = (count: number) => `${count} ${count === 1 ? 'recipe' : 'recipes'}`;

/** "2 servings", "1 serving", "1.5 servings". */
export const servingsText = (servings: number) =>
  `${servings} ${servings === 1 || servings === 0.5 ? 'serving' : 'servings'}`;
