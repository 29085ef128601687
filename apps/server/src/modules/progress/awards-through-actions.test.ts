import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACHIEVEMENTS,
  ProgressSchema,
  type Collection,
  type Progress,
  type Recipe,
} from '@mise/core';
import { call, setUpTestApp, signUp } from '../../../test/test-app.js';
import { lunch, settableClock } from '../diary/diary-test-fixtures.js';

/**
 * Issue 14: the actions of other modules (recipes, cookbooks, saves, health goals, the diary, meal
 * plans) earn through progress in their own transactions — once per source, capped per day —
 * driven through the real HTTP routes and read back from GET /api/me/progress only.
 */
// The app's clock starts at the real now; one test moves it a day to show the caps follow it.
const startedAt = new Date().toISOString();
const time = settableClock(startedAt);
const suite = setUpTestApp({ clock: time.clock });
type Member = Awaited<ReturnType<typeof signUp>>;

const send = async (member: Member, method: string, path: string, body?: unknown) =>
  call(suite.app, method, path, { cookie: member.cookie, ...(body === undefined ? {} : { body }) });

async function ok<T>(response: Response | Promise<Response>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return (status === 204 ? undefined : await answer.json()) as T;
}

const progressOf = async (member: Member): Promise<Progress> =>
  ProgressSchema.parse(await ok(send(member, 'GET', '/api/me/progress')));

/** XP from the actions themselves: the total less what achievements and challenges brought. */
function actionXp(progress: Progress): number {
  const bonuses =
    progress.achievements.filter((a) => a.achieved).reduce((sum, a) => sum + a.xp, 0) +
    progress.daily_challenges.filter((c) => c.completed).reduce((sum, c) => sum + c.xp, 0);
  return progress.total_xp - bonuses;
}

const achievement = (progress: Progress, id: string) =>
  progress.achievements.find((a) => a.id === id)!;
const xpOf = (id: string) => ACHIEVEMENTS.find((a) => a.id === id)!.xp;

const newRecipe = (member: Member, title: string, over: Record<string, unknown> = {}) =>
  ok<Recipe>(send(member, 'POST', '/api/recipes', { title, ...over }), 201);
const newCookbook = (member: Member, name: string, recipe_ids: string[] = []) =>
  ok<Collection>(send(member, 'POST', '/api/collections', { name, recipe_ids }), 201);
const save = (member: Member, cookbookId: string, recipeId: string) =>
  send(member, 'PUT', `/api/collections/${cookbookId}/recipes/${recipeId}`);
const setGoals = (member: Member, goal_ids: string[]) =>
  send(member, 'PUT', '/api/me/health-goals', { goal_ids });

describe('creating recipes', () => {
  it('earns 50 once per ordinal, 5 a day, and unlocks recipe_creator at 5 (+75)', async () => {
    const member = await signUp(suite.app);
    expect(actionXp(await progressOf(member))).toBe(0);
    const first = await newRecipe(member, 'Progress Soup 1');
    expect(actionXp(await progressOf(member))).toBe(50);
    // Deleted and written again: it is the member's first recipe again, which already earned.
    await ok(send(member, 'DELETE', `/api/recipes/${first.id}`), 204);
    await newRecipe(member, 'Progress Soup 1 again');
    let progress = await progressOf(member);
    expect(actionXp(progress)).toBe(50);
    expect(achievement(progress, 'recipe_creator')).toMatchObject({ achieved: false, progress: 1 });

    for (let n = 2; n <= 4; n += 1) await newRecipe(member, `Progress Soup ${n}`);
    progress = await progressOf(member);
    expect(actionXp(progress)).toBe(200);
    expect(achievement(progress, 'recipe_creator')).toMatchObject({ achieved: false, progress: 4 });

    const before = progress.total_xp;
    await newRecipe(member, 'Progress Soup 5');
    progress = await progressOf(member);
    expect(actionXp(progress)).toBe(250);
    expect(achievement(progress, 'recipe_creator')).toMatchObject({ achieved: true, progress: 5 });
    expect(progress.total_xp - before).toBe(50 + xpOf('recipe_creator'));

    // The sixth of the day is past the cap: no XP, the achievement is not earned twice.
    await newRecipe(member, 'Progress Soup 6');
    const after = await progressOf(member);
    expect(actionXp(after)).toBe(250);
    expect(after.total_xp).toBe(progress.total_xp);
  });

  it("counts the daily cap on the app clock's day: the next day earns again", async () => {
    const member = await signUp(suite.app);
    const xpEvents = async () => {
      const { items } = await ok<{ items: { kind: string; xp: number }[] }>(
        send(member, 'GET', '/api/me/progress/events?unseen=true'),
      );
      return items.filter((e) => e.kind === 'xp' && e.xp === 50).length;
    };
    for (let n = 1; n <= 6; n += 1) await newRecipe(member, `Clock Soup ${n}`);
    expect(await xpEvents()).toBe(5);
    time.set(new Date(Date.parse(startedAt) + 86_400_000).toISOString());
    try {
      await newRecipe(member, 'Clock Soup 7');
      expect(await xpEvents()).toBe(6);
    } finally {
      time.set(startedAt);
    }
  });

  it('records nothing for a refused create (400)', async () => {
    const member = await signUp(suite.app);
    const refused = await send(member, 'POST', '/api/recipes', { title: '' });
    expect(refused.status).toBe(400);
    const progress = await progressOf(member);
    expect(progress.total_xp).toBe(0);
    expect(achievement(progress, 'recipe_creator').progress).toBe(0);
  });
});

