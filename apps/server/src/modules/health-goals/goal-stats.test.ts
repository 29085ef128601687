import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  type DayTotals,
  type HealthGoal,
  type HealthGoalStats,
  type NutritionTargets,
} from '@mise/core';
import { call, recipeClient, setUpTestApp, signUp } from '../../../test/test-app.js';
import type { DiaryReader } from './diary-reader.js';
import { STREAK_LOOKBACK_DAYS } from './goal-stats.service.js';

type Member = Awaited<ReturnType<typeof signUp>> & { id: string };

const defaults: NutritionTargets = {
  calorie_target: 2000,
  protein_target: 50,
  carbs_target: 275,
  fat_target: 78,
  sugar_target: 50,
};

/**
 * A stand-in for the diary module's service, backed by the numbers each test writes. A test double
 * of another module's service is acceptable here only because the diary module does not exist yet
 * on this branch (it is being built on `diary-server`): once it lands, app.ts passes its service
 * instead and these tests write real diary entries through its API.
 */
class TestDiary implements DiaryReader {
  private readonly totals = new Map<string, Map<string, DayTotals>>();
  private readonly recipes = new Map<string, Map<string, string[]>>();
  readonly targets = new Map<string, NutritionTargets>();
  readonly reads: Array<{ method: string; userId: string; from: string; to: string }> = [];

  /** One day of a member's diary: its totals (3 entries unless said) and the recipes logged. */
  log(
    userId: string,
    date: string,
    totals: Partial<Omit<DayTotals, 'date'>>,
    recipeIds: string[] = [],
  ) {
    const days = this.totals.get(userId) ?? new Map<string, DayTotals>();
    days.set(date, { ...empty(date), entries_count: 3, ...totals });
    this.totals.set(userId, days);
    if (recipeIds.length > 0) {
      const recipes = this.recipes.get(userId) ?? new Map<string, string[]>();
      recipes.set(date, recipeIds);
      this.recipes.set(userId, recipes);
    }
  }

  dailyTotals(userId: string, from: string, to: string): Promise<DayTotals[]> {
    this.reads.push({ method: 'dailyTotals', userId, from, to });
    const days: DayTotals[] = [];
    for (let date = from; date <= to; date = addDays(date, 1))
      days.push(this.totals.get(userId)?.get(date) ?? empty(date));
    return Promise.resolve(days);
  }

  recipeIdsByDay(userId: string, from: string, to: string): Promise<Map<string, string[]>> {
    this.reads.push({ method: 'recipeIdsByDay', userId, from, to });
    const all = this.recipes.get(userId) ?? new Map<string, string[]>();
    return Promise.resolve(new Map([...all].filter(([date]) => date >= from && date <= to)));
  }

  nutritionSettings(userId: string): Promise<NutritionTargets> {
    return Promise.resolve(this.targets.get(userId) ?? defaults);
  }
}

const empty = (date: string): DayTotals => ({
  date,
  total_calories: 0,
  total_protein: 0,
  total_carbohydrates: 0,
  total_fat: 0,
  total_sugar: 0,
  entries_count: 0,
});

// 12:00 UTC on 30 March is already 01:00 on 31 March in Auckland (UTC+13).
let now = new Date('2026-03-30T12:00:00.000Z');
const diary = new TestDiary();
const suite = setUpTestApp({ clock: { now: () => now }, diaryReader: diary });

let admin: Member;
const goals: Record<string, HealthGoal> = {};

