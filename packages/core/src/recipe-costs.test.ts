import { describe, expect, it } from 'vitest';
import {
  costsAgree,
  costsFrom,
  fillMissingCost,
  recipeCosts,
  roundToCent,
} from './recipe-costs.js';

describe('recipe costs', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [3.333333, 3.33],
    [0, 0],
  ])('rounds %s to the cent: %s', (value, expected) => {
    expect(roundToCent(value)).toBe(expected);
  });

  it.each([
    // basis, amount, servings, total, per serving
    ['total', 10, 4, 10, 2.5],
    ['total', 10, 3, 10, 3.33],
    ['total', 9.26, 4, 9.26, 2.32],
    ['per_serving', 2.31, 4, 9.24, 2.31],
    ['per_serving', 0.1, 3, 0.3, 0.1],
    ['per_serving', 0, 6, 0, 0],
  ] as const)(
    '%s %s with %s servings → total %s, per serving %s',
    (basis, amount, servings, total, per) => {
      const costs = costsFrom(basis, amount, servings);
      expect(costs).toEqual({ total_cost: total, cost_per_serving: per });
      expect(costsAgree(costs, servings)).toBe(true);
    },
  );

  it('refuses servings below 1 and negative amounts', () => {
    expect(() => costsFrom('total', 10, 0)).toThrow(RangeError);
    expect(() => costsFrom('per_serving', -1, 2)).toThrow(RangeError);
  });

  it.each([
    [
      'only the total',
      { total_cost: 12, cost_per_serving: 0 },
      4,
      { total_cost: 12, cost_per_serving: 3 },
    ],
    [
      'only per serving',
      { total_cost: 0, cost_per_serving: 1.5 },
      4,
      { total_cost: 6, cost_per_serving: 1.5 },
    ],
    ['neither', { total_cost: 0, cost_per_serving: 0 }, 4, { total_cost: 0, cost_per_serving: 0 }],
    ['both', { total_cost: 7, cost_per_serving: 2 }, 4, { total_cost: 7, cost_per_serving: 2 }],
  ])('fills in the missing cost when given %s', (_, given, servings, stored) => {
    expect(fillMissingCost(given, servings)).toEqual(stored);
  });

  it('tells costs that disagree', () => {
    expect(costsAgree({ total_cost: 10, cost_per_serving: 2 }, 4)).toBe(false);
    expect(costsAgree({ total_cost: 8, cost_per_serving: 2 }, 4)).toBe(true);
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
    // A missing figure follows from the other to the cent, as a write would store it.
    [
      'a total shared out to the cent',
      { total_cost: 10, cost_per_serving: 0, servings: 3 },
      3,
      { perServing: 3.33, total: 10 },
    ],
    [
      'a total scaled to the cent',
      { total_cost: 10, cost_per_serving: 3.33, servings: 3 },
      1,
      { perServing: 3.33, total: 3.33 },
    ],
    [
      'no float noise',
      { total_cost: 0, cost_per_serving: 0.1, servings: 4 },
      3,
      { perServing: 0.1, total: 0.3 },
    ],
    ['no cost', { total_cost: 0, cost_per_serving: 0, servings: 4 }, 4, null],
  ])('%s', (_, recipe, servings, costs) => {
    expect(recipeCosts(recipe, servings)).toEqual(costs);
  });
});
