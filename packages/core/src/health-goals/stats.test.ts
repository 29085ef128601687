import { describe, expect, it } from 'vitest';
import { addDays, localDate } from '../diary/dates.js';
import {
  conditionMet,
  dayAchieved,
  describeGoalRule,
  type DayTotals,
  type HealthGoalRule,
} from './rules.js';
import { GOAL_WINDOW_DAYS, goalColour, goalStats, goalsTaggedByDay } from './stats.js';

const targets = {
  calorie_target: 2000,
  protein_target: 50,
  carb_target: 275,
  fat_target: 78,
  sugar_target: 50,
};

const day = (date: string, totals: Partial<Omit<DayTotals, 'date'>> = {}): DayTotals => ({
  date,
  total_calories: 1800,
  total_protein: 60,
  total_carbohydrates: 200,
  total_fat: 60,
  total_sugar: 30,
  entries_count: 3,
  ...totals,
});

const lowSugar: HealthGoalRule = {
  all: [{ nutrient: 'sugar', comparison: 'at_most', percent_of_target: 100 }],
};
const highProtein: HealthGoalRule = {
  all: [{ nutrient: 'protein', comparison: 'at_least', percent_of_target: 100 }],
};
const bloodSugar: HealthGoalRule = {
  all: [
    { nutrient: 'carbohydrates', comparison: 'at_most', percent_of_target: 100 },
    { nutrient: 'sugar', comparison: 'at_most', percent_of_target: 100 },
  ],
};
const energy: HealthGoalRule = {
  all: [
    { nutrient: 'calories', comparison: 'at_least', percent_of_target: 90 },
    { nutrient: 'sugar', comparison: 'at_most', percent_of_target: 100 },
  ],
};

describe('a day against a rule', () => {
  it.each([
    // rule, totals, met
    ['sugar at most: under', lowSugar, { total_sugar: 49.9 }, true],
    ['sugar at most: exactly the target', lowSugar, { total_sugar: 50 }, true],
    ['sugar at most: over', lowSugar, { total_sugar: 50.1 }, false],
    // 0.1 + 0.2 + … sums are not exact: a day adding up to the target still meets it.
    ['sugar at most: a sum a crumb over', lowSugar, { total_sugar: 50.0000000001 }, true],
    ['protein at least: under', highProtein, { total_protein: 49.5 }, false],
    ['protein at least: exactly', highProtein, { total_protein: 50 }, true],
    ['protein at least: over', highProtein, { total_protein: 120 }, true],
    ['both conditions met', bloodSugar, { total_carbohydrates: 275, total_sugar: 20 }, true],
    [
      'one of two conditions missed',
      bloodSugar,
      { total_carbohydrates: 276, total_sugar: 20 },
      false,
    ],
    ['90% of the calorie target reached', energy, { total_calories: 1800 }, true],
    ['just short of 90%', energy, { total_calories: 1799 }, false],
    ['a total that is not a number', lowSugar, { total_sugar: Number.NaN }, false],
  ] as const)('%s', (_name, rule, totals, met) => {
    expect(dayAchieved({ id: 'g', rule }, day('2026-03-10', totals), undefined, targets)).toBe(met);
  });

  it('compares with the member’s own target', () => {
    const condition = lowSugar.all[0]!;
    expect(conditionMet(condition, day('2026-03-10', { total_sugar: 30 }), targets)).toBe(true);
    expect(
      conditionMet(condition, day('2026-03-10', { total_sugar: 30 }), {
        ...targets,
        sugar_target: 25,
      }),
    ).toBe(false);
  });

  it('a day with no entries achieves nothing, even a rule that zero totals would meet', () => {
    const empty = day('2026-03-10', {
      total_calories: 0,
      total_protein: 0,
      total_carbohydrates: 0,
      total_fat: 0,
      total_sugar: 0,
      entries_count: 0,
    });
    expect(dayAchieved({ id: 'g', rule: lowSugar }, empty, undefined, targets)).toBe(false);
    expect(dayAchieved({ id: 'g', rule: null }, empty, new Set(['g']), targets)).toBe(false);
    expect(dayAchieved({ id: 'g', rule: lowSugar }, undefined, undefined, targets)).toBe(false);
  });

  it('a goal without a rule counts a day whose diary holds a recipe tagged with it', () => {
    const logged = day('2026-03-10');
    expect(dayAchieved({ id: 'g', rule: null }, logged, new Set(['g', 'h']), targets)).toBe(true);
    expect(dayAchieved({ id: 'g', rule: null }, logged, new Set(['h']), targets)).toBe(false);
    expect(dayAchieved({ id: 'g', rule: null }, logged, undefined, targets)).toBe(false);
    // A goal with a rule goes by its rule only, tagged recipe or not.
    const sweet = day('2026-03-10', { total_sugar: 90 });
    expect(dayAchieved({ id: 'g', rule: lowSugar }, sweet, new Set(['g']), targets)).toBe(false);
  });

  it('describes rules in words', () => {
    expect(describeGoalRule(lowSugar)).toBe('Sugar at most your sugar target');
    expect(describeGoalRule(energy)).toBe(
      'Calories at least 90% of your calorie target and sugar at most your sugar target',
    );
    expect(describeGoalRule(null)).toBeNull();
  });
});

