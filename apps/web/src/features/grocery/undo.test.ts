import { GroceryItemCreateSchema } from '@mise/core';
import { describe, expect, it } from 'vitest';
import { changeText, recreateBody, undoLabel } from './undo';
import { makeItem, pancakes, stew } from './test-fixtures';

describe('undo', () => {
  const oil = makeItem({
    name: 'olive oil',
    amount: 0.375,
    unit: 'cup',
    quantity: '1/4 cup + 2 tbsp',
    category: 'pantry',
    checked: true,
    sources: [pancakes, stew],
  });

  it('puts a deleted item back as it was: amount, unit, aisle, tick and recipes', () => {
    const body = recreateBody(oil);
    expect(body).toEqual({
      name: 'olive oil',
      amount: 0.375,
      unit: 'cup',
      category: 'pantry',
      checked: true,
      sources: [pancakes, stew],
    });
    // What the server takes, unchanged by its rules.
    expect(GroceryItemCreateSchema.parse(body)).toEqual(body);
  });

  it('an unmeasured item comes back unmeasured', () => {
    const salt = makeItem({ name: 'salt', amount: null, unit: '', quantity: 'to taste' });
    const body = recreateBody(salt);
    expect(body.amount).toBeNull();
    expect(GroceryItemCreateSchema.safeParse(body).success).toBe(true);
  });

  it('says what happened and what Undo will do', () => {
    expect(changeText({ kind: 'check', item: oil, checked: true })).toBe('Checked olive oil.');
    expect(changeText({ kind: 'check', item: oil, checked: false })).toBe(
      'olive oil is back to buy.',
    );
    expect(changeText({ kind: 'delete', item: oil })).toBe('Deleted olive oil.');
    expect(undoLabel({ kind: 'check', item: oil, checked: true })).toBe('Undo: uncheck olive oil');
    expect(undoLabel({ kind: 'delete', item: oil })).toBe('Undo: put olive oil back');
  });
});
