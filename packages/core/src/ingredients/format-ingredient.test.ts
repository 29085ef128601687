import { describe, expect, it } from 'vitest';
import { formatIngredient, ingredientDisplay, unitLabel } from './format-ingredient.js';

describe('formatIngredient', () => {
  it.each<[string, number, string, string]>([
    // [name, amount, unit, shown]
    // Counted things: no 'piece' or 'item'.
    ['egg yolks', 4, 'piece', '4 egg yolks'],
    ['egg', 1, 'item', '1 egg'],
    ['eggs', 2, '', '2 eggs'],
    // Word units take a plural above 1.
    ['garlic', 2, 'clove', '2 cloves garlic'],
    ['garlic', 1, 'clove', '1 clove garlic'],
    ['flour', 1.5, 'cup', '1 1/2 cups flour'],
    ['flour', 1, 'cup', '1 cup flour'],
    ['flour', 0.5, 'cup', '1/2 cup flour'],
    ['tomatoes', 2, 'can', '2 cans tomatoes'],
    ['salt', 2, 'pinch', '2 pinches salt'],
    ['bread', 3, 'slice', '3 slices bread'],
    ['lettuce', 2, 'head', '2 heads lettuce'],
    // Abbreviations and sizes do not.
    ['olive oil', 2, 'tbsp', '2 tbsp olive oil'],
    ['beef', 3, 'lb', '3 lb beef'],
    ['flour', 200, 'g', '200 g flour'],
    ['cream', 4, 'fl oz', '4 fl oz cream'],
    ['eggs', 2, 'large', '2 large eggs'],
    // To taste: after the name.
    ['salt', 0, 'to taste', 'salt, to taste'],
    ['Salt and pepper', 1, 'to taste', 'Salt and pepper, to taste'],
    // No amount: the words alone, whatever unit was guessed.
    ['a handful of fresh basil leaves', 0, 'piece', 'a handful of fresh basil leaves'],
    ['fresh parsley', 0, 'cup', 'fresh parsley'],
    // A unit outside the list is kept as written.
    ['celery', 2, 'stalks', '2 stalks celery'],
  ])('%s, %d %s → %s', (name, amount, unit, shown) => {
    expect(formatIngredient({ name, amount, unit })).toBe(shown);
  });

  it('uses a worked-out quantity text when given (the scaler’s decimals)', () => {
    expect(formatIngredient({ name: 'flour', amount: 1.25, unit: 'kg', quantity: '1.25' })).toBe(
      '1.25 kg flour',
    );
  });

  it('keeps measure and name apart for the recipe page', () => {
    expect(ingredientDisplay({ name: 'garlic', amount: 2, unit: 'clove' })).toEqual({
      measure: '2 cloves',
      name: 'garlic',
    });
    expect(ingredientDisplay({ name: 'salt', amount: 0, unit: 'to taste' })).toEqual({
      measure: '',
      name: 'salt, to taste',
    });
  });
});

describe('unitLabel', () => {
  it.each([
    ['cup', 1, 'cup'],
    ['cup', 2, 'cups'],
    ['cup', 0.5, 'cup'],
    ['piece', 3, ''],
    ['tsp', 3, 'tsp'],
  ])('%s × %d → %j', (unit, amount, label) => {
    expect(unitLabel(unit, amount)).toBe(label);
  });
});
