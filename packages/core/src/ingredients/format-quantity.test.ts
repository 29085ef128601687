import { describe, expect, it } from 'vitest';
import { formatQuantity } from './format-quantity.js';
import { parseQuantity, sanitizeQuantity } from './quantity.js';
import { scaleAmount } from './amount.js';

describe('formatQuantity', () => {
  it.each([
    // Whole numbers plain, zero as '0'.
    [0, '0'],
    [1, '1'],
    [2, '2'],
    [12, '12'],
    // Every kitchen fraction.
    [1 / 8, '1/8'],
    [1 / 6, '1/6'],
    [1 / 5, '1/5'],
    [1 / 4, '1/4'],
    [1 / 3, '1/3'],
    [3 / 8, '3/8'],
    [2 / 5, '2/5'],
    [1 / 2, '1/2'],
    [3 / 5, '3/5'],
    [5 / 8, '5/8'],
    [2 / 3, '2/3'],
    [3 / 4, '3/4'],
    [4 / 5, '4/5'],
    [5 / 6, '5/6'],
    [7 / 8, '7/8'],
    // Mixed numbers.
    [1.5, '1 1/2'],
    [2.25, '2 1/4'],
    [1 + 2 / 3, '1 2/3'],
    [10.75, '10 3/4'],
    // Close enough to a fraction (within ~0.01).
    [0.33, '1/3'],
    [0.667, '2/3'],
    [0.126, '1/8'],
    // Rounding to a whole number.
    [0.999, '1'],
    [1.995, '2'],
    [1.992, '2'],
    [2.004, '2'],
    // No close fraction: up to 2 decimals, no trailing zeros.
    [1.15, '1.15'],
    [0.1, '0.1'],
    [0.45, '0.45'],
    [2.9, '2.9'],
    [1.234, '1.23'],
    [0.07, '0.07'],
    [0.005, '0.01'],
    // Not measurable amounts read '0'.
    [-1, '0'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
  ])('%d → %j', (amount, expected) => {
    expect(formatQuantity(amount)).toBe(expected);
  });
});

describe('formatQuantity for the servings scaler', () => {
  it.each([
    // [amount, from servings, to servings, quantity shown]
    [1 / 3, 2, 3, '1/2'],
    [3 / 4, 3, 2, '1/2'],
    [1 / 2, 4, 6, '3/4'],
    [1, 3, 4, '1 1/3'],
    [2 / 3, 4, 2, '1/3'],
    [1.5, 4, 10, '3 3/4'],
    [1 / 4, 4, 1, '0.06'],
  ])('%d × %d→%d servings reads %j', (amount, from, to, expected) => {
    expect(formatQuantity(scaleAmount(amount, from, to))).toBe(expected);
  });
});

// Within the ~0.01 a fraction may be off (12.34 reads '12 1/3').
describe('formatQuantity output is a valid quantity of nearly the same value', () => {
  it.each([0, 0.1, 0.125, 0.2, 1 / 3, 0.5, 0.75, 1, 1.15, 1.5, 2 + 5 / 6, 7.875, 12.34, 100])(
    '%d round-trips',
    (amount) => {
      const text = formatQuantity(amount);
      expect(sanitizeQuantity(text, 'refused')).toBe(text);
      expect(Math.abs((parseQuantity(text) ?? Number.NaN) - amount)).toBeLessThanOrEqual(0.01);
    },
  );
});
