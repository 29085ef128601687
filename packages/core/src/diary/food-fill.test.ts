import { describe, expect, it } from 'vitest';
import { entryFromFood } from './food-fill.js';

const egg = {
  food_name: 'Egg, whole, raw, fresh',
  calories: 143,
  protein: 12.58,
  carbohydrates: 0.72,
  fat: 9.51,
  sugar: 0.37,
};

describe('entryFromFood', () => {
  it('scales the reference’s per-100 g values to the grams eaten', () => {
    expect(entryFromFood(egg, { grams: 50 })).toEqual({
      food_name: 'Egg, whole, raw, fresh',
      serving_size: 50,
      serving_unit: 'g',
      calories: 71.5,
      protein: 6.3,
      carbohydrates: 0.4,
      fat: 4.8,
      sugar: 0.2,
    });
  });

  it('weighs a count of a household measure, and reads an unknown nutrient as 0', () => {
    const large = { amount: 1, description: 'large', grams: 50 };
    expect(entryFromFood({ ...egg, sugar: null }, { measure: large, count: 2 })).toMatchObject({
      serving_size: 2,
      serving_unit: 'large',
      calories: 143,
      sugar: 0,
    });
    const halfBreast = { amount: 0.5, description: 'breast', grams: 118 };
    expect(
      entryFromFood({ ...egg, calories: 100 }, { measure: halfBreast, count: 1 }).calories,
    ).toBe(236);
    expect(entryFromFood(egg, { measure: large, count: 0 }).calories).toBe(0);
  });
});
