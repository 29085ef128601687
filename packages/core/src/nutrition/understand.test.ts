import { describe, expect, it } from 'vitest';
import { readIngredientFields, readIngredientLine } from './understand.js';

describe('readIngredientLine', () => {
  it.each([
    // [line, amount, unit, food, notes]
    ['2 1/2 cups all-purpose flour, sifted', 2.5, 'cup', 'all-purpose flour', ['sifted']],
    ['3 cloves garlic', 3, 'clove', 'garlic', []],
    ['salt to taste', 0, 'to taste', 'salt', []],
    ['1 onion, finely chopped', 1, null, 'onion', ['finely chopped']],
    ['2 large eggs, beaten', 2, 'large', 'eggs', ['beaten']],
    ['1/4 cup chopped fresh cilantro', 0.25, 'cup', 'fresh cilantro', ['chopped']],
    ['½ cup butter or margarine, softened', 0.5, 'cup', 'butter', ['softened', 'or margarine']],
    [
      '2 tbsp olive oil, plus more for drizzling',
      2,
      'tbsp',
      'olive oil',
      ['plus more for drizzling'],
    ],
    ['1 cup grated parmesan (optional)', 1, 'cup', 'grated parmesan', ['optional']],
    ['1 tsp vanilla extract', 1, 'tsp', 'vanilla extract', []],
    ['2 cups water at room temperature', 2, 'cup', 'water', ['at room temperature']],
  ])('%s', (line, amount, unit, food, notes) => {
    const reading = readIngredientLine(line);
    expect(reading).toMatchObject({ amount, unit, food, notes });
  });

  it('keeps a bracketed size as grams per unit: 1 (14 oz) can diced tomatoes', () => {
    const reading = readIngredientLine('1 (14 oz) can diced tomatoes');
    expect(reading).toMatchObject({ amount: 1, unit: 'can', food: 'tomatoes', notes: ['diced'] });
    expect(reading.size).toEqual({ grams: 14 * 28.349523125 });
  });

  it('reads sizes in other spellings and volume sizes', () => {
    expect(readIngredientLine('2 (15-ounce) cans black beans').size).toEqual({
      grams: 15 * 28.349523125,
    });
    expect(readIngredientLine('1 (400 g) tin chickpeas').size).toEqual({ grams: 400 });
    expect(readIngredientLine('1 (13.5 fl oz) can coconut milk').size).toEqual({
      ml: 13.5 * 29.5735295625,
    });
  });

  it('takes a count word the reference measures by', () => {
    expect(readIngredientLine('3 stalks celery, sliced')).toMatchObject({
      amount: 3,
      unit: null,
      measure: 'stalk',
      food: 'celery',
    });
    expect(readIngredientLine('1 stick butter')).toMatchObject({
      measure: 'stick',
      food: 'butter',
    });
    expect(readIngredientLine('2 sprigs of thyme')).toMatchObject({
      measure: 'sprig',
      food: 'thyme',
    });
  });

  it('reads numbers written as words and a package size inside the line', () => {
    const spinach = readIngredientLine('one 12-ounce package frozen spinach');
    expect(spinach).toMatchObject({ amount: 1, unit: 'package', food: 'frozen spinach' });
    expect(spinach.size).toEqual({ grams: 12 * 28.349523125 });
    expect(readIngredientLine('2 14.5 oz cans diced tomatoes')).toMatchObject({
      amount: 2,
      unit: 'can',
      size: { grams: 14.5 * 28.349523125 },
    });
    expect(readIngredientLine('a dash of salt')).toMatchObject({ amount: 1, unit: 'dash' });
    expect(readIngredientLine('a few sprigs of thyme')).toMatchObject({
      amount: 3,
      measure: 'sprig',
      food: 'thyme',
    });
    expect(readIngredientLine('a small bunch of parsley')).toMatchObject({
      amount: 1,
      unit: 'small',
      measure: 'bunch',
      food: 'parsley',
    });
    expect(readIngredientLine('half a lemon')).toMatchObject({ amount: 0.5, food: 'lemon' });
  });

  it('reads the juice or zest of a fruit as that part, counted by the fruit', () => {
    expect(readIngredientLine('juice of 2 limes')).toMatchObject({
      amount: 2,
      food: 'lime juice',
      measure: 'yields',
    });
    expect(readIngredientLine('zest of an orange')).toMatchObject({
      amount: 1,
      food: 'orange zest',
      measure: 'zest',
    });
    expect(readIngredientLine('zest and juice of 1 lemon')).toMatchObject({
      food: 'lemon zest',
      notes: ['and juice'],
    });
  });

  it('weighs the first of a seasoning pair and notes the other', () => {
    expect(readIngredientLine('salt and pepper to taste')).toMatchObject({
      unit: 'to taste',
      food: 'salt',
      notes: ['and pepper'],
    });
    expect(readIngredientLine('kosher salt and freshly ground black pepper').food).toBe(
      'kosher salt',
    );
    // Any other pair is one food, with an amount or without.
    expect(readIngredientLine('2 cups macaroni and cheese').food).toBe('macaroni and cheese');
    expect(readIngredientLine('macaroni and cheese').food).toBe('macaroni and cheese');
    expect(readIngredientLine('half and half')).toMatchObject({ amount: 0, food: 'half and half' });
  });

  it('reads how the notes say the food is cooked, and a count word before preparation words', () => {
    expect(readIngredientLine('6 strips of bacon, fried crisp')).toMatchObject({
      measure: 'strip',
      food: 'bacon',
      states: ['fried'],
    });
    expect(readIngredientLine('1 lb ground beef, browned and drained').states).toEqual(['browned']);
    // 'for frying' is what the food is for, not how it is cooked.
    expect(readIngredientLine('1 cup oil, for frying').states).toEqual([]);
  });

  it('reads a line without a quantity as the food alone', () => {
    expect(readIngredientLine('fresh basil leaves')).toMatchObject({
      amount: 0,
      unit: null,
      food: 'fresh basil leaves',
    });
  });
});

describe('readIngredientFields', () => {
  it('reads amount, unit and name, and keeps the notes', () => {
    expect(
      readIngredientFields({ name: 'diced tomatoes', amount: 2, unit: 'cups', notes: 'drained' }),
    ).toMatchObject({
      text: '2 cups diced tomatoes',
      amount: 2,
      unit: 'cup',
      food: 'tomatoes',
      notes: ['diced', 'drained'],
    });
  });

  it('reads the amount from the quantity text when missing', () => {
    expect(readIngredientFields({ name: 'flour', quantity: '1 1/2', unit: 'cup' })).toMatchObject({
      amount: 1.5,
      unit: 'cup',
      text: '1 1/2 cup flour',
    });
  });

  it('keeps an unknown unit word as a count word', () => {
    expect(readIngredientFields({ name: 'celery', amount: 2, unit: 'stalks' })).toMatchObject({
      unit: null,
      measure: 'stalk',
      food: 'celery',
    });
  });
});
