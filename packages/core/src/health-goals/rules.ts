/**
 * A health goal's daily rule (issue 12 point 5; decision 0014): what a day's diary totals must meet
 * for the day to count toward the goal. Zod-free; the contract that validates a rule is
 * `./contract.ts`.
 */

/** The diary's daily totals a rule can look at (spec-2 §3, daily summary). */
export const GOAL_NUTRIENTS = ['calories', 'protein', 'carbohydrates', 'fat', 'sugar'] as const;
export type GoalNutrient = (typeof GOAL_NUTRIENTS)[number];

export const GOAL_COMPARISONS = ['at_most', 'at_least'] as const;
export type GoalComparison = (typeof GOAL_COMPARISONS)[number];

/** One comparison of a day's total with a share of the member's own target for that nutrient. */
export interface GoalCondition {
  nutrient: GoalNutrient;
  comparison: GoalComparison;
  /** The share of the target compared with, in percent: 100 is the target itself. */
  percent_of_target: number;
}

/** A day meets the rule when it meets every condition. */
export interface HealthGoalRule {
  all: GoalCondition[];
}

/** The member's daily targets (spec-2 §3, user nutrition settings), as the diary module gives them. */
export interface NutritionTargets {
  calorie_target: number;
  protein_target: number;
  carb_target: number;
  fat_target: number;
  sugar_target: number;
}

/** One day of the diary's totals (spec-2 §3, daily summary). */
export interface DayTotals {
  date: string;
  total_calories: number;
  total_protein: number;
  total_carbohydrates: number;
  total_fat: number;
  total_sugar: number;
  entries_count: number;
}

const totalOf: Record<GoalNutrient, keyof Omit<DayTotals, 'date'>> = {
  calories: 'total_calories',
  protein: 'total_protein',
  carbohydrates: 'total_carbohydrates',
  fat: 'total_fat',
  sugar: 'total_sugar',
};

const targetOf: Record<GoalNutrient, keyof NutritionTargets> = {
  calories: 'calorie_target',
  protein: 'protein_target',
  carbohydrates: 'carb_target',
  fat: 'fat_target',
  sugar: 'sugar_target',
};

/**
 * Totals are sums of decimals (12.3 g + 7.7 g…): compared at a thousandth, so a day that adds up to
 * exactly its target is not refused for a floating-point crumb (49.99999999 vs 50).
 */
const thousandths = (value: number) => Math.round(value * 1000);

export function conditionMet(
  condition: GoalCondition,
  day: DayTotals,
  targets: NutritionTargets,
): boolean {
  const value = day[totalOf[condition.nutrient]];
  const limit = (targets[targetOf[condition.nutrient]] * condition.percent_of_target) / 100;
  if (!Number.isFinite(value) || !Number.isFinite(limit)) return false;
  return condition.comparison === 'at_most'
    ? thousandths(value) <= thousandths(limit)
    : thousandths(value) >= thousandths(limit);
}

/**
 * Whether a day counts toward a goal. A day with no entries achieves nothing (an empty day is not a
 * day of low sugar, it is a day not logged). A goal with a rule counts the days that meet every one
 * of its conditions; a goal without one (the spec makes goals from a name and a description) counts
 * the days whose diary holds a recipe tagged with it.
 */
export function dayAchieved(
  goal: { id: string; rule: HealthGoalRule | null },
  day: DayTotals | undefined,
  taggedGoals: ReadonlySet<string> | undefined,
  targets: NutritionTargets,
): boolean {
  if (!day || !(day.entries_count > 0)) return false;
  if (goal.rule && goal.rule.all.length > 0)
    return goal.rule.all.every((condition) => conditionMet(condition, day, targets));
  return taggedGoals?.has(goal.id) ?? false;
}

const nutrientWords: Record<GoalNutrient, { total: string; target: string }> = {
  calories: { total: 'Calories', target: 'calorie target' },
  protein: { total: 'Protein', target: 'protein target' },
  carbohydrates: { total: 'Carbohydrates', target: 'carbohydrate target' },
  fat: { total: 'Fat', target: 'fat target' },
  sugar: { total: 'Sugar', target: 'sugar target' },
};

/**
 * A rule in words, for the admin list and the goal's card: "Sugar at most your sugar target",
 * "Calories at least 90% of your calorie target and sugar at most your sugar target". Null for a
 * goal without a rule.
 */
export function describeGoalRule(rule: HealthGoalRule | null): string | null {
  if (!rule || rule.all.length === 0) return null;
  const parts = rule.all.map((c, index) => {
    const words = nutrientWords[c.nutrient];
    const total = index === 0 ? words.total : words.total.toLowerCase();
    const how = c.comparison === 'at_most' ? 'at most' : 'at least';
    const share = c.percent_of_target === 100 ? '' : `${c.percent_of_target}% of `;
    return `${total} ${how} ${share}your ${words.target}`;
  });
  return parts.join(' and ');
}
