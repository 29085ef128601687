import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, NUTRITION_DEFAULTS, type HealthGoal, type HealthGoalStats } from '@mise/core';
import { call, recipeClient, setUpTestApp, signUp } from '../../../test/test-app.js';

type Member = Awaited<ReturnType<typeof signUp>> & { id: string };

/**
 * Writes a member's diary through the diary's own API: one entry per day holding the day's totals
 * (linked to the first recipe), plus one small entry per further recipe logged that day.
 */
async function log(
  who: Member,
  date: string,
  totals: { total_sugar?: number; total_protein?: number },
  recipeIds: string[] = [],
) {
  const [first, ...others] = recipeIds;
  const add = async (body: Record<string, unknown>) => {
    const response = await call(suite.app, 'POST', '/api/diary', { cookie: who.cookie, body });
    expect(response.status).toBe(201);
  };
  await add({
    date,
    meal_type: 'lunch',
    food_name: "The day's meals",
    calories: 1500,
    protein: totals.total_protein ?? 0,
    carbohydrates: 150,
    fat: 40,
    sugar: totals.total_sugar ?? 0,
    recipe_id: first ?? null,
  });
  for (const recipeId of others) {
    await add({ date, meal_type: 'snack', food_name: 'A taste', calories: 1, recipe_id: recipeId });
  }
}

async function setTargets(
  who: Member,
  change: Partial<Record<keyof typeof NUTRITION_DEFAULTS, number>>,
) {
  const response = await call(suite.app, 'PUT', '/api/me/nutrition-settings', {
    cookie: who.cookie,
    body: { ...NUTRITION_DEFAULTS, ...change },
  });
  expect(response.status).toBe(200);
}

// 12:00 UTC on 30 March is already 01:00 on 31 March in Auckland (UTC+13).
let now = new Date('2026-03-30T12:00:00.000Z');
const suite = setUpTestApp({ clock: { now: () => now } });

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

  it('are empty for a member without preferred goals', async () => {
    const fresh = await member();
    expect(await statsOf(fresh)).toEqual([]);
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
    // Public while the cook logs it; its owner makes it private before the stats are read.
    const secret = await stranger.create({
      title: 'Secret Bean Chili',
      is_public: true,
      health_tags: ['Plant-Based Eating'],
    });

    for (let n = 0; n <= 28; n++) {
      await log(
        cook,
        back(n),
        {
          // Low Sugar (target 50 g): met on the 21 days 0–20, missed on 21–28.
          total_sugar: n <= 20 ? 30 : 80,
          // High Protein (target 50 g): met on the 12 days 1–12; today has only had breakfast.
          total_protein: n >= 1 && n <= 12 ? 60 : 20,
        },
        // Plant-based: the shared recipe on the 11 days 0–10, the stranger's (made private) on 11–20.
        n <= 10 ? [shared.id] : n <= 20 ? [secret.id] : [],
      );
    }
    // Day 29 (the window's first) was not logged at all: zero sugar, but no entries, no day.
    // Outside the window: the day before it, and a meal logged ahead for tomorrow.
    await log(cook, back(30), { total_sugar: 10, total_protein: 90 }, [shared.id]);
    await log(cook, addDays(today, 1), { total_sugar: 10, total_protein: 90 }, [shared.id]);
    const hidden = await call(suite.app, 'PATCH', `/api/recipes/${secret.id}`, {
      cookie: other.cookie,
      body: { is_public: false },
    });
    expect(hidden.status).toBe(200);
    // Another member's diary is theirs alone.
    await log(other, back(25), { total_sugar: 10, total_protein: 90 }, [shared.id]);

    await choose(cook, ['High Protein', 'Plant-Based Eating', 'Low Sugar']);
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
    // Dinner brings today's protein to target: today counts, and the streak grows by it (the
    // window is the cook's own 30 local days: Auckland is already on the 31st).
    await log(cook, today, { total_protein: 55 });
    const protein = (await statsOf(cook)).find((i) => i.name === 'High Protein');
    expect(protein).toMatchObject({ days_achieved: 13, streak_days: 13, progress_pct: 43 });

    // The rules compare with the cook's own targets.
    await setTargets(cook, { sugar_target: 25 });
    const sugar = (await statsOf(cook)).find((i) => i.name === 'Low Sugar');
    expect(sugar).toMatchObject({ days_achieved: 0, streak_days: 0, colour: 'red' });
  });

  it('follow a streak beyond the window, and keep progress within it', async () => {
    now = new Date('2026-03-30T12:00:00.000Z');
    const steady = await member();
    const today = '2026-03-30';
    for (let n = 0; n < 40; n++) await log(steady, addDays(today, -n), { total_sugar: 20 });
    await choose(steady, ['Low Sugar']);
    // The streak is followed back beyond the 30-day window.
    expect(await statsOf(steady)).toEqual([
      expect.objectContaining({ days_achieved: 30, progress_pct: 100, streak_days: 40 }),
    ]);
  });

  it('move with the member’s day: tomorrow, yesterday is the last day of the streak', async () => {
    now = new Date('2026-03-30T12:00:00.000Z');
    const member1 = await member();
    for (let n = 0; n < 3; n++) await log(member1, addDays('2026-03-30', -n), { total_sugar: 5 });
    await choose(member1, ['Low Sugar']);
    expect((await statsOf(member1))[0]).toMatchObject({ streak_days: 3, days_achieved: 3 });
    now = new Date('2026-03-31T12:00:00.000Z'); // nothing logged yet today: the streak stands
    expect((await statsOf(member1))[0]).toMatchObject({ streak_days: 3, days_achieved: 3 });
    now = new Date('2026-04-01T12:00:00.000Z'); // a whole day missed: the streak is over
    expect((await statsOf(member1))[0]).toMatchObject({ streak_days: 0, days_achieved: 3 });
  });
});
