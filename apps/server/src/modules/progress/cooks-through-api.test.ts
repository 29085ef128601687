import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACHIEVEMENTS,
  CookingFinishSchema,
  ProgressHistorySchema,
  ProgressSchema,
  type CookingFinish,
  type CookingSession,
  type Progress,
  type Recipe,
} from '@mise/core';
import { call, setUpTestApp, signUp } from '../../../test/test-app.js';
import { stewBody, testClock } from '../cooking/cooking-test-fixtures.js';

/**
 * Issue 14: the cook-based achievements (first_recipe, speed_demon, cooking_streak,
 * flavor_explorer, health_enthusiast) and master_chef, reached by one member through the real HTTP
 * routes only — sign-up, profile, goals, recipes, cooking sessions — and read back from
 * GET /api/me/progress and /history. The member lives in Los Angeles so that local days and UTC
 * days disagree: in April 2026 that is PDT, UTC−7.
 */
const time = testClock('2026-04-07T15:00:00.000Z'); // Tue 7 April, 08:00 in Los Angeles
const suite = setUpTestApp({ clock: time.clock });
type Member = Awaited<ReturnType<typeof signUp>>;

/** Moves the server's clock to a Los Angeles wall time (`YYYY-MM-DDTHH:mm`, PDT). */
function goTo(localTime: string): void {
  const target = Date.parse(`${localTime}:00.000-07:00`);
  expect(target).toBeGreaterThanOrEqual(time.current().getTime());
  time.advance((target - time.current().getTime()) / 1000);
}

let member: Member;
const send = (method: string, path: string, body?: unknown, who: Member = member) =>
  call(suite.app, method, path, { cookie: who.cookie, ...(body === undefined ? {} : { body }) });

async function ok<T>(response: Response | Promise<Response>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return (await answer.json()) as T;
}

const progressOf = async (): Promise<Progress> =>
  ProgressSchema.parse(await ok(send('GET', '/api/me/progress')));
const achievement = (progress: Progress, id: string) =>
  progress.achievements.find((a) => a.id === id)!;
const completedXp = (challenges: { completed: boolean; xp: number }[]) =>
  challenges.filter((c) => c.completed).reduce((sum, c) => sum + c.xp, 0);
const xpOf = (id: string) => ACHIEVEMENTS.find((a) => a.id === id)!.xp;

/** Every finish this member made, with the instant it happened: the ledger must match them. */
const finishes: { answer: CookingFinish; at: string }[] = [];
const PLANNED_MINUTES = 45; // stewBody: 15 prep + 30 cook
const SLOW_MINUTES = 60; // efficiency 75: counted, not fast

/** Start, tick steps off, let `minutes` pass on the server's clock, finish. */
async function cook(recipe: Recipe, minutes: number, allSteps = true): Promise<CookingFinish> {
  const session = await ok<CookingSession>(
    send('POST', '/api/cooking/sessions', { recipe_id: recipe.id }),
    201,
  );
  const done = allSteps ? recipe.steps : recipe.steps.slice(0, 1);
  await ok(
    send('PATCH', `/api/cooking/sessions/${session.id}`, {
      completed_step_ids: done.map((s) => s.id),
    }),
  );
  time.advance(minutes * 60);
  const answer = CookingFinishSchema.parse(
    await ok(send('POST', `/api/cooking/sessions/${session.id}/finish`)),
  );
  finishes.push({ answer, at: time.current().toISOString() });
  return answer;
}

const unlockedIds = (answer: CookingFinish) =>
  answer.unlocked.filter((u) => u.kind === 'achievement').map((u) => u.id);

/** The instant of the one finish that unlocked `id`. */
function unlockedAt(id: string): string {
  const matching = finishes.filter((f) => unlockedIds(f.answer).includes(id));
  expect(matching, id).toHaveLength(1);
  return matching[0]!.at;
}

function expectAchieved(progress: Progress, id: string): void {
  const status = achievement(progress, id);
  expect(status, id).toMatchObject({ achieved: true, progress: status.max_progress });
  expect(status.date_unlocked, id).not.toBeNull();
  expect(Date.parse(status.date_unlocked!), id).toBe(Date.parse(unlockedAt(id)));
}

