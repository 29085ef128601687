import { describe, expect, it } from 'vitest';
import { roundNutrient, roundNutrition, type NutrientUnit } from './rounding.js';

describe('roundNutrient: a label’s precision, not a calculator’s', () => {
  it.each<[NutrientUnit, number, number]>([
    // Calories: under 5 is 0, to 50 by 5, above by 10.
    ['kcal', 3, 0],
    ['kcal', 23, 25],
    ['kcal', 50, 50],
    ['kcal', 861, 860],
    ['kcal', 412.6, 410],
    ['kcal', 495, 500],
    // Grams: under 0.5 is 0, under 5 by 0.5, above whole.
    ['g', 0.3, 0],
    ['g', 2.3, 2.5],
    ['g', 4.7, 4.5],
    ['g', 15.2, 15],
    ['g', 77.6, 78],
    // Milligrams and micrograms: from 100 by 10, from 10 whole, below one decimal.
    ['mg', 143, 140],
    ['mg', 1234.5, 1230],
    ['mg', 62.4, 62],
    ['mg', 2.34, 2.3],
    ['µg', 0.07, 0.1],
    // Percentages of the daily value: whole.
    ['%', 30.4, 30],
    // Nothing, or nonsense, is 0.
    ['mg', 0, 0],
    ['g', -1, 0],
    ['kcal', Number.NaN, 0],
  ])('%s %d → %d', (unit, value, expected) => {
    expect(roundNutrient(unit, value)).toBe(expected);
  });

  it('leaves values copied from a label as they were', () => {
    for (const [unit, value] of [
      ['kcal', 230],
      ['g', 8],
      ['g', 1.5],
      ['mg', 160],
      ['mg', 0],
      ['%', 12],
    ] as const) {
      expect(roundNutrient(unit, value)).toBe(value);
    }
  });
});

describe('roundNutrition', () => {
  it('rounds each nutrient of an estimate by its own unit', () => {
    expect(
      roundNutrition({
        calories: 861.4,
        protein: 27.26,
        fat: 3.24,
        sodium: 143.2,
        iron: 2.345,
        vitamin_b12: 0.44,
        fat_daily_value: 4,
      }),
    ).toEqual({
      calories: 860,
      protein: 27,
      fat: 3,
      sodium: 140,
      iron: 2.3,
      vitamin_b12: 0.4,
      fat_daily_value: 4,
    });
  });
});