async function member(timeZone = 'UTC'): Promise<Member> {
  const signedUp = await signUp(suite.app);
  const patched = await call(suite.app, 'PATCH', '/api/me/profile', {
    cookie: signedUp.cookie,
    body: { time_zone: timeZone },
  });
  expect(patched.status).toBe(200);
  const me = (await (
    await call(suite.app, 'GET', '/api/me', { cookie: signedUp.cookie })
  ).json()) as {
    user: { id: string };
  };
  return { ...signedUp, id: me.user.id };
}
const choose = async (who: Member, names: string[]) => {
  const response = await call(suite.app, 'PUT', '/api/me/health-goals', {
    cookie: who.cookie,
    body: { goal_ids: names.map((name) => goals[name]!.id) },
  });
  expect(response.status).toBe(200);
};
const statsOf = async (who: Member) => {
  const response = await call(suite.app, 'GET', '/api/me/health-goals/stats', {
    cookie: who.cookie,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as HealthGoalStats).items;
};

beforeAll(async () => {
  admin = await member();
  await suite.services.roles.change('grant', admin.email);
  const add = async (name: string, rule: unknown) => {
    const response = await call(suite.app, 'POST', '/api/health-goals', {
      cookie: admin.cookie,
      body: { name, description: `${name}.`, rule },
    });
    goals[name] = (await response.json()) as HealthGoal;
  };
  await add('Low Sugar', { all: [{ nutrient: 'sugar', comparison: 'at_most' }] });
  await add('High Protein', { all: [{ nutrient: 'protein', comparison: 'at_least' }] });
  await add('Plant-Based Eating', null);
});

describe('health goal stats', () => {
  it('are for members: a guest gets 401', async () => {
    const response = await call(suite.app, 'GET', '/api/me/health-goals/stats');
    expect(response.status).toBe(401);
  });

  it('are empty, and read no diary, for a member without preferred goals', async () => {
    const fresh = await member();
    const before = diary.reads.length;
    expect(await statsOf(fresh)).toEqual([]);
    expect(diary.reads.length).toBe(before);
  });

  it('measure 30 days of the diary: progress, streak and colour at the 70 and 40 thresholds, best first', async () => {
    now = new Date('2026-03-30T12:00:00.000Z');
    const cook = await member('Pacific/Auckland');
    const other = await member();
    const today = '2026-03-31'; // the cook's local day
    const back = (n: number) => addDays(today, -n);

    // Recipes the cook logs: someone's public plant-based recipe counts, someone's private one
    // (which the cook cannot see) does not.
    const stranger = recipeClient(suite.app, other.cookie);
    const shared = await stranger.create({
      title: 'Shared Lentil Stew',
      is_public: true,
      health_tags: ['Plant-Based Eating'],
    });
    const secret = await stranger.create({
      title: 'Secret Bean Chili',
      health_tags: ['Plant-Based Eating'],
    });

    for (let n = 0; n <= 28; n++) {
      diary.log(
        cook.id,
        back(n),
        {
          // Low Sugar (target 50 g): met on the 21 days 0–20, missed on 21–28.
          total_sugar: n <= 20 ? 30 : 80,
          // High Protein (target 50 g): met on the 12 days 1–12; today has only had breakfast.
          total_protein: n >= 1 && n <= 12 ? 60 : 20,
        },
        // Plant-based: the shared recipe on the 11 days 0–10, the stranger's private one on 11–20.
        n <= 10 ? [shared.id] : n <= 20 ? [secret.id] : [],
      );
    }
    // Day 29 (the window's first) was not logged at all: zero sugar, but no entries, no day.
    diary.log(cook.id, back(29), { total_sugar: 0, total_protein: 0, entries_count: 0 });
    // Outside the window: the day before it, and a meal logged ahead for tomorrow.
    diary.log(cook.id, back(30), { total_sugar: 10, total_protein: 90 }, [shared.id]);
    diary.log(cook.id, addDays(today, 1), { total_sugar: 10, total_protein: 90 }, [shared.id]);
    // Another member's diary is theirs alone.
    diary.log(other.id, back(25), { total_sugar: 10, total_protein: 90 }, [shared.id]);

    await choose(cook, ['High Protein', 'Plant-Based Eating', 'Low Sugar']);
    const reads = diary.reads.length;
    expect(await statsOf(cook)).toEqual([
      {
        health_goal_id: goals['Low Sugar']!.id,
        name: 'Low Sugar',
        progress_pct: 70,
        days_achieved: 21,
        streak_days: 21,
        colour: 'green',
      },
      {
        health_goal_id: goals['High Protein']!.id,
        name: 'High Protein',
        progress_pct: 40,
        days_achieved: 12,
        // Today is not achieved yet, and does not break the streak up to yesterday.
        streak_days: 12,
        colour: 'yellow',
      },
      {
        health_goal_id: goals['Plant-Based Eating']!.id,
        name: 'Plant-Based Eating',
        progress_pct: 37,
        days_achieved: 11,
        streak_days: 11,
        colour: 'red',
      },
    ]);
    // The window is the cook's 30 local days up to today (Auckland is already on the 31st).
    expect(diary.reads.slice(reads)).toEqual([
      { method: 'dailyTotals', userId: cook.id, from: back(29), to: today },
      { method: 'recipeIdsByDay', userId: cook.id, from: back(29), to: today },
    ]);

    // Dinner brings today's protein to target: today counts, and the streak grows by it.
    diary.log(cook.id, today, { total_sugar: 30, total_protein: 75 }, [shared.id]);
    const protein = (await statsOf(cook)).find((i) => i.name === 'High Protein');
    expect(protein).toMatchObject({ days_achieved: 13, streak_days: 13, progress_pct: 43 });

    // The rules compare with the cook's own targets.
    diary.targets.set(cook.id, { ...defaults, sugar_target: 25 });
    const sugar = (await statsOf(cook)).find((i) => i.name === 'Low Sugar');
    expect(sugar).toMatchObject({ days_achieved: 0, streak_days: 0, colour: 'red' });
  });

  it('follow a streak beyond the window, and keep progress within it', async () => {
    now = new Date('2026-03-30T12:00:00.000Z');
    const steady = await member();
    const today = '2026-03-30';
    for (let n = 0; n < 40; n++) diary.log(steady.id, addDays(today, -n), { total_sugar: 20 });
    await choose(steady, ['Low Sugar']);
    const reads = diary.reads.length;
    expect(await statsOf(steady)).toEqual([
      expect.objectContaining({ days_achieved: 30, progress_pct: 100, streak_days: 40 }),
    ]);
    // Only Low Sugar is chosen (a rule): the diary's recipes are not read. The second read goes a
    // year back for the streak.
    expect(diary.reads.slice(reads)).toEqual([
      { method: 'dailyTotals', userId: steady.id, from: addDays(today, -29), to: today },
      {
        method: 'dailyTotals',
        userId: steady.id,
        from: addDays(today, -(STREAK_LOOKBACK_DAYS - 1)),
        to: today,
      },
    ]);
  });

  it('move with the member’s day: tomorrow, yesterday is the last day of the streak', async () => {
    now = new Date('2026-03-30T12:00:00.000Z');
    const member1 = await member();
    for (let n = 0; n < 3; n++)
      diary.log(member1.id, addDays('2026-03-30', -n), { total_sugar: 5 });
    await choose(member1, ['Low Sugar']);
    expect((await statsOf(member1))[0]).toMatchObject({ streak_days: 3, days_achieved: 3 });
    now = new Date('2026-03-31T12:00:00.000Z'); // nothing logged yet today: the streak stands
    expect((await statsOf(member1))[0]).toMatchObject({ streak_days: 3, days_achieved: 3 });
    now = new Date('2026-04-01T12:00:00.000Z'); // a whole day missed: the streak is over
    expect((await statsOf(member1))[0]).toMatchObject({ streak_days: 0, days_achieved: 3 });
  });
});
