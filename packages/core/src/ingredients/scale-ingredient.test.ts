import { describe, expect, it } from 'vitest';
import { roundToFractions, scaleIngredient } from './scale-ingredient.js';

describe('scaleIngredient', () => {
  it.each<[string, number, string, number, number, string, string]>([
    // [case, amount, unit, from, to, quantity, unit]
    ['own servings: as written', 0.19, 'cup', 4, 4, '0.19', 'cup'],
    ['own servings: metric decimals', 2.5, 'g', 4, 4, '2.5', 'g'],
    ['doubled', 1.5, 'cup', 4, 8, '3', 'cup'],
    ['kitchen fractions, not 0.19 cup', 0.75, 'cup', 4, 1, '3', 'tbsp'],
    ['a quarter cup stays a quarter cup', 1, 'cup', 4, 1, '1/4', 'cup'],
    ['an eighth of a cup is 2 tbsp', 0.5, 'cup', 4, 1, '2', 'tbsp'],
    ['tbsp down to tsp', 1, 'tbsp', 4, 2, '1 1/2', 'tsp'],
    ['tsp up to tbsp', 1, 'tsp', 1, 3, '1', 'tbsp'],
    ['tbsp up to cups', 4, 'tbsp', 2, 8, '1', 'cup'],
    // A cup's fractions would miss by over 5%: the spoons say it exactly.
    ['6 tbsp is not 1/3 cup', 3, 'tbsp', 2, 4, '6', 'tbsp'],
    ['4 tsp is not 1 1/2 tbsp', 2, 'tsp', 2, 4, '4', 'tsp'],
    ['half of 3/4 cup is 6 tbsp', 0.75, 'cup', 2, 1, '6', 'tbsp'],
    ['5/8 cup stays near: 1/2 cup + 2 tbsp as 10 tbsp', 1.25, 'cup', 2, 1, '10', 'tbsp'],
    ['tiny amounts: 1/8 tsp at least', 1, 'tsp', 12, 1, '1/8', 'tsp'],
    ['2000 oz is 125 lb', 1000, 'oz', 4, 8, '125', 'lb'],
    ['oz up to lb when doubled', 12, 'oz', 2, 4, '1 1/2', 'lb'],
    ['lb down to oz', 1, 'lb', 4, 1, '4', 'oz'],
    ['g up to kg', 500, 'g', 4, 10, '1.25', 'kg'],
    ['kg down to g', 1, 'kg', 4, 1, '250', 'g'],
    ['small gram amounts in halves', 7, 'g', 4, 1, '2', 'g'],
    ['ml up to l', 750, 'ml', 2, 4, '1.5', 'l'],
    ['a quart halved twice is a cup', 1, 'quart', 4, 1, '1', 'cup'],
    ['no gallons unless written so', 8, 'cup', 4, 12, '24', 'cup'],
    ['fl oz stays fl oz', 4, 'fl oz', 4, 3, '3', 'fl oz'],
    // Counted things: whole numbers or halves.
    ['eggs in halves', 3, 'piece', 4, 6, '4 1/2', 'piece'],
    ['eggs: no quarter egg', 3, 'piece', 4, 1, '1', 'piece'],
    ['eggs: at least half', 1, 'piece', 4, 1, '1/2', 'piece'],
    ['cloves', 2, 'clove', 4, 5, '2 1/2', 'clove'],
    ['large eggs', 2, 'large', 4, 7, '3 1/2', 'large'],
    ['many eggs: whole numbers', 12, 'piece', 1, 10, '120', 'piece'],
    // Nothing to scale.
    ['to taste', 0, 'to taste', 4, 8, '', 'to taste'],
    ['no amount', 0, 'piece', 4, 8, '', 'piece'],
    ['unusable servings', 2, 'cup', 4, 0, '2', 'cup'],
  ])('%s', (_, amount, unit, from, to, quantity, scaledUnit) => {
    const scaled = scaleIngredient({ amount, unit }, from, to);
    expect({ quantity: scaled.quantity, unit: scaled.unit }).toEqual({
      quantity,
      unit: scaledUnit,
    });
  });
});

describe('roundToFractions', () => {
  it.each([
    [0.19, [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4], 1 / 4],
    [0.3, [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4], 1 / 3],
    [0.75, [1 / 2], 1],
    [0.1, [1 / 2], 1 / 2],
    [12.3, [1 / 4, 1 / 2], 12.5],
    [62.4, [1 / 4, 1 / 2], 62],
  ])('%d → %d', (value, fractions, rounded) => {
    expect(roundToFractions(value, fractions)).toBeCloseTo(rounded, 10);
  });
});
