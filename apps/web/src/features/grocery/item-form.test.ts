import { GroceryItemCreateSchema, GroceryItemPatchSchema, groceryMessages } from '@mise/core';
import { describe, expect, it } from 'vitest';
import { checkItemFields, emptyFields, fieldsOf } from './item-form';
import { makeItem } from './test-fixtures';

describe('checkItemFields', () => {
  it('a name alone is a manual item whose aisle the server chooses', () => {
    const check = checkItemFields({ ...emptyFields, name: '  dish soap ' });
    expect(check).toEqual({ ok: true, values: { name: 'dish soap', amount: null, unit: '' } });
    if (check.ok) expect(GroceryItemCreateSchema.safeParse(check.values).success).toBe(true);
  });

  it('reads the amount with a point or a comma, and keeps the chosen aisle', () => {
    const check = checkItemFields({ name: 'flour', amount: '1,5', unit: 'kg', category: 'pantry' });
    expect(check).toEqual({
      ok: true,
      values: { name: 'flour', amount: 1.5, unit: 'kg', category: 'pantry' },
    });
    if (check.ok) expect(GroceryItemPatchSchema.parse(check.values)).toEqual(check.values);
  });

  it.each([
    [{ name: '   ' }, 'name', groceryMessages.nameRequired],
    [{ name: 'eggs', amount: 'a dozen' }, 'amount', groceryMessages.amountRange],
    [{ name: 'eggs', amount: '-1' }, 'amount', groceryMessages.amountRange],
    [{ name: 'eggs', amount: '100001' }, 'amount', groceryMessages.amountRange],
    [{ name: 'eggs', unit: 'u'.repeat(41) }, 'unit', expect.stringContaining('41')],
    [{ name: 'e'.repeat(201) }, 'name', expect.stringContaining('201')],
  ])('%j is refused beside its field', (fields, field, message) => {
    const check = checkItemFields({ ...emptyFields, ...fields });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.errors).toEqual({ [field]: message });
  });

  it('fills the edit form from an item', () => {
    expect(fieldsOf(makeItem({ name: 'milk', amount: 0.3333333, unit: 'cup' }))).toEqual({
      name: 'milk',
      amount: '0.333',
      unit: 'cup',
      category: 'dairy',
    });
    expect(fieldsOf(makeItem({ amount: null, unit: '' })).amount).toBe('');
  });
});