const CUISINES = ['French', 'Italian', 'Mexican', 'Japanese', 'Indian'] as const;
const recipes = {} as Record<(typeof CUISINES)[number], Recipe>;
/** Tagged with a goal that exists but the member did not choose. */
let fibreSalad: Recipe;
/**
 * XP before any cook: recipes written, the goal chosen and what those unlocked — recorded, like
 * every award, on the app's (test) clock, so on the first of the test's days.
 */
let baselineXp: number;

beforeAll(async () => {
  const admin = await signUp(suite.app);
  await suite.services.roles.change('grant', admin.email);
  const goal = (name: string) =>
    ok<{ id: string }>(
      send('POST', '/api/health-goals', { name, description: `${name}.` }, admin),
      201,
    );
  const heart = await goal('Cooks Heart');
  await goal('Cooks Fibre');

  member = await signUp(suite.app);
  await ok(send('PATCH', '/api/me/profile', { time_zone: 'America/Los_Angeles' }));
  await ok(send('PUT', '/api/me/health-goals', { goal_ids: [heart.id] }));
  for (const cuisine of CUISINES)
    recipes[cuisine] = await ok<Recipe>(
      send(
        'POST',
        '/api/recipes',
        stewBody({ title: `${cuisine} Stew`, cuisine, health_tags: ['cooks heart'] }),
      ),
      201,
    );
  fibreSalad = await ok<Recipe>(
    send(
      'POST',
      '/api/recipes',
      stewBody({ title: 'Fibre Salad', cuisine: 'French', health_tags: ['Cooks Fibre'] }),
    ),
    201,
  );
  baselineXp = (await progressOf()).total_xp;
});

