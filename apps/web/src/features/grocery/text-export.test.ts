import { describe, expect, it } from 'vitest';
import { groceryListText } from './text-export';
import { makeItem } from './test-fixtures';

describe('groceryListText', () => {
  it('lists what is left to buy by aisle, with quantities, leaving checked items out', () => {
    const text = groceryListText([
      makeItem({ name: 'salt', category: 'spices', amount: null, unit: '', quantity: 'to taste' }),
      makeItem({ name: 'onions', category: 'produce', amount: 2, unit: '', quantity: '2' }),
      makeItem({ name: 'butter', category: 'dairy', quantity: '1/2 cup' }),
      makeItem({ name: 'bread', category: 'bakery', checked: true }),
      makeItem({ name: 'napkins', category: 'other', amount: null, unit: '', quantity: '' }),
    ]);
    expect(text).toBe(
      [
        'Grocery list',
        '',
        'Produce',
        '- onions, 2',
        '',
        'Dairy and eggs',
        '- butter, 1/2 cup',
        '',
        'Spices and herbs',
        '- salt, to taste',
        '',
        'Other',
        '- napkins',
      ].join('\n'),
    );
  });

  it('says so when nothing is left to buy', () => {
    expect(groceryListText([makeItem({ checked: true })])).toBe('Grocery list: nothing to buy.');
    expect(groceryListText([])).toBe('Grocery list: nothing to buy.');
  });
});
