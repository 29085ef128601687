import { describe, expect, it } from 'vitest';
import type { Unit } from '../recipe-options.js';
import { parseIngredientLine } from './parse-ingredient-line.js';

describe('parseIngredientLine', () => {
  it.each<[string, string, number, Unit | null, string]>([
    // [line, quantity, amount, unit, name]
    ['2 tablespoons olive oil', '2', 2, 'tbsp', 'olive oil'],
    ['1 1/2 cups flour', '1 1/2', 1.5, 'cup', 'flour'],
    ['3 eggs', '3', 3, null, 'eggs'],
    ['salt', '', 0, null, 'salt'],
    ['  2   tbsp   butter ', '2', 2, 'tbsp', 'butter'],
    ['.5 tsp salt', '.5', 0.5, 'tsp', 'salt'],
    ['0.25 cup sugar', '0.25', 0.25, 'cup', 'sugar'],
    ['1/3 cup milk', '1/3', 1 / 3, 'cup', 'milk'],
    ['1 / 3 cup milk', '1/3', 1 / 3, 'cup', 'milk'],
    ['1-1/2 cups stock', '1 1/2', 1.5, 'cup', 'stock'],
    // Unicode fractions.
    ['½ cup milk', '1/2', 0.5, 'cup', 'milk'],
    ['1½ cups water', '1 1/2', 1.5, 'cup', 'water'],
    ['¾ tsp cumin', '3/4', 0.75, 'tsp', 'cumin'],
    ['⅓ cup oil', '1/3', 1 / 3, 'cup', 'oil'],
    ['⅔ cup rice', '2/3', 2 / 3, 'cup', 'rice'],
    ['¼ tsp pepper', '1/4', 0.25, 'tsp', 'pepper'],
    ['⅛ tsp nutmeg', '1/8', 0.125, 'tsp', 'nutmeg'],
    // Ranges keep the first number.
    ['2-3 cloves garlic', '2', 2, 'clove', 'garlic'],
    ['2 - 3 cloves garlic', '2', 2, 'clove', 'garlic'],
    ['2–3 cloves garlic', '2', 2, 'clove', 'garlic'],
    ['2 to 3 cups broth', '2', 2, 'cup', 'broth'],
    ['½-1 tsp chili flakes', '1/2', 0.5, 'tsp', 'chili flakes'],
    // Bracketed sizes are dropped.
    ['1 can (14 oz) tomatoes', '1', 1, 'can', 'tomatoes'],
    ['2 (15 oz) cans black beans', '2', 2, 'can', 'black beans'],
    // Units: spellings, case, two words, attached to the number.
    ['1 T butter', '1', 1, 'tbsp', 'butter'],
    ['1 t salt', '1', 1, 'tsp', 'salt'],
    ['2 Tbsp. honey', '2', 2, 'tbsp', 'honey'],
    ['4 fl oz cream', '4', 4, 'fl oz', 'cream'],
    ['4 fl. oz. cream', '4', 4, 'fl oz', 'cream'],
    ['2 fluid ounces rum', '2', 2, 'fl oz', 'rum'],
    ['200g flour', '200', 200, 'g', 'flour'],
    ['1.5kg potatoes', '1.5', 1.5, 'kg', 'potatoes'],
    ['3 large eggs', '3', 3, 'large', 'eggs'],
    ['1 whole chicken', '1', 1, 'piece', 'chicken'],
    ['2 lbs ground beef', '2', 2, 'lb', 'ground beef'],
    ['1 cup of flour', '1', 1, 'cup', 'flour'],
    ['2 cups', '2', 2, 'cup', ''],
    ['2', '2', 2, null, ''],
    ['2 garlic cloves', '2', 2, null, 'garlic cloves'],
    // A number that is not a quantity stays in the name.
    ['2-inch piece ginger', '', 0, null, '2-inch piece ginger'],
    ['1/0 cup milk', '', 0, null, '1/0 cup milk'],
    ['1 tomato', '1', 1, null, 'tomato'],
    // No quantity: a trailing 'to taste' becomes the unit.
    ['salt to taste', '', 0, 'to taste', 'salt'],
    ['Salt and pepper, to taste', '', 0, 'to taste', 'Salt and pepper'],
    ['oil as needed', '', 0, 'to taste', 'oil'],
    ['fresh parsley', '', 0, null, 'fresh parsley'],
    // List markers and blank lines.
    ['- 2 eggs', '2', 2, null, 'eggs'],
    ['• 1 cup sugar', '1', 1, 'cup', 'sugar'],
    ['', '', 0, null, ''],
    ['   ', '', 0, null, ''],
  ])('%j', (line, quantity, amount, unit, name) => {
    const parsed = parseIngredientLine(line);
    expect(parsed).toEqual({ quantity, amount: expect.closeTo(amount, 10) as number, unit, name });
  });
});