describe('cook-based achievements, through the API', () => {
  it('starts from the non-cook awards only', async () => {
    const progress = await progressOf();
    const assigned = await ok<{ items: { completed: boolean; xp: number }[] }>(
      send('GET', '/api/me/challenges'),
    );
    // Six recipes on one day (cap 5) + recipe_creator, one goal + health_conscious, any challenge.
    expect(progress.total_xp).toBe(
      5 * 50 + xpOf('recipe_creator') + 25 + xpOf('health_conscious') + completedXp(assigned.items),
    );
    expect(progress.today).toBe('2026-04-07');
    expect(achievement(progress, 'first_recipe')).toMatchObject({ achieved: false, progress: 0 });
  });

  it('an uncounted cook (steps left undone) earns nothing and unlocks nothing', async () => {
    const before = await progressOf();
    const answer = await cook(recipes.French, PLANNED_MINUTES, false);
    expect(answer).toMatchObject({ session: { counted: false }, xp_awarded: 0, unlocked: [] });
    const after = await progressOf();
    expect(after.total_xp).toBe(before.total_xp);
    expect(after.achievements).toEqual(before.achievements);
    expect(after.streak_days).toBe(0);
    expect(achievement(after, 'first_recipe')).toMatchObject({ achieved: false, progress: 0 });
  });

  it('first_recipe on the first counted cook (20 XP when slow), speed_demon at planned time (30)', async () => {
    const slow = await cook(recipes.French, SLOW_MINUTES);
    expect(slow).toMatchObject({ session: { counted: true, efficiency: 75 }, xp_awarded: 20 });
    expect(unlockedIds(slow)).toContain('first_recipe');
    expect(unlockedIds(slow)).not.toContain('speed_demon');
    let progress = await progressOf();
    expectAchieved(progress, 'first_recipe');
    expect(achievement(progress, 'speed_demon')).toMatchObject({ achieved: false, progress: 0 });

    const fast = await cook(recipes.French, PLANNED_MINUTES);
    expect(fast).toMatchObject({ session: { counted: true, efficiency: 100 }, xp_awarded: 30 });
    expect(unlockedIds(fast)).toContain('speed_demon');
    expect(unlockedIds(fast)).not.toContain('first_recipe');
    progress = await progressOf();
    expectAchieved(progress, 'speed_demon');
    // The same cuisine twice is one cuisine.
    expect(achievement(progress, 'flavor_explorer')).toMatchObject({ progress: 1 });
  });

  it('flavor_explorer on the fifth cuisine cooked', async () => {
    for (const cuisine of ['Italian', 'Mexican', 'Japanese'] as const)
      expect(unlockedIds(await cook(recipes[cuisine], PLANNED_MINUTES))).not.toContain(
        'flavor_explorer',
      );
    expect(achievement(await progressOf(), 'flavor_explorer')).toMatchObject({
      achieved: false,
      progress: 4,
    });
    expect(unlockedIds(await cook(recipes.Indian, PLANNED_MINUTES))).toContain('flavor_explorer');
    expectAchieved(await progressOf(), 'flavor_explorer');
  });

  it('cooking_streak counts local days: 23:30 and 00:30 the next day are two days in a row', async () => {
    // A recipe tagged with a goal the member did not choose is not a goal cook.
    await cook(fibreSalad, PLANNED_MINUTES);
    let progress = await progressOf();
    expect(achievement(progress, 'health_enthusiast')).toMatchObject({ progress: 6 });
    expect(progress.streak_days).toBe(1);

    goTo('2026-04-08T22:45'); // finishes 23:30 local = 06:30Z on the 9th
    await cook(recipes.Italian, PLANNED_MINUTES);
    progress = await progressOf();
    expect(progress).toMatchObject({ today: '2026-04-08', streak_days: 2 });
    expect(achievement(progress, 'cooking_streak')).toMatchObject({ achieved: false, progress: 2 });

    // 07:30Z on the 9th too: by UTC days these two cooks would share a day and break the streak.
    goTo('2026-04-08T23:45');
    const pastMidnight = await cook(recipes.Mexican, PLANNED_MINUTES);
    expect(unlockedIds(pastMidnight)).toContain('cooking_streak');
    progress = await progressOf();
    expect(progress).toMatchObject({ today: '2026-04-09', streak_days: 3 });
    expectAchieved(progress, 'cooking_streak');

    const history = ProgressHistorySchema.parse(
      await ok(send('GET', '/api/me/progress/history?days=3')),
    );
    expect(history.items.map((d) => [d.date, d.cooks])).toEqual([
      ['2026-04-07', 7],
      ['2026-04-08', 1],
      ['2026-04-09', 1],
    ]);
  });

  it('health_enthusiast on the tenth cook of a recipe matching a chosen goal', async () => {
    goTo('2026-04-09T09:00');
    await cook(recipes.Japanese, PLANNED_MINUTES);
    // Ten counted cooks, one of them the fibre salad: nine goal cooks.
    expect(achievement(await progressOf(), 'health_enthusiast')).toMatchObject({
      achieved: false,
      progress: 9,
    });
    expect(unlockedIds(await cook(recipes.Indian, PLANNED_MINUTES))).toContain('health_enthusiast');
    expectAchieved(await progressOf(), 'health_enthusiast');
  });

  it('master_chef at level 5, and every award added to the XP exactly once', async () => {
    const progress = await progressOf();
    expect(progress.level).toBeGreaterThanOrEqual(5);
    expectAchieved(progress, 'master_chef');
    expect(progress.badges.find((b) => b.id === 'home_cook')?.unlocked).toBe(true);

    // Each achievement was unlocked by exactly one finish, never again.
    const unlocked = finishes.flatMap((f) => unlockedIds(f.answer));
    expect(new Set(unlocked).size).toBe(unlocked.length);
    for (const id of [
      'first_recipe',
      'speed_demon',
      'flavor_explorer',
      'cooking_streak',
      'health_enthusiast',
      'master_chef',
    ])
      expect(unlocked, id).toContain(id);

    // Eleven counted cooks: one slow (20), ten at planned time (30).
    const cookXp = finishes.reduce((sum, f) => sum + f.answer.xp_awarded, 0);
    expect(cookXp).toBe(20 + 10 * 30);
    const bonusXp = finishes.reduce(
      (sum, f) => sum + f.answer.unlocked.reduce((s, u) => s + u.xp, 0),
      0,
    );
    expect(progress.total_xp).toBe(baselineXp + cookXp + bonusXp);

    // The ledger over the test's days, as the history chart sums it, holds the whole total: every
    // award, the baseline's too, was dated by the app's clock.
    const history = ProgressHistorySchema.parse(
      await ok(send('GET', '/api/me/progress/history?days=30')),
    );
    expect(history.items.reduce((sum, d) => sum + d.xp, 0)).toBe(progress.total_xp);
    expect(history.items.reduce((sum, d) => sum + d.cooks, 0)).toBe(11);
  });
});
