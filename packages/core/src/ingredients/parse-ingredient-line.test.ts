import { describe, expect, it } from 'vitest';
import type { Unit } from '../recipe-options.js';
import { readIngredientFields } from '../nutrition/understand.js';
import {
  parseIngredientLine,
  parseIngredientLineDetail,
  parseQuickAddLine,
} from './parse-ingredient-line.js';

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
    // Bracketed sizes are set apart (parseQuickAddLine keeps them in the notes).
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

describe('parseIngredientLineDetail', () => {
  it.each<[string, string | null, string | null]>([
    // [line, size, range]
    ['1 (14 oz) can tomatoes', '14 oz', null],
    ['2 x 400g tins tomatoes', '400g', null],
    ['1-2 tsp chili flakes', null, '1-2'],
    ['2 to 3 cups broth', null, '2-3'],
    ['½-1 tsp chili flakes', null, '1/2-1'],
    ['1-1/2 cups stock', null, null],
    ['2 eggs', null, null],
  ])('%j', (line, size, range) => {
    expect(parseIngredientLineDetail(line)).toMatchObject({ size, range });
  });
});

/** Quick add keeps what was typed (issue 10): every word lands in a field the cook can read. */
describe('parseQuickAddLine', () => {
  it.each<[string, string, number, Unit | null, string, string]>([
    // [line, quantity, amount, unit, name, notes]
    // A bracketed or multiplied size stays, in the notes.
    ['1 (14 oz) can tomatoes', '1', 1, 'can', 'tomatoes', '14 oz'],
    ['1 can (14 oz) diced tomatoes', '1', 1, 'can', 'diced tomatoes', '14 oz'],
    ['2 x 400g tins chopped tomatoes', '2', 2, 'can', 'chopped tomatoes', '400g'],
    ['2 x 400g tins', '2', 2, 'can', '', '400g'],
    // A range: the low end for the maths, the range as typed in the notes.
    ['1-2 tsp chili flakes', '1', 1, 'tsp', 'chili flakes', '1-2 tsp'],
    ['2-3 cloves garlic, minced', '2', 2, 'clove', 'garlic', '2-3 cloves, minced'],
    ['2 to 3 eggs', '2', 2, null, 'eggs', '2-3 eggs'],
    // No number and no unit: the words stay the name, nothing is made up.
    ['a handful of fresh basil leaves', '', 0, null, 'a handful of fresh basil leaves', ''],
    ['fresh parsley', '', 0, null, 'fresh parsley', ''],
    // A unit said in words is one of it.
    ['pinch of salt', '1', 1, 'pinch', 'salt', ''],
    ['a pinch of salt', '1', 1, 'pinch', 'salt', ''],
    ['a large onion, diced', '1', 1, 'large', 'onion', 'diced'],
    ['large eggs', '', 0, null, 'large eggs', ''],
    // To taste: the unit, after the name.
    ['salt to taste', '', 0, 'to taste', 'salt', ''],
    ['Salt and pepper, to taste', '', 0, 'to taste', 'Salt and pepper', ''],
    // Preparation after a comma or in brackets goes to the notes.
    ['3 cloves garlic, minced', '3', 3, 'clove', 'garlic', 'minced'],
    ['1 1/2 cups flour (sifted)', '1 1/2', 1.5, 'cup', 'flour', 'sifted'],
    ['1 cup onion, finely chopped', '1', 1, 'cup', 'onion', 'finely chopped'],
    ['2 tbsp butter (softened), plus more', '2', 2, 'tbsp', 'butter', 'softened, plus more'],
    // Everyday lines.
    ['2 large eggs', '2', 2, 'large', 'eggs', ''],
    ['½ cup sugar', '1/2', 0.5, 'cup', 'sugar', ''],
    ['2 tablespoons olive oil', '2', 2, 'tbsp', 'olive oil', ''],
    ['4 egg yolks', '4', 4, null, 'egg yolks', ''],
    ['', '', 0, null, '', ''],
  ])('%j', (line, quantity, amount, unit, name, notes) => {
    expect(parseQuickAddLine(line)).toEqual({
      quantity,
      amount: expect.closeTo(amount, 10) as number,
      unit,
      name,
      notes,
    });
  });

  it('leaves the nutrition engine the can’s size, read from the notes', () => {
    const { quantity, unit, name, notes } = parseQuickAddLine('1 (14 oz) can tomatoes');
    const reading = readIngredientFields({ name, quantity, unit: unit ?? '', notes });
    expect(reading.amount).toBe(1);
    expect(reading.size).toEqual({ grams: expect.closeTo(396.9, 1) as number });
  });

  it('gives the engine no size from a range note', () => {
    const { quantity, unit, name, notes } = parseQuickAddLine('1-2 oz parmesan');
    expect(notes).toBe('1-2 oz');
    expect(readIngredientFields({ name, quantity, unit: unit ?? '', notes }).size).toBeNull();
  });
});