describe('goal colours', () => {
  it.each([
    [100, 'green'],
    [70, 'green'],
    [69, 'yellow'],
    [40, 'yellow'],
    [39, 'red'],
    [0, 'red'],
  ] as const)('%i%% is %s', (pct, colour) => {
    expect(goalColour(pct)).toBe(colour);
  });
});

describe('days', () => {
  it('adds and takes days across months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-10', -29)).toBe('2026-02-09');
    expect(() => addDays('10/03/2026', 1)).toThrow();
  });

  it('finds the member’s local day in their time zone', () => {
    const instant = new Date('2026-03-10T23:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-03-10');
    expect(localDate(instant, 'Europe/Rome')).toBe('2026-03-11');
    expect(localDate(new Date('2026-03-10T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-03-09');
  });
});

describe('goalStats', () => {
  const today = '2026-03-30';
  /** Days `from` … `to` back from today (0 = today), each with the given totals. */
  const run = (from: number, to: number, totals: Partial<Omit<DayTotals, 'date'>> = {}) =>
    Array.from({ length: to - from + 1 }, (_, i) => day(addDays(today, -(from + i)), totals));
  const sweet = { total_sugar: 80 };
  const statsOf = (
    days: DayTotals[],
    rule: HealthGoalRule | null = lowSugar,
    tags = new Map<string, string[]>(),
  ) =>
    goalStats({
      goals: [{ id: 'g', name: 'Low Sugar', rule }],
      targets,
      days,
      taggedGoalsByDay: tags,
      today,
    })[0]!;

  it.each([
    // achieved days in the window → progress, colour (spec-2 §9 thresholds)
    [30, 100, 'green'],
    [21, 70, 'green'], // exactly 70%
    [20, 67, 'yellow'],
    [12, 40, 'yellow'], // exactly 40%
    [11, 37, 'red'],
    [0, 0, 'red'],
  ] as const)('%i achieved days of 30 → %i%%, %s', (achieved, pct, colour) => {
    // The achieved days are the oldest of the window, so the streak is not what is measured here.
    const days = [...run(0, 29 - achieved, sweet), ...run(30 - achieved, 29)];
    expect(statsOf(days)).toMatchObject({
      days_achieved: achieved,
      progress_pct: pct,
      colour,
    });
  });

  it('counts only the last 30 days (today included), nothing older and nothing ahead', () => {
    const days = [
      ...run(0, 9), // 10 achieved days in the window
      day(addDays(today, -30)), // the 31st day back: outside
      day(addDays(today, -45)),
      day(addDays(today, 1)), // a meal logged for tomorrow
    ];
    expect(statsOf(days)).toMatchObject({ days_achieved: 10, progress_pct: 33 });
    expect(GOAL_WINDOW_DAYS).toBe(30);
  });

  it('treats missing days and empty days alike: not achieved', () => {
    const days = [
      ...run(0, 4),
      day(addDays(today, -5), { entries_count: 0, total_sugar: 0 }),
      ...run(7, 8),
    ];
    expect(statsOf(days)).toMatchObject({ days_achieved: 7, streak_days: 5 });
  });

  describe('streaks', () => {
    it.each([
      // description, days (back from today) achieved, others logged but missed, streak
      ['achieved today and the 4 days before', [0, 1, 2, 3, 4], [5], 5],
      ['today not achieved yet: the streak up to yesterday still stands', [1, 2, 3], [], 3],
      ['today logged but missed so far: still up to yesterday', [1, 2, 3], [0], 3],
      ['only today', [0], [1], 1],
      ['yesterday missed: a streak ended', [2, 3, 4], [1], 0],
      ['yesterday not logged: a streak ended', [2, 3, 4], [], 0],
      ['a gap breaks it: counts back to the gap', [0, 1, 3, 4, 5], [], 2],
      ['nothing achieved', [], [0, 1, 2], 0],
    ] as const)('%s → %i', (_name, achievedDays, missedDays, streak) => {
      const days = [
        ...achievedDays.map((n) => day(addDays(today, -n))),
        ...missedDays.map((n) => day(addDays(today, -n), sweet)),
      ];
      expect(statsOf(days).streak_days).toBe(streak);
    });

    it('runs on past the window when older days are given (progress stays within it)', () => {
      const days = run(0, 44);
      expect(statsOf(days)).toMatchObject({
        streak_days: 45,
        days_achieved: 30,
        progress_pct: 100,
      });
    });

    it('counts a recipe-tagged goal’s days the same way', () => {
      const days = run(0, 3);
      const tags = new Map([
        [addDays(today, 0), ['g']],
        [addDays(today, -1), ['g']],
        [addDays(today, -3), ['g']],
      ]);
      expect(statsOf(days, null, tags)).toMatchObject({ streak_days: 2, days_achieved: 3 });
    });
  });

  it('answers per goal, best first: progress, then streak, then name', () => {
    const days = [
      ...run(0, 9, { total_sugar: 10, total_protein: 10 }), // low sugar yes, high protein no
      ...run(10, 19, { total_sugar: 90, total_protein: 90 }), // high protein yes, low sugar no
      ...run(20, 24, { total_sugar: 10, total_protein: 90 }), // both
    ];
    const items = goalStats({
      goals: [
        { id: 'p', name: 'High Protein', rule: highProtein },
        { id: 's', name: 'Low Sugar', rule: lowSugar },
        { id: 't', name: 'Bone Health', rule: null },
        { id: 'a', name: 'aardvark', rule: null },
      ],
      targets,
      days,
      taggedGoalsByDay: new Map(),
      today,
    });
    expect(items.map((i) => [i.name, i.days_achieved, i.streak_days])).toEqual([
      ['Low Sugar', 15, 10], // 15 days and a 10-day streak beat 15 days and none
      ['High Protein', 15, 0],
      ['aardvark', 0, 0], // ties by name, ignoring case
      ['Bone Health', 0, 0],
    ]);
    expect(items[0]).toEqual({
      health_goal_id: 's',
      name: 'Low Sugar',
      progress_pct: 50,
      days_achieved: 15,
      streak_days: 10,
      colour: 'yellow',
    });
  });

  it('gives no items for no goals', () => {
    expect(
      goalStats({ goals: [], targets, days: run(0, 5), taggedGoalsByDay: new Map(), today }),
    ).toEqual([]);
  });
});

describe('goalsTaggedByDay', () => {
  it('joins each day’s recipes with their goals, once each', () => {
    const tagged = goalsTaggedByDay(
      new Map([
        ['2026-03-01', ['r1', 'r2', 'r1']],
        ['2026-03-02', ['r3']],
        ['2026-03-03', ['unknown']],
      ]),
      new Map([
        ['r1', ['g1', 'g2']],
        ['r2', ['g2']],
        ['r3', ['g3']],
      ]),
    );
    expect(Object.fromEntries(tagged)).toEqual({
      '2026-03-01': ['g1', 'g2'],
      '2026-03-02': ['g3'],
    });
  });
});
