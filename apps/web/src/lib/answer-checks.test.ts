import { describe, expect, it } from 'vitest';
import {
  groceryAddCountsOf,
  has,
  isNullableString,
  isNumber,
  isRecord,
  isStringArray,
  itemsOf,
  unexpected,
} from './answer-checks';

describe('the answer checks', () => {
  it('tell a JSON object from an array, null and a string', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('{}')).toBe(false);
  });

  it('take finite numbers only, and strings or null where a string may be missing', () => {
    expect(isNumber(0.5)).toBe(true);
    expect(isNumber(Number.NaN)).toBe(false);
    expect(isNumber('1')).toBe(false);
    expect(isNullableString(null)).toBe(true);
    expect(isNullableString(undefined)).toBe(false);
    expect(isStringArray(['a', 'b'])).toBe(true);
    expect(isStringArray(['a', 1])).toBe(false);
  });

  it('check named fields together', () => {
    expect(has({ a: 1, b: 2 }, ['a', 'b'], isNumber)).toBe(true);
    expect(has({ a: 1 }, ['a', 'b'], isNumber)).toBe(false);
  });

  it("read a list's items, refusing the answer when one does not pass", () => {
    const isOne = (value: unknown): value is 1 => value === 1;
    expect(itemsOf({ items: [1, 1] }, isOne, 'ones')).toEqual([1, 1]);
    expect(() => itemsOf({ items: [1, 2] }, isOne, 'ones')).toThrow(unexpected('ones').message);
    expect(() => itemsOf([1], isOne, 'ones')).toThrow(/unexpected answer for ones/);
  });

  it("read a grocery add's counts, whole numbers only", () => {
    expect(groceryAddCountsOf({ items: [], added: 3, merged: 0 })).toEqual({
      added: 3,
      merged: 0,
    });
    expect(() => groceryAddCountsOf({ added: 1.5, merged: 0 })).toThrow(/grocery list/);
    expect(() => groceryAddCountsOf({ added: 1 })).toThrow(/grocery list/);
  });
});