describe('cookbooks and saves', () => {
  let author: Member;
  /** 21 public recipes of someone else's: saving them earns, creating them earns the author. */
  let recipes: Recipe[];

  beforeAll(async () => {
    author = await signUp(suite.app);
    recipes = [];
    for (let n = 0; n < 21; n += 1)
      recipes.push(await newRecipe(author, `Saved Stew ${n}`, { is_public: true }));
  });

  it('earns 50 a cookbook, 10 a recipe saved once whichever cookbook, and cookbook_collector at 3', async () => {
    const member = await signUp(suite.app);
    const [one, two] = recipes as [Recipe, Recipe];
    const first = await newCookbook(member, 'Weeknights');
    expect(actionXp(await progressOf(member))).toBe(50);

    await ok(save(member, first.id, one.id));
    expect(actionXp(await progressOf(member))).toBe(60);
    // Taken out and saved again, or saved into a second cookbook: the recipe already earned.
    await ok(send(member, 'DELETE', `/api/collections/${first.id}/recipes/${one.id}`), 204);
    await ok(save(member, first.id, one.id));
    const second = await newCookbook(member, 'Sundays', [one.id, two.id]);
    let progress = await progressOf(member);
    expect(actionXp(progress)).toBe(50 + 10 + 50 + 10);
    expect(achievement(progress, 'cookbook_collector')).toMatchObject({
      achieved: false,
      progress: 2,
    });

    await ok(send(member, 'DELETE', `/api/collections/${second.id}`), 204);
    await newCookbook(member, 'Third');
    progress = await progressOf(member);
    // The member has two cookbooks again: the second's ordinal already earned.
    expect(actionXp(progress)).toBe(120);
    expect(achievement(progress, 'cookbook_collector').progress).toBe(2);
    await newCookbook(member, 'Fourth');
    progress = await progressOf(member);
    expect(actionXp(progress)).toBe(170);
    expect(achievement(progress, 'cookbook_collector')).toMatchObject({
      achieved: true,
      progress: 3,
    });
  });

  it('gives cookbooks made at once distinct ordinals: each earns', async () => {
    const member = await signUp(suite.app);
    await Promise.all(['A', 'B', 'C'].map((name) => newCookbook(member, `At once ${name}`)));
    const progress = await progressOf(member);
    expect(actionXp(progress)).toBe(150);
    expect(achievement(progress, 'cookbook_collector').achieved).toBe(true);
  });

  it('awards one save for 20 identical PUTs at once', async () => {
    const member = await signUp(suite.app);
    const cookbook = await newCookbook(member, 'Racing');
    const recipe = recipes[5]!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => save(member, cookbook.id, recipe.id)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const progress = await progressOf(member);
    expect(actionXp(progress)).toBe(50 + 10);
    expect(achievement(progress, 'recipe_collector').progress).toBe(1);
  });

  it('counts every save toward recipe_collector at 20, past the daily cap of 10 saves', async () => {
    const member = await signUp(suite.app);
    await newCookbook(
      member,
      'Everything',
      recipes.slice(0, 19).map((r) => r.id),
    );
    let progress = await progressOf(member);
    expect(actionXp(progress)).toBe(50 + 10 * 10);
    expect(achievement(progress, 'recipe_collector')).toMatchObject({
      achieved: false,
      progress: 19,
    });
    const other = await newCookbook(member, 'One more');
    await ok(save(member, other.id, recipes[19]!.id));
    progress = await progressOf(member);
    expect(actionXp(progress)).toBe(50 + 50 + 10 * 10);
    expect(achievement(progress, 'recipe_collector')).toMatchObject({
      achieved: true,
      progress: 20,
    });
  });

  it('records nothing when the cookbook is refused (a recipe not found, 404)', async () => {
    const member = await signUp(suite.app);
    const refused = await send(member, 'POST', '/api/collections', {
      name: 'Never',
      recipe_ids: [recipes[0]!.id, crypto.randomUUID()],
    });
    expect(refused.status).toBe(404);
    const progress = await progressOf(member);
    expect(progress.total_xp).toBe(0);
    expect(achievement(progress, 'cookbook_collector').progress).toBe(0);
    expect(achievement(progress, 'recipe_collector').progress).toBe(0);
  });
});

