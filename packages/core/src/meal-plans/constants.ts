/*
 * The meal plans' numbers and day names, zod-free and apart from the contract: the plan's page and
 * the week's rules use them without loading zod (~21 KB gzip). The contract builds on these.
 */

export const MEAL_PLAN_DAYS = 7;
export const MEAL_PLAN_DAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
/** spec-2 §9: popular plans default 3; recipe search at least 3 characters, debounced 500 ms. */
export const POPULAR_MEAL_PLANS = 3;
export const MEAL_PLAN_SEARCH_MIN_CHARS = 3;
export const MEAL_PLAN_SEARCH_DEBOUNCE_MS = 500;
export const MAX_MEAL_PLAN_RECIPES = 100;
/** Seven days × five meal types × a few dishes each. */
export const MAX_MEAL_PLAN_SLOTS = 150;
export const MAX_MEAL_PLAN_BUDGET = 1_000_000;
export const MAX_PLANNED_SERVINGS = 100;
