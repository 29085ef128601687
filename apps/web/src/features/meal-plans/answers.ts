import {
  MEAL_TYPES,
  type MealPlan,
  type MealPlanList,
  type MealPlanSlot,
  type MealPlanSummary,
  type MealType,
} from '@mise/core';
import {
  groceryAddCountsOf,
  has,
  isNumber,
  isRecord,
  isString,
  isStringArray,
  itemsOf,
  unexpected,
  type GroceryAddCounts,
  type Shape,
} from '../../lib/answer-checks';

/*
 * The meal plans' answers checked by hand, just enough for what the pages show. Not core's zod
 * schemas: the list and the plan's page would download zod (~21 KB gzip) for a few field checks
 * (the editor, which sends plans, uses the schema). `answers.test.ts` holds each check to core's
 * schemas.
 */
function isSlot(value: unknown): value is MealPlanSlot {
  return (
    isRecord(value) &&
    isString(value.recipe_id) &&
    Number.isInteger(value.day) &&
    isNumber(value.servings) &&
    MEAL_TYPES.includes(value.meal_type as MealType)
  );
}

function isMealPlan(value: unknown): value is MealPlan {
  return (
    isRecord(value) &&
    has(value, ['id', 'title', 'description', 'target_group'], isString) &&
    has(value, ['created_at', 'updated_at'], isString) &&
    // Null on Mise's sample plans.
    (value.author_id === null || isString(value.author_id)) &&
    (value.author_name === null || isString(value.author_name)) &&
    (value.health_goal_id === null || isString(value.health_goal_id)) &&
    isNumber(value.total_budget) &&
    typeof value.is_public === 'boolean' &&
    isStringArray(value.recipes) &&
    Array.isArray(value.schedule) &&
    value.schedule.every(isSlot)
  );
}

export function mealPlanOf(body: unknown): MealPlan {
  if (!isMealPlan(body)) throw unexpected('a meal plan');
  return body;
}

/** GET /api/meal-plans and /popular: `{ items, next_cursor }` (popular may leave the cursor out). */
export function mealPlanListOf(body: unknown): MealPlanList {
  const items = itemsOf(body, isMealPlan, 'meal plans');
  const cursor = (body as Shape).next_cursor;
  return { items, next_cursor: isString(cursor) ? cursor : null };
}

const NUTRIENTS = ['calories', 'protein', 'carbohydrates', 'fat', 'sugar'] as const;

function isSummaryDay(value: unknown): value is MealPlanSummary['days'][number] {
  return isRecord(value) && has(value, [...NUTRIENTS, 'day', 'cost', 'meals'], isNumber);
}

export function mealPlanSummaryOf(body: unknown): MealPlanSummary {
  if (
    !isRecord(body) ||
    !has(body, ['total_budget', 'total_cost'], isNumber) ||
    typeof body.within_budget !== 'boolean' ||
    !Array.isArray(body.days) ||
    !body.days.every(isSummaryDay) ||
    !has(
      body,
      ['recipes_without_cost', 'recipes_without_nutrition', 'unscheduled_recipes'],
      isStringArray,
    ) ||
    !(body.targets === null || (isRecord(body.targets) && has(body.targets, NUTRIENTS, isNumber)))
  )
    throw unexpected('a meal plan summary');
  return body as MealPlanSummary;
}

/** POST /api/grocery-list/from-meal-plan/:id: what was added and what merged into lines already there. */
export type GroceryAddResult = GroceryAddCounts;

export const groceryAddOf = (body: unknown): GroceryAddResult => groceryAddCountsOf(body);
