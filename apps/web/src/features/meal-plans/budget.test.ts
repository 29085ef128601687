import { describe, expect, it } from 'vitest';
import {
  budgetStatus,
  cappedPercent,
  dailyShare,
  nutrientBars,
  recipeCountText,
  servingsText,
  summaryDay,
} from './budget';

const targets = { calories: 2000, protein: 50, carbohydrates: 275, fat: 78, sugar: 50 };

describe('budgetStatus', () => {
  const status = (total_cost: number, total_budget: number, within_budget: boolean) =>
    budgetStatus({ total_cost, total_budget, within_budget });

  it('a budget of 0 is none set: never over', () => {
    expect(status(120.5, 0, false)).toEqual({ kind: 'none', cost: 120.5 });
  });

  it('within, with what is left', () => {
    expect(status(50, 50, true)).toMatchObject({ kind: 'within', left: 0, percent: 100 });
    expect(status(12.345, 50, true)).toMatchObject({
      kind: 'within',
      cost: 12.35,
      left: 37.65,
      percent: 25,
    });
  });

  it('over by the rest; the bar caps at 100', () => {
    expect(status(75.1, 50, false)).toEqual({
      kind: 'over',
      cost: 75.1,
      budget: 50,
      over: 25.1,
      percent: 100,
    });
  });

  it('takes the server’s verdict where rounding to the cent would say otherwise', () => {
    // 50.004 shows as $50.00, yet the server counts it over a $50 budget: the page says over.
    expect(status(50.004, 50, false)).toMatchObject({ kind: 'over', over: 0 });
    expect(status(50.2, 50, true)).toMatchObject({ kind: 'within', left: 0 });
  });
});

describe('cappedPercent and dailyShare', () => {
  it('rounds, caps at 100 and is 0 without a whole', () => {
    expect(cappedPercent(1, 3)).toBe(33);
    expect(cappedPercent(5, 2)).toBe(100);
    expect(cappedPercent(5, 0)).toBe(0);
    expect(cappedPercent(-1, 10)).toBe(0);
  });

  it('a seventh of the budget, to the cent', () => {
    expect(dailyShare(70)).toBe(10);
    expect(dailyShare(100)).toBe(14.29);
    expect(dailyShare(0)).toBe(0);
  });
});

describe('nutrientBars', () => {
  const day = { calories: 2500, protein: 25, carbohydrates: 0, fat: 78, sugar: 60 };

  it('gives five bars against the targets, capped at 100 %, saying by how much a day is over', () => {
    const bars = nutrientBars(day, targets);
    expect(bars.map((b) => b.label)).toEqual(['Calories', 'Protein', 'Carbs', 'Fat', 'Sugar']);
    const [calories, protein, , fat, sugar] = bars;
    expect(calories).toMatchObject({
      percent: 100,
      text: '2,500 / 2,000 kcal',
      overText: '500 kcal over',
    });
    expect(protein).toMatchObject({ percent: 50, text: '25 / 50 g', overText: null });
    expect(fat?.overText).toBeNull();
    expect(sugar).toMatchObject({ percent: 100, overText: '10 g over' });
  });

  it('has no bars without targets, and none for a target of 0', () => {
    expect(nutrientBars(day, null)).toEqual([]);
    expect(nutrientBars(day, { ...targets, sugar: 0 }).map((b) => b.key)).not.toContain('sugar');
  });
});

describe('words', () => {
  it('counts recipes and servings', () => {
    expect(recipeCountText(1)).toBe('1 recipe');
    expect(recipeCountText(3)).toBe('3 recipes');
    expect(servingsText(1)).toBe('1 serving');
    expect(servingsText(1.5)).toBe('1.5 servings');
  });

  it('gives zeros for a day the summary does not list', () => {
    expect(summaryDay(undefined, 3)).toMatchObject({ day: 3, cost: 0, meals: 0, calories: 0 });
  });
});
