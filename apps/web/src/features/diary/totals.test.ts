import { describe, expect, it } from 'vitest';
import { groupByMeal, macroSplitOf, progressOf, sumNutrients } from './totals';

const item = (calories: number, meal_type: 'breakfast' | 'dinner' = 'breakfast') => ({
  meal_type,
  calories,
  protein: 0.1,
  carbohydrates: 0.2,
  fat: 0,
  sugar: 0,
});

describe('diary totals', () => {
  it('sums to one decimal, without floating-point dust', () => {
    expect(sumNutrients([item(1), item(2)])).toEqual({
      calories: 3,
      protein: 0.2,
      carbohydrates: 0.4,
      fat: 0,
      sugar: 0,
    });
    expect(sumNutrients([item(0.1), item(0.2)]).calories).toBe(0.3);
  });

  it('groups every meal type in the spec’s order, empty ones included', () => {
    const groups = groupByMeal([item(300, 'dinner'), item(100), item(50)]);
    expect(groups.map((g) => [g.meal, g.entries.length, g.totals.calories])).toEqual([
      ['breakfast', 2, 150],
      ['lunch', 0, 0],
      ['dinner', 1, 300],
      ['snack', 0, 0],
      ['other', 0, 0],
    ]);
  });

  it('caps progress at 100 % and says how far over', () => {
    expect(progressOf(1250, 2000)).toEqual({ percent: 63, over: 0 });
    expect(progressOf(2300, 2000)).toEqual({ percent: 100, over: 300 });
    expect(progressOf(50.04, 50)).toEqual({ percent: 100, over: 0 });
    expect(progressOf(0, 0)).toEqual({ percent: 0, over: 0 });
    expect(progressOf(5, 0)).toEqual({ percent: 100, over: 5 });
  });

  it('splits the macros’ energy in whole percent that add up to 100', () => {
    // 120, 200 and 90 kcal: 29.27 / 48.78 / 21.95 % — rounding each would give 29 + 49 + 22 = 100
    // here, but 1/3 each would give 33 + 33 + 33: the largest remainder takes the missing point.
    expect(macroSplitOf({ protein: 30, carbohydrates: 50, fat: 10 })).toEqual({
      protein: 29,
      carbohydrates: 49,
      fat: 22,
    });
    expect(macroSplitOf({ protein: 9, carbohydrates: 9, fat: 4 })).toEqual({
      protein: 34,
      carbohydrates: 33,
      fat: 33,
    });
    // By energy, not weight: 10 g of fat is more than 10 g of protein.
    expect(macroSplitOf({ protein: 10, carbohydrates: 0, fat: 10 })).toEqual({
      protein: 31,
      carbohydrates: 0,
      fat: 69,
    });
    expect(macroSplitOf({ protein: 0, carbohydrates: 0, fat: 0 })).toBeNull();
  });
});
