import { describe, expect, it } from 'vitest';
import { MealPlanListSchema, MealPlanSchema, MealPlanSummarySchema } from '@mise/core';
import { groceryAddOf, mealPlanListOf, mealPlanOf, mealPlanSummaryOf } from './answers';
import { makePlan, makeSummary, RECIPE_A } from './test-fixtures';

const plan = makePlan({
  recipes: [RECIPE_A],
  schedule: [{ recipe_id: RECIPE_A, day: 2, meal_type: 'lunch', servings: 1.5 }],
});

describe('the hand checks agree with core’s schemas', () => {
  it('take what the schemas take', () => {
    expect(MealPlanSchema.safeParse(plan).success).toBe(true);
    expect(mealPlanOf(plan)).toEqual(plan);
    const list = { items: [plan], next_cursor: 'abc' };
    expect(MealPlanListSchema.safeParse(list).success).toBe(true);
    expect(mealPlanListOf(list)).toEqual(list);
    const summary = makeSummary({ targets: null });
    expect(MealPlanSummarySchema.safeParse(summary).success).toBe(true);
    expect(mealPlanSummaryOf(summary)).toEqual(summary);
    // Mise's sample plans have no author.
    const sample = { ...plan, author_id: null, author_name: 'Mise' };
    expect(MealPlanSchema.safeParse(sample).success).toBe(true);
    expect(mealPlanOf(sample)).toEqual(sample);
  });

  it.each([
    ['no title', { ...plan, title: undefined }],
    ['an author id as a number', { ...plan, author_id: 7 }],
    ['a budget as text', { ...plan, total_budget: '50' }],
    ['a meal type of none', { ...plan, schedule: [{ ...plan.schedule[0], meal_type: 'brunch' }] }],
    ['a day of 1.5', { ...plan, schedule: [{ ...plan.schedule[0], day: 1.5 }] }],
    ['recipes that are no list', { ...plan, recipes: RECIPE_A }],
  ])('refuse a plan with %s, as the schema does', (_what, body) => {
    expect(MealPlanSchema.safeParse(body).success).toBe(false);
    expect(() => mealPlanOf(body)).toThrow(/unexpected answer/);
  });

  it('refuse a summary without its days or with targets half there', () => {
    for (const body of [
      { ...makeSummary(), days: undefined },
      { ...makeSummary(), targets: { calories: 2000 } },
      { ...makeSummary(), within_budget: 'yes' },
    ]) {
      expect(MealPlanSummarySchema.safeParse(body).success).toBe(false);
      expect(() => mealPlanSummaryOf(body)).toThrow(/unexpected answer/);
    }
  });

  it('read the popular list without a cursor as the end', () => {
    expect(mealPlanListOf({ items: [plan] }).next_cursor).toBeNull();
  });

  it('read the grocery add’s counts', () => {
    expect(groceryAddOf({ items: [], added: 3, merged: 1 })).toEqual({ added: 3, merged: 1 });
    expect(() => groceryAddOf({ items: [] })).toThrow(/unexpected answer/);
  });
});
