import { InspirationCategoryListSchema, InspirationMealListSchema } from '@mise/core';
import { describe, expect, it } from 'vitest';
import { inspirationCategoriesOf, inspirationMealsOf } from './answers';
import { makeCategory, makeMeal } from './test-fixtures';

/** The hand checks accept what core's schemas accept, and refuse what they refuse. */
describe('inspiration answers checked by hand', () => {
  it('a list of meals', () => {
    const list = { items: [makeMeal(), makeMeal({ id: '52772', cuisine: null, image_url: null })] };
    expect(inspirationMealsOf(list)).toEqual(InspirationMealListSchema.parse(list).items);
    const meal = makeMeal();
    for (const bad of [
      { ...meal, complexity: 'tricky' },
      { ...meal, source: 'elsewhere' },
      { ...meal, servings: '4' },
      { ...meal, cuisine: 3 },
      { ...meal, ingredients: [{ name: 'Apples', quantity: '6', amount: '6', unit: '' }] },
      { ...meal, steps: [{ step_number: 1.5, instruction: 'Bake.' }] },
      { ...meal, title: undefined },
      null,
    ]) {
      expect(() => inspirationMealsOf({ items: [bad] })).toThrow(
        'The server sent an unexpected answer for recipe inspirations.',
      );
      expect(InspirationMealListSchema.safeParse({ items: [bad] }).success).toBe(false);
    }
    expect(() => inspirationMealsOf({ items: 'none' })).toThrow();
    expect(InspirationMealListSchema.safeParse({ items: 'none' }).success).toBe(false);
  });

  it('a list of categories', () => {
    const list = {
      items: [makeCategory('Dessert'), { ...makeCategory('Seafood'), thumbnail: 'x' }],
    };
    expect(inspirationCategoriesOf(list)).toEqual(InspirationCategoryListSchema.parse(list).items);
    for (const bad of [
      { name: 'Dessert', thumbnail: null },
      { ...makeCategory('Beef'), thumbnail: 1 },
    ]) {
      expect(() => inspirationCategoriesOf({ items: [bad] })).toThrow();
      expect(InspirationCategoryListSchema.safeParse({ items: [bad] }).success).toBe(false);
    }
  });
});
