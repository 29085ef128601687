import { DiarySummarySchema, MealPlanListSchema } from '@mise/core';
import { describe, expect, it } from 'vitest';
import { mealCountsOf, popularPlansOf } from './answers';

const counts = { breakfast: 1, lunch: 0, dinner: 2, snack: 0, other: 0 };
const day = {
  date: '2026-03-04',
  total_calories: 500,
  total_protein: 20,
  total_carbohydrates: 60,
  total_fat: 15,
  total_sugar: 10,
  entries_count: 3,
  meal_counts: counts,
};
const plan = {
  id: '0b9a3c1e-5d4f-4a6b-8c7d-1e2f3a4b5c6d',
  author_id: 'u-1',
  author_name: null,
  title: 'Busy week',
  description: '',
  total_budget: 0,
  is_public: true,
  target_group: '',
  health_goal_id: null,
  recipes: ['11111111-1111-4111-8111-111111111111'],
  schedule: [
    { recipe_id: '11111111-1111-4111-8111-111111111111', day: 2, meal_type: 'dinner', servings: 2 },
  ],
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
};

/** The home page's hand checks accept what core's schemas accept, and refuse broken answers. */
describe('home answers checked by hand', () => {
  it("a day's meal counts", () => {
    const body = { items: [day] };
    expect(DiarySummarySchema.parse(body).items[0]!.meal_counts).toEqual(mealCountsOf(body));
    expect(mealCountsOf({ items: [] })).toEqual({
      breakfast: 0,
      lunch: 0,
      dinner: 0,
      snack: 0,
      other: 0,
    });
    for (const bad of [{}, { items: [{ ...day, meal_counts: { ...counts, lunch: '1' } }] }])
      expect(() => mealCountsOf(bad)).toThrow();
  });

  it('popular plans', () => {
    const body = { items: [plan], next_cursor: null };
    expect(MealPlanListSchema.parse(body).items.map((p) => p.id)).toEqual(
      popularPlansOf(body).map((p) => p.id),
    );
    for (const bad of [
      { items: [{ ...plan, title: 3 }] },
      { items: [{ ...plan, schedule: [{ day: 'monday' }] }] },
      { items: 'none' },
    ])
      expect(() => popularPlansOf(bad)).toThrow();
  });
});
