import {
  DiaryCopyResultSchema,
  DiaryDaySchema,
  DiarySummarySchema,
  FoodSearchResultSchema,
  NutritionSettingsSchema,
  RecentFoodsSchema,
} from '@mise/core';
import { describe, expect, it } from 'vitest';
import { makeEntry, makeSettings } from './test-fixtures';
import {
  copyResultOf,
  dayEntriesOf,
  estimateOf,
  foodsOf,
  recentFoodsOf,
  settingsOf,
  summaryOf,
} from './answers';

/** The hand checks accept what core's schemas accept, and refuse what they refuse. */
describe('diary answers checked by hand', () => {
  const entry = makeEntry({ recipe_id: 'r-1', recipe: { title: 'Pancakes', description: '' } });

  it('a day', () => {
    const day = { date: '2026-03-04', items: [entry] };
    expect(DiaryDaySchema.parse(day).items).toEqual(dayEntriesOf(day));
    for (const bad of [
      { items: [{ ...entry, calories: '72' }] },
      { items: [{ ...entry, meal_type: 'brunch' }] },
      { items: [{ ...entry, recipe: { title: 'x' } }] },
      { items: [{ ...entry, notes: 3 }] },
      { entries: [] },
    ]) {
      expect(DiaryDaySchema.safeParse({ date: '2026-03-04', ...bad }).success).toBe(false);
      expect(() => dayEntriesOf(bad)).toThrow('unexpected answer');
    }
  });

  it('a summary, recent foods, a copy and settings', () => {
    const day = {
      date: '2026-03-04',
      total_calories: 1,
      total_protein: 1,
      total_carbohydrates: 1,
      total_fat: 1,
      total_sugar: 1,
      entries_count: 1,
      meal_counts: { breakfast: 1, lunch: 0, dinner: 0, snack: 0, other: 0 },
    };
    expect(summaryOf({ items: [day] })).toEqual(DiarySummarySchema.parse({ items: [day] }).items);
    const noOther = { ...day, meal_counts: { ...day.meal_counts, other: undefined } };
    expect(DiarySummarySchema.safeParse({ items: [noOther] }).success).toBe(false);
    expect(() => summaryOf({ items: [noOther] })).toThrow();

    const recent = {
      food_name: 'Tea',
      recipe_id: null,
      meal_type: 'snack',
      serving_size: 1,
      serving_unit: 'cup',
      calories: 2,
      protein: 0,
      carbohydrates: 0,
      fat: 0,
      sugar: 0,
      last_logged_on: '2026-03-01',
    };
    expect(recentFoodsOf({ items: [recent] })).toEqual(
      RecentFoodsSchema.parse({ items: [recent] }).items,
    );
    expect(() => recentFoodsOf({ items: [{ ...recent, serving_size: null }] })).toThrow();

    const copy = { items: [entry], skipped: 1 };
    expect(copyResultOf(copy)).toEqual(DiaryCopyResultSchema.parse(copy));
    expect(() => copyResultOf({ items: [] })).toThrow();

    const settings = makeSettings();
    expect(settingsOf(settings)).toEqual(NutritionSettingsSchema.parse(settings));
    expect(() => settingsOf({ ...settings, track_sugar: 'yes' })).toThrow();
  });

  it('foods with their household measures (a food without them is weighed in grams)', () => {
    const food = {
      id: '01123',
      food_name: 'Egg',
      food_group: 'Dairy and Egg Products',
      calories: 143,
      protein: 12.6,
      carbohydrates: 0.7,
      fat: 9.5,
      sugar: null,
      serving_size: 100,
      serving_unit: 'g',
    };
    expect(foodsOf({ items: [food], next_cursor: null })).toEqual([
      {
        id: '01123',
        food_name: 'Egg',
        calories: 143,
        protein: 12.6,
        carbohydrates: 0.7,
        fat: 9.5,
        sugar: null,
        measures: [],
      },
    ]);
    const measured = {
      ...food,
      measures: [
        { amount: 1, description: 'large', grams: 50 },
        { amount: 0, description: 'broken', grams: 50 },
      ],
    };
    expect(
      FoodSearchResultSchema.parse({ items: [measured], next_cursor: null }).items,
    ).toHaveLength(1);
    expect(foodsOf({ items: [measured] })[0]?.measures).toEqual([
      { amount: 1, description: 'large', grams: 50 },
    ]);
    expect(() => foodsOf({ items: [{ ...food, calories: '143' }] })).toThrow();
  });

  it('an estimate: the five nutrients the diary keeps, and what was not understood', () => {
    expect(
      estimateOf({
        nutritional_info: { calories_per_serving: 300, protein: 10, fiber: 4 },
        unmatched: [{ name: 'dragon fruit', reason: 'no food' }],
      }),
    ).toEqual({ calories: 300, protein: 10, unmatched: ['dragon fruit'] });
    expect(() => estimateOf({})).toThrow();
  });
});
