import { GroceryAddResultSchema, GroceryItemSchema, GroceryListSchema } from '@mise/core';
import { describe, expect, it } from 'vitest';
import { addResultOf, groceryListOf, itemOf } from './answers';
import { makeItem, pancakes } from './test-fixtures';

/** The hand checks accept what core's schemas accept, and refuse what they refuse. */
describe('grocery answers checked by hand', () => {
  const item = makeItem({ sources: [pancakes] });
  const unmeasured = makeItem({ amount: null, unit: '', quantity: 'to taste', category: 'spices' });

  it('an item, the list and an add', () => {
    expect(itemOf(item)).toEqual(GroceryItemSchema.parse(item));
    const list = { items: [item, unmeasured] };
    expect(groceryListOf(list)).toEqual(GroceryListSchema.parse(list).items);
    const result = { ...list, added: 1, merged: 1 };
    expect(addResultOf(result)).toEqual(GroceryAddResultSchema.parse(result));
  });

  it.each([
    ['an aisle it does not know', { category: 'bakery_and_more' }],
    ['an amount that is text', { amount: '0.5' }],
    ['no quantity', { quantity: undefined }],
    ['a tick that is text', { checked: 'true' }],
    ['a source without its title', { sources: [{ recipe_id: pancakes.recipe_id }] }],
  ])('refuses an item with %s', (_what, change) => {
    const bad = { ...item, ...change };
    expect(GroceryItemSchema.safeParse(bad).success).toBe(false);
    expect(() => itemOf(bad)).toThrow('unexpected answer');
    expect(() => groceryListOf({ items: [bad] })).toThrow('unexpected answer');
  });

  it('refuses a list without items and an add without its counts', () => {
    expect(() => groceryListOf({ list: [] })).toThrow('unexpected answer');
    const noCounts = { items: [item], added: 1 };
    expect(GroceryAddResultSchema.safeParse(noCounts).success).toBe(false);
    expect(() => addResultOf(noCounts)).toThrow('unexpected answer');
    const fraction = { items: [item], added: 1.5, merged: 0 };
    expect(GroceryAddResultSchema.safeParse(fraction).success).toBe(false);
    expect(() => addResultOf(fraction)).toThrow('unexpected answer');
  });
});
