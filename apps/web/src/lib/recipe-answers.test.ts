import { describe, expect, it } from 'vitest';
import { recipeListOf, recipeOf } from './recipe-answers';

const recipe = { id: 'r1', title: 'Soup', ingredients: [], steps: [] };
const summary = { id: 'r2', title: 'Stew' };

describe('recipe answers', () => {
  it('passes a recipe and a list through unchanged', () => {
    expect(recipeOf(recipe)).toBe(recipe);
    expect(recipeListOf({ items: [summary, recipe], next_cursor: 'abc' })).toEqual({
      items: [summary, recipe],
      next_cursor: 'abc',
    });
    expect(recipeListOf({ items: [], next_cursor: null })).toEqual({
      items: [],
      next_cursor: null,
    });
  });

  it.each([
    ['nothing', null],
    ['an error body', { error: { code: 'NOT_FOUND', message: 'Recipe not found' } }],
    ['a recipe without steps', { id: 'r1', title: 'Soup', ingredients: [] }],
    ['a list’s summary', summary],
    ['a numeric id', { ...recipe, id: 1 }],
  ])('refuses %s as a recipe', (_, body) => {
    expect(() => recipeOf(body)).toThrow('The server sent an unexpected answer for recipes.');
  });

  it.each([
    ['no items', { next_cursor: null }],
    ['an item without a title', { items: [summary, { id: 'x' }], next_cursor: null }],
    ['a missing cursor', { items: [recipe] }],
    ['a numeric cursor', { items: [recipe], next_cursor: 2 }],
  ])('refuses a list with %s', (_, body) => {
    expect(() => recipeListOf(body)).toThrow('The server sent an unexpected answer for recipes.');
  });
});