describe('health goals', () => {
  let goals: string[];

  beforeAll(async () => {
    const admin = await signUp(suite.app);
    await suite.services.roles.change('grant', admin.email);
    goals = [];
    for (const name of ['Progress Heart', 'Progress Protein', 'Progress Fibre']) {
      const goal = await ok<{ id: string }>(
        send(admin, 'POST', '/api/health-goals', { name, description: `${name}.` }),
        201,
      );
      goals.push(goal.id);
    }
  });

  it('earns 25 once per goal and unlocks health_conscious; a refused save earns nothing', async () => {
    const member = await signUp(suite.app);
    const [heart, protein, fibre] = goals as [string, string, string];
    // An unknown goal refuses the whole save: the known one in it earns nothing either.
    expect((await setGoals(member, [heart, crypto.randomUUID()])).status).toBe(400);
    expect((await progressOf(member)).total_xp).toBe(0);

    await ok(setGoals(member, [heart]));
    let progress = await progressOf(member);
    expect(actionXp(progress)).toBe(25);
    expect(achievement(progress, 'health_conscious').achieved).toBe(true);
    await ok(setGoals(member, [heart, protein]));
    await ok(setGoals(member, []));
    await ok(setGoals(member, [heart]));
    progress = await progressOf(member);
    expect(actionXp(progress)).toBe(50);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => setGoals(member, [heart, protein, fibre])),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    progress = await progressOf(member);
    expect(actionXp(progress)).toBe(75);
    expect(achievement(progress, 'health_conscious')).toMatchObject({
      achieved: true,
      progress: 1,
    });
  });
});

describe("today's challenges", () => {
  /** What this test does; every other challenge needs a cook. */
  const DRIVEN = new Set([
    'log_a_meal',
    'full_day_logged',
    'save_a_recipe',
    'write_a_recipe',
    'plan_ahead',
  ]);

  it('a diary entry completes log_a_meal, and each driven action its challenge, once', async () => {
    // Challenges are drawn per member and day: sign up until log_a_meal is one of today's.
    let member: Member | undefined;
    let progress: Progress | undefined;
    for (let tries = 0; tries < 40 && !member; tries += 1) {
      const candidate = await signUp(suite.app);
      const candidateProgress = await progressOf(candidate);
      if (candidateProgress.daily_challenges.some((c) => c.challenge_id === 'log_a_meal')) {
        member = candidate;
        progress = candidateProgress;
      }
    }
    if (!member || !progress) throw new Error('no member drew log_a_meal in 40 tries');
    expect(progress.daily_challenges.every((c) => !c.completed)).toBe(true);
    const today = progress.today;

    await ok(
      send(member, 'POST', '/api/diary', lunch({ date: today, meal_type: 'breakfast' })),
      201,
    );
    progress = await progressOf(member);
    const logged = progress.daily_challenges.find((c) => c.challenge_id === 'log_a_meal')!;
    expect(logged.completed).toBe(true);
    expect(progress.total_xp).toBe(logged.xp);

    // Lunch from a recipe, dinner by hand; a recipe written, saved, and a plan made.
    const recipe = await newRecipe(member, 'Challenge Bowl', {
      nutritional_info: { calories: 400, protein: 20, carbohydrates: 40, fat: 10, sugar: 5 },
    });
    await ok(
      send(member, 'POST', '/api/diary/from-recipe', {
        recipe_id: recipe.id,
        date: today,
        meal_type: 'lunch',
        servings: 1,
      }),
      201,
    );
    await ok(send(member, 'POST', '/api/diary', lunch({ date: today, meal_type: 'dinner' })), 201);
    const cookbook = await newCookbook(member, 'Challenge box');
    await ok(save(member, cookbook.id, recipe.id));
    await ok(send(member, 'POST', '/api/meal-plans', { title: 'Challenge week' }), 201);

    progress = await progressOf(member);
    for (const challenge of progress.daily_challenges)
      expect(challenge.completed, challenge.challenge_id).toBe(DRIVEN.has(challenge.challenge_id));
    const completedXp = progress.daily_challenges
      .filter((c) => c.completed)
      .reduce((sum, c) => sum + c.xp, 0);
    expect(actionXp(progress)).toBe(50 + 50 + 10);

    // Another entry completes nothing again.
    await ok(send(member, 'POST', '/api/diary', lunch({ date: today, meal_type: 'snack' })), 201);
    const after = await progressOf(member);
    expect(after.total_xp).toBe(progress.total_xp);
    expect(
      after.daily_challenges.filter((c) => c.completed).reduce((sum, c) => sum + c.xp, 0),
    ).toBe(completedXp);
  });
});
