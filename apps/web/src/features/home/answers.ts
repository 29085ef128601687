import { MEAL_TYPES, type DailySummary, type MealPlanSlot } from '@mise/core';
import {
  has,
  isNullableString,
  isNumber,
  isRecord,
  isString,
  itemsOf,
} from '../../lib/answer-checks';

/*
 * The home page's own checks of the answers it reads, just the fields it shows (the home page loads
 * no zod, and features do not import each other). `answers.test.ts` holds them to core's schemas.
 */

export type MealCounts = DailySummary['meal_counts'];

function isDayCounts(value: unknown): value is { date: string; meal_counts: MealCounts } {
  return (
    isRecord(value) &&
    isString(value.date) &&
    isRecord(value.meal_counts) &&
    has(value.meal_counts, MEAL_TYPES, isNumber)
  );
}

/** GET /api/diary/summary?from=D&to=D: that day's entries per meal (zeros when there is no day). */
export function mealCountsOf(body: unknown): MealCounts {
  const [day] = itemsOf(body, isDayCounts, 'the diary summary');
  return day?.meal_counts ?? { breakfast: 0, lunch: 0, dinner: 0, snack: 0, other: 0 };
}

/** What a plan's card on the home page shows. */
export interface HomePlan {
  id: string;
  title: string;
  description: string;
  author_name: string | null;
  recipes: string[];
  schedule: Pick<MealPlanSlot, 'day'>[];
}

function isHomePlan(value: unknown): value is HomePlan {
  return (
    isRecord(value) &&
    has(value, ['id', 'title', 'description'], isString) &&
    isNullableString(value.author_name) &&
    Array.isArray(value.recipes) &&
    value.recipes.every(isString) &&
    Array.isArray(value.schedule) &&
    value.schedule.every((slot) => isRecord(slot) && Number.isInteger(slot.day))
  );
}

/** GET /api/meal-plans/popular. */
export const popularPlansOf = (body: unknown) => itemsOf(body, isHomePlan, 'meal plans');
