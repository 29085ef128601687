// Shared by the meal plans' tests (never imported by the app).
import type { MealPlanSummary, Recipe } from '@mise/core';
import { makeRecipe } from '../../test-utils/recipe-fixtures';

/** Ids are UUIDs: the editor checks the plan with core's schema, as the server does. */
export { makePlan, PLAN_ID } from '../../test-utils/plan-fixtures';
export const RECIPE_A = '11111111-1111-4111-8111-111111111111';
export const RECIPE_B = '22222222-2222-4222-8222-222222222222';
export const RECIPE_C = '33333333-3333-4333-8333-333333333333';
export const GOAL_ID = '44444444-4444-4444-8444-444444444444';

export const goalsBody = {
  items: [
    { id: GOAL_ID, name: 'Heart Health', description: 'Less saturated fat and salt.' },
    {
      id: '55555555-5555-4555-8555-555555555555',
      name: 'Weight Loss',
      description: 'Fewer calories.',
    },
  ],
  next_cursor: null,
};

export const planRecipe = (id: string, title: string, overrides: Partial<Recipe> = {}) =>
  makeRecipe({ id, title, cost_per_serving: 0, ...overrides });

export function makeSummary(overrides: Partial<MealPlanSummary> = {}): MealPlanSummary {
  return {
    total_budget: 50,
    total_cost: 0,
    within_budget: true,
    days: Array.from({ length: 7 }, (_, day) => ({
      day,
      calories: 0,
      protein: 0,
      carbohydrates: 0,
      fat: 0,
      sugar: 0,
      cost: 0,
      meals: 0,
    })),
    recipes_without_cost: [],
    recipes_without_nutrition: [],
    unscheduled_recipes: [],
    targets: { calories: 2000, protein: 50, carbohydrates: 275, fat: 78, sugar: 50 },
    ...overrides,
  };
}
