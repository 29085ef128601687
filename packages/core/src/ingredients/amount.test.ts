import { describe, expect, it } from 'vitest';
import { coerceAmount, scaleAmount } from './amount.js';

describe('coerceAmount', () => {
  it.each([
    // Numbers pass through when finite and ≥ 0.
    [2, undefined, 2],
    [0.5, undefined, 0.5],
    [0, '3', 0],
    // Bad numbers fall back to 0 (spec-1 §5).
    [-1, undefined, 0],
    [-0, undefined, 0],
    [Number.NaN, undefined, 0],
    [Number.POSITIVE_INFINITY, undefined, 0],
    [Number.NEGATIVE_INFINITY, undefined, 0],
    // Numeric strings are accepted.
    ['2', undefined, 2],
    [' 1.5 ', undefined, 1.5],
    ['.25', undefined, 0.25],
    ['1e2', undefined, 100],
    ['-3', undefined, 0],
    ['1 1/2', undefined, 1.5],
    ['abc', '2', 0],
    ['0x10', undefined, 0],
    ['Infinity', undefined, 0],
    // Not amounts at all.
    [true, undefined, 0],
    [{}, undefined, 0],
    [[2], undefined, 0],
    // Missing or blank: read the quantity when it is numeric (spec-1 §7).
    [undefined, '2', 2],
    [null, '1 1/2', 1.5],
    ['', '1/4', 0.25],
    ['   ', '.5', 0.5],
    [undefined, 'a pinch', 0],
    [undefined, '', 0],
    [undefined, undefined, 0],
    [null, undefined, 0],
  ])('amount %j with quantity %j → %d', (amount, quantity, expected) => {
    expect(coerceAmount(amount, quantity)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(coerceAmount(-0), 0)).toBe(true);
  });
});

describe('scaleAmount', () => {
  it.each([
    [2, 4, 8, 4],
    [1, 4, 2, 0.5],
    [3, 4, 4, 3],
    [1 / 3, 2, 3, 0.5],
    [0, 4, 8, 0],
    [1.5, 6, 4, 1],
    // Unusable servings leave the amount as it was.
    [2, 0, 4, 2],
    [2, 4, 0, 2],
    [2, -4, 8, 2],
    [2, 4, -8, 2],
    [2, Number.NaN, 4, 2],
    [2, 4, Number.POSITIVE_INFINITY, 2],
  ])('%d for %d servings, scaled to %d → %d', (amount, from, to, expected) => {
    expect(scaleAmount(amount, from, to)).toBeCloseTo(expected, 10);
  });
});
