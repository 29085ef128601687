import { describe, expect, it } from 'vitest';
import { formatMoney, isCurrencyCode, recipeCosts } from './money.js';

describe('formatMoney', () => {
  it.each<[number, string | undefined, string]>([
    [4.5, undefined, '$4.50'],
    [4.5, 'USD', '$4.50'],
    [4.5, 'EUR', '€4.50'],
    [1234.5, 'GBP', '£1,234.50'],
    [12, 'JPY', '¥12'],
    [0, 'USD', '$0.00'],
    [Number.NaN, 'USD', '$0.00'],
    // An unknown code never breaks a page: the default currency instead.
    [3, 'ZZZ', '$3.00'],
    [3, 'usd', '$3.00'],
  ])('%d in %s reads %s', (amount, currency, text) => {
    expect(formatMoney(amount, currency, 'en-US')).toBe(text);
  });
});

describe('isCurrencyCode', () => {
  it.each([
    ['USD', true],
    ['EUR', true],
    ['CHF', true],
    ['usd', false],
    ['US', false],
    ['DOLLAR', false],
    ['ZZZ', false],
    ['', false],
  ])('%s → %s', (code, valid) => {
    expect(isCurrencyCode(code)).toBe(valid);
  });
});

describe('recipeCosts', () => {
  it.each<
    [
      string,
      { total_cost: number; cost_per_serving: number; servings: number },
      number,
      { perServing: number; total: number } | null,
    ]
  >([
    // At the recipe's own servings: the stored figures, even when they do not multiply exactly.
    [
      'stored values as they are',
      { total_cost: 10, cost_per_serving: 3.33, servings: 3 },
      3,
      { perServing: 3.33, total: 10 },
    ],
    // Other servings scale from the stored total, not from the rounded cost per serving.
    [
      'scaled from the total',
      { total_cost: 10, cost_per_serving: 3.33, servings: 3 },
      6,
      { perServing: 3.33, total: 20 },
    ],
    [
      'only a total',
      { total_cost: 12, cost_per_serving: 0, servings: 4 },
      2,
      { perServing: 3, total: 6 },
    ],
    [
      'only a cost per serving',
      { total_cost: 0, cost_per_serving: 2.5, servings: 4 },
      4,
      { perServing: 2.5, total: 10 },
    ],
    ['no cost', { total_cost: 0, cost_per_serving: 0, servings: 4 }, 4, null],
  ])('%s', (_, recipe, servings, costs) => {
    expect(recipeCosts(recipe, servings)).toEqual(costs);
  });
});
