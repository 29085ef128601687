import { GROCERY_CATEGORIES } from '@mise/core';
import { describe, expect, it } from 'vitest';
import {
  countsText,
  focusAfterMove,
  groceryView,
  visualOrder,
  withChecked,
  withItem,
  withoutChecked,
  withoutItem,
} from './list';
import { makeItem } from './test-fixtures';

const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('groceryView', () => {
  const tomato = makeItem({ name: 'tomatoes', category: 'produce' });
  const basil = makeItem({ name: 'Basil', category: 'produce' });
  const salt = makeItem({ name: 'salt', category: 'spices' });
  const milk = makeItem({ name: 'milk', category: 'dairy' });
  const bread = makeItem({ name: 'bread', category: 'bakery', checked: true });
  const apples = makeItem({ name: 'apples', category: 'produce', checked: true });
  const oil = makeItem({ name: 'olive oil', category: 'pantry' });
  const view = groceryView([salt, tomato, bread, milk, basil, apples, oil]);

  it('groups what is left to buy by aisle, in the order a shop is walked, and skips empty aisles', () => {
    expect(view.aisles.map((group) => group.category)).toEqual([
      'produce',
      'dairy',
      'pantry',
      'spices',
    ]);
    expect(view.aisles.map((group) => group.label)).toEqual([
      'Produce',
      'Dairy and eggs',
      'Pantry',
      'Spices and herbs',
    ]);
  });

  it('sorts by name within an aisle, ignoring case', () => {
    expect(names(view.aisles[0]!.items)).toEqual(['Basil', 'tomatoes']);
  });

  it('keeps checked items apart, by aisle then name, and counts both', () => {
    expect(names(view.checked)).toEqual(['apples', 'bread']);
    expect(view.aisles.flatMap((group) => group.items).some((item) => item.checked)).toBe(false);
    expect(countsText(view)).toBe('5 to buy, 2 checked');
  });

  it('orders every aisle of the contract', () => {
    const all = GROCERY_CATEGORIES.map((category) => makeItem({ name: 'x', category }));
    expect(groceryView([...all].reverse()).aisles.map((group) => group.category)).toEqual([
      ...GROCERY_CATEGORIES,
    ]);
  });

  it('two lines of the same food keep their places between loads', () => {
    const cloves = makeItem({ name: 'garlic', category: 'produce', quantity: '3 cloves' });
    const head = makeItem({ name: 'garlic', category: 'produce', quantity: '1 head' });
    const once = visualOrder(groceryView([cloves, head])).toBuy;
    expect(visualOrder(groceryView([head, cloves])).toBuy).toEqual(once);
  });
});

describe('focusAfterMove', () => {
  it.each([
    [['a', 'b', 'c'], 'a', 'b'],
    [['a', 'b', 'c'], 'b', 'c'],
    [['a', 'b', 'c'], 'c', 'b'],
    [['a'], 'a', 'a'],
    [['a', 'b'], 'z', 'z'],
  ])('in %j, after %s moves, focus goes to %s', (order, moved, expected) => {
    expect(focusAfterMove(order, moved)).toBe(expected);
  });
});

describe('cache edits', () => {
  const milk = makeItem({ name: 'milk' });
  const eggs = makeItem({ name: 'eggs', checked: true });

  it('ticks one item, leaving the others and the original list alone', () => {
    const items = [milk, eggs];
    const next = withChecked(items, milk.id, true);
    expect(next.map((item) => item.checked)).toEqual([true, true]);
    expect(milk.checked).toBe(false);
  });

  it('removes one item, or every checked one', () => {
    expect(names(withoutItem([milk, eggs], milk.id))).toEqual(['eggs']);
    expect(names(withoutChecked([milk, eggs]))).toEqual(['milk']);
  });

  it("puts the server's item in its line, or at the end when it is new", () => {
    const renamed = { ...milk, name: 'oat milk' };
    expect(names(withItem([milk, eggs], renamed))).toEqual(['oat milk', 'eggs']);
    const flour = makeItem({ name: 'flour' });
    expect(names(withItem([milk], flour))).toEqual(['milk', 'flour']);
  });
});
