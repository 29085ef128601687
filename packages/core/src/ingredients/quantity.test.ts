import { describe, expect, it } from 'vitest';
import { parseQuantity, sanitizeQuantity } from './quantity.js';

const PREVIOUS = 'prev';

describe('sanitizeQuantity keeps valid quantities', () => {
  it.each([
    // The four forms of spec-1 §5.
    ['2', '2'],
    ['0', '0'],
    ['12', '12'],
    ['0.5', '0.5'],
    ['.5', '.5'],
    ['1.25', '1.25'],
    ['1/2', '1/2'],
    ['3/2', '3/2'],
    ['1 1/2', '1 1/2'],
    ['10 3/4', '10 3/4'],
    // Spaces are collapsed and trimmed; spaces around a slash are dropped.
    ['  2  ', '2'],
    ['1    1/2', '1 1/2'],
    ['1 / 2', '1/2'],
    ['1 1 / 2', '1 1/2'],
    ['1\t1/2', '1 1/2'],
    // Other characters are stripped.
    ['2 cups', '2'],
    ['about 3', '3'],
    ['1/2 tsp', '1/2'],
    ['$1.50', '1.50'],
    // …but separate what they stood between, so no digits are glued together.
    ['1-1/2', '1 1/2'],
    ['1+1/2', '1 1/2'],
    // Unicode fractions become ASCII.
    ['½', '1/2'],
    ['1½', '1 1/2'],
    ['2 ¾', '2 3/4'],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeQuantity(input, PREVIOUS)).toBe(expected);
  });
});

describe('sanitizeQuantity falls back to the previous value', () => {
  it.each([
    ['', 'nothing typed'],
    ['   ', 'only spaces'],
    ['abc', 'nothing left after stripping'],
    ['a pinch', 'nothing left after stripping'],
    ['1/0', 'division by zero'],
    ['0 1/0', 'division by zero in a mixed number'],
    ['2/', 'half a fraction'],
    ['/2', 'half a fraction'],
    ['1..5', 'two dots'],
    ['2.', 'trailing dot'],
    ['.', 'a lone dot'],
    ['1.2.3', 'two decimal points'],
    ['1/2/3', 'two slashes'],
    ['1 2', 'two whole numbers'],
    ['1 1/2 3', 'a trailing extra number'],
    ['1 3/2', 'improper fraction in a mixed number'],
    ['1 0/4', 'zero fraction in a mixed number'],
    ['1 2/2', 'whole fraction in a mixed number'],
    ['1.5 1/2', 'decimal whole part in a mixed number'],
    ['1.5/2', 'decimal in a fraction'],
    ['1,5', 'a decimal comma is not silently read as 15'],
    ['2-3', 'a range is not silently read as 23'],
    ['1'.repeat(41), 'longer than the 40 characters a quantity may hold'],
  ])('%j (%s)', (input) => {
    expect(sanitizeQuantity(input, PREVIOUS)).toBe(PREVIOUS);
  });
});

describe('parseQuantity', () => {
  it.each([
    ['2', 2],
    ['0', 0],
    ['0.5', 0.5],
    ['.5', 0.5],
    ['1.25', 1.25],
    ['1/2', 0.5],
    ['3/2', 1.5],
    ['1/3', 1 / 3],
    ['1 1/2', 1.5],
    ['2 3/4', 2.75],
    [' 1  1/2 ', 1.5],
    ['1 / 4', 0.25],
  ])('%j → %d', (quantity, value) => {
    expect(parseQuantity(quantity)).toBeCloseTo(value, 10);
  });

  it.each([[''], ['abc'], ['2 cups'], ['1/0'], ['2/'], ['1..5'], ['1 3/2'], ['-1'], ['1e3']])(
    '%j is not a quantity',
    (quantity) => {
      expect(parseQuantity(quantity)).toBeNull();
    },
  );
});
