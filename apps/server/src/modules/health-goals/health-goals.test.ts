import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  healthGoalMessages,
  messages,
  type HealthGoal,
  type HealthGoalList,
  type MyHealthGoals,
  type Recipe,
  type RecipeSummaryList,
} from '@mise/core';
import { health_goals, user_health_goals } from '../../db/schema/health-goals.js';
import { recipe_health_goals, seed_runs } from '../../db/schema/recipes.js';
import { call, recipeClient, setUpTestApp, signUp } from '../../../test/test-app.js';
import { seedHealthGoals } from './health-goals.seed.js';
import { STARTER_HEALTH_GOALS } from './seed/starter-goals.js';

type Member = Awaited<ReturnType<typeof signUp>>;

let queries = 0;
const suite = setUpTestApp({}, { onQuery: () => (queries += 1) });
let admin: Member;
let member: Member;
let other: Member;

const send = (who: Member | undefined, method: string, path: string, body?: unknown) =>
  call(suite.app, method, path, {
    ...(who ? { cookie: who.cookie } : {}),
    ...(body === undefined ? {} : { body }),
  });
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; fields?: object } }).error;

/** Adds a goal as the admin; the name is made unique per call. */
let goalCount = 0;
async function addGoal(over: Partial<{ name: string; description: string; rule: unknown }> = {}) {
  goalCount += 1;
  const response = await send(admin, 'POST', '/api/health-goals', {
    name: `Goal ${goalCount}`,
    description: `Goal number ${goalCount}.`,
    ...over,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as HealthGoal;
}
const catalogue = async () =>
  ((await (await send(undefined, 'GET', '/api/health-goals')).json()) as HealthGoalList).items;
const myGoals = async (who: Member) =>
  (await (await send(who, 'GET', '/api/me/health-goals')).json()) as MyHealthGoals;
const choose = (who: Member, goal_ids: string[]) =>
  send(who, 'PUT', '/api/me/health-goals', { goal_ids });

beforeAll(async () => {
  admin = await signUp(suite.app);
  member = await signUp(suite.app);
  other = await signUp(suite.app);
  await suite.services.roles.change('grant', admin.email);
});

describe('the admin catalogue', () => {
  const lowSugar = { all: [{ nutrient: 'sugar', comparison: 'at_most', percent_of_target: 100 }] };

  it('adds goals with or without a rule, and lists them by name for everyone', async () => {
    const response = await send(admin, 'POST', '/api/health-goals', {
      name: '  Zesty Low Sugar ',
      description: ' Little added sugar. ',
      rule: { all: [{ nutrient: 'sugar', comparison: 'at_most' }] },
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as HealthGoal;
    expect(created).toEqual({
      id: expect.any(String) as string,
      name: 'Zesty Low Sugar',
      description: 'Little added sugar.',
      rule: lowSugar,
    });
    const plain = await addGoal({ name: 'aardvark Plants', description: 'Plants.' });
    expect(plain.rule).toBeNull();
    const items = await catalogue();
    const names = items.map((g) => g.name);
    expect(names.indexOf('aardvark Plants')).toBeLessThan(names.indexOf('Zesty Low Sugar'));
    expect(items.find((g) => g.id === created.id)).toEqual(created);
  });

  it('refuses a guest (401) and a member (403) with the spec’s messages, before reading the body', async () => {
    const goal = await addGoal();
    const attempts = [
      ['POST', '/api/health-goals', { name: 'Sneaky', description: 'x' }],
      ['PATCH', `/api/health-goals/${goal.id}`, { name: 'Hijacked' }],
      ['DELETE', `/api/health-goals/${goal.id}`, undefined],
      // An invalid body is still refused for who sends it, not for what it holds.
      ['POST', '/api/health-goals', { name: '' }],
    ] as const;
    for (const [method, path, body] of attempts) {
      const asGuest = await send(undefined, method, path, body);
      expect(asGuest.status, `${method} as guest`).toBe(401);
      expect(await errorOf(asGuest)).toEqual({
        code: 'UNAUTHENTICATED',
        message: messages.mustBeLoggedIn,
      });
      const asMember = await send(member, method, path, body);
      expect(asMember.status, `${method} as member`).toBe(403);
      expect(await errorOf(asMember)).toEqual({ code: 'FORBIDDEN', message: messages.needAdmin });
    }
    expect((await catalogue()).find((g) => g.id === goal.id)).toEqual(goal);
    expect((await catalogue()).some((g) => g.name === 'Sneaky')).toBe(false);
  });

  it('reads the role on every request: a revoked admin is refused at once', async () => {
    const temporary = await signUp(suite.app);
    await suite.services.roles.change('grant', temporary.email);
    expect(
      (await send(temporary, 'POST', '/api/health-goals', { name: 'Temp', description: 'x' }))
        .status,
    ).toBe(201);
    await suite.services.roles.change('revoke', temporary.email);
    const refused = await send(temporary, 'POST', '/api/health-goals', {
      name: 'Temp 2',
      description: 'x',
    });
    expect(refused.status).toBe(403);
  });

  it('requires a name and a description, and checks the rule, with field messages', async () => {
    const before = await catalogue();
    const cases = [
      [{ description: 'x' }, 'name', healthGoalMessages.nameRequired],
      [{ name: '   ', description: 'x' }, 'name', healthGoalMessages.nameRequired],
      [{ name: 'x' }, 'description', healthGoalMessages.descriptionRequired],
      [{ name: 'x', description: '' }, 'description', healthGoalMessages.descriptionRequired],
      [
        {
          name: 'x',
          description: 'x',
          rule: { all: [{ nutrient: 'salt', comparison: 'at_most' }] },
        },
        'rule.all.0.nutrient',
        healthGoalMessages.ruleNutrient,
      ],
      [
        { name: 'x', description: 'x', rule: { all: [] } },
        'rule.all',
        healthGoalMessages.ruleConditions,
      ],
    ] as const;
    for (const [body, field, message] of cases) {
      const response = await send(admin, 'POST', '/api/health-goals', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields, JSON.stringify(body)).toMatchObject({ [field]: message });
    }
    expect(await catalogue()).toEqual(before);
  });

  it('refuses a second goal of the same name, whatever its case (409)', async () => {
    const goal = await addGoal({ name: 'Iron Rich' });
    const again = await send(admin, 'POST', '/api/health-goals', {
      name: 'iron rich',
      description: 'x',
    });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({
      code: 'CONFLICT',
      message: healthGoalMessages.nameTaken,
      fields: { name: healthGoalMessages.nameTaken },
    });
    const other = await addGoal();
    const rename = await send(admin, 'PATCH', `/api/health-goals/${other.id}`, {
      name: 'IRON RICH',
    });
    expect(rename.status).toBe(409);
    expect((await catalogue()).filter((g) => g.name.toLowerCase() === 'iron rich')).toEqual([goal]);
  });

  it('edits what is sent; rule null removes the rule; an empty patch changes nothing', async () => {
    const goal = await addGoal({ rule: lowSugar });
    const renamed = await send(admin, 'PATCH', `/api/health-goals/${goal.id}`, {
      name: 'Renamed',
      description: 'New words.',
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toEqual({ ...goal, name: 'Renamed', description: 'New words.' });
    const ruleless = await send(admin, 'PATCH', `/api/health-goals/${goal.id}`, { rule: null });
    expect(((await ruleless.json()) as HealthGoal).rule).toBeNull();
    const unchanged = await send(admin, 'PATCH', `/api/health-goals/${goal.id}`, {});
    expect(await unchanged.json()).toEqual({
      ...goal,
      name: 'Renamed',
      description: 'New words.',
      rule: null,
    });
    const emptyName = await send(admin, 'PATCH', `/api/health-goals/${goal.id}`, { name: '' });
    expect(emptyName.status).toBe(400);
  });

  it('answers 404 for a goal that does not exist, on edit and delete', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      const patched = await send(admin, 'PATCH', `/api/health-goals/${id}`, { name: 'Ghost' });
      expect(patched.status, id).toBe(404);
      expect(await errorOf(patched)).toEqual({
        code: 'NOT_FOUND',
        message: healthGoalMessages.notFound,
      });
      expect((await send(admin, 'DELETE', `/api/health-goals/${id}`)).status, id).toBe(404);
    }
  });

  it('deletes a goal with its recipe links and members’ preferences (foreign keys cascade)', async () => {
    const doomed = await addGoal({ name: 'Doomed Goal' });
    const kept = await addGoal({ name: 'Kept Goal' });
    const recipe = await recipeClient(suite.app, member.cookie).create({
      title: 'Doomed Goal Soup',
      is_public: true,
      health_tags: ['Doomed Goal', 'Kept Goal'],
    });
    expect((await choose(member, [doomed.id, kept.id])).status).toBe(200);
    expect((await choose(other, [doomed.id])).status).toBe(200);

    const response = await send(admin, 'DELETE', `/api/health-goals/${doomed.id}`);
    expect(response.status).toBe(204);
    expect((await send(admin, 'DELETE', `/api/health-goals/${doomed.id}`)).status).toBe(404);

    expect((await catalogue()).some((g) => g.id === doomed.id)).toBe(false);
    expect((await myGoals(member)).goal_ids).toEqual([kept.id]);
    expect((await myGoals(other)).goal_ids).toEqual([]);
    const db = suite.database.db;
    expect(
      await db
        .select({ goal: recipe_health_goals.health_goal_id })
        .from(recipe_health_goals)
        .where(eq(recipe_health_goals.recipe_id, recipe.id)),
    ).toEqual([{ goal: kept.id }]);
    expect(
      await db
        .select()
        .from(user_health_goals)
        .where(eq(user_health_goals.health_goal_id, doomed.id)),
    ).toEqual([]);
    // The recipe itself stays, with the tag its cook typed.
    const after = await recipeClient(suite.app, member.cookie).read(recipe.id);
    expect(after.health_tags).toEqual(['Doomed Goal', 'Kept Goal']);
  });
});

describe('a member’s preferred goals', () => {
  let a: HealthGoal;
  let b: HealthGoal;
  let c: HealthGoal;

  beforeAll(async () => {
    a = await addGoal({ name: 'Pref A' });
    b = await addGoal({ name: 'Pref B' });
    c = await addGoal({ name: 'Pref C' });
  });

  it('are the member’s own: a guest gets 401', async () => {
    expect((await send(undefined, 'GET', '/api/me/health-goals')).status).toBe(401);
    expect(
      (await send(undefined, 'PUT', '/api/me/health-goals', { goal_ids: [a.id] })).status,
    ).toBe(401);
  });

  it('are replaced as a whole, repeated ids once, and [] clears them', async () => {
    const fresh = await signUp(suite.app);
    expect(await myGoals(fresh)).toEqual({ goal_ids: [], items: [] });
    const first = await choose(fresh, [b.id, a.id]);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ goal_ids: [a.id, b.id], items: [a, b] });
    const second = await choose(fresh, [c.id, b.id, c.id.toUpperCase()]);
    expect(await second.json()).toEqual({ goal_ids: [b.id, c.id], items: [b, c] });
    expect(await myGoals(fresh)).toEqual({ goal_ids: [b.id, c.id], items: [b, c] });
    // Another member's choice is untouched by this one's.
    expect((await choose(other, [a.id])).status).toBe(200);
    expect((await choose(fresh, [])).status).toBe(200);
    expect((await myGoals(fresh)).goal_ids).toEqual([]);
    expect((await myGoals(other)).goal_ids).toEqual([a.id]);
  });

  it('refuse an unknown goal with a clear message and keep the previous choice', async () => {
    const fresh = await signUp(suite.app);
    await choose(fresh, [a.id]);
    const unknown = await choose(fresh, [b.id, crypto.randomUUID()]);
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toEqual({
      code: 'VALIDATION_FAILED',
      message: healthGoalMessages.unknownGoals,
      fields: { goal_ids: healthGoalMessages.unknownGoals },
    });
    const notIds = await choose(fresh, ['Low Sugar']);
    expect(notIds.status).toBe(400);
    expect((await errorOf(notIds)).fields).toEqual({ 'goal_ids.0': healthGoalMessages.goalId });
    expect((await send(fresh, 'PUT', '/api/me/health-goals', {})).status).toBe(400);
    expect((await myGoals(fresh)).goal_ids).toEqual([a.id]);
  });

  it('survive saves at once from several tabs: one of them wins whole, none fails', async () => {
    const fresh = await signUp(suite.app);
    const choices = [[a.id], [a.id, b.id], [b.id, c.id], [c.id], [a.id, b.id, c.id]];
    const responses = await Promise.all(choices.map(async (ids) => choose(fresh, ids)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const saved = (await myGoals(fresh)).goal_ids;
    expect(choices.map((ids) => [...ids].sort())).toContainEqual([...saved].sort());
  });
});

describe('recommended recipes', () => {
  let heart: HealthGoal;
  let protein: HealthGoal;
  let fibre: HealthGoal;
  const made: Record<string, Recipe> = {};

  beforeAll(async () => {
    heart = await addGoal({ name: 'Rec Heart' });
    protein = await addGoal({ name: 'Rec Protein' });
    fibre = await addGoal({ name: 'Rec Fibre' });
    const cook = recipeClient(suite.app, other.cookie);
    const recipe = async (title: string, tags: string[], is_public = true) => {
      made[title] = await cook.create({ title, is_public, health_tags: tags });
    };
    // Oldest first: creation order decides "newest" among equal overlap.
    await recipe('Rec Both Old', ['Rec Heart', 'Rec Protein']);
    await recipe('Rec Heart Only', ['Rec Heart']);
    await recipe('Rec Fibre Only', ['Rec Fibre']);
    await recipe('Rec Private Both', ['Rec Heart', 'Rec Protein'], false);
    await recipe('Rec Protein Only', ['Rec Protein']);
    await recipe('Rec Both New', ['Rec Heart', 'Rec Protein']);
    await recipe('Rec Untagged', []);
  });

  const recommended = async (who: Member, query = '') => {
    const response = await send(who, 'GET', `/api/recipes/recommended${query}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as RecipeSummaryList).items.map((r) => r.title);
  };

  it('is for members: a guest gets 401', async () => {
    const response = await send(undefined, 'GET', '/api/recipes/recommended');
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({
      code: 'UNAUTHENTICATED',
      message: messages.signInRequired,
    });
  });

  it('is empty while the member has chosen no goal', async () => {
    expect(await recommended(await signUp(suite.app))).toEqual([]);
  });

  it('ranks public recipes by goals in common, then newest; never a private one', async () => {
    const fresh = await signUp(suite.app);
    await choose(fresh, [heart.id, protein.id]);
    expect(await recommended(fresh, '?limit=10')).toEqual([
      'Rec Both New',
      'Rec Both Old',
      'Rec Protein Only',
      'Rec Heart Only',
    ]);
    expect(await recommended(fresh, '?limit=1')).toEqual(['Rec Both New']);
    await choose(fresh, [fibre.id]);
    expect(await recommended(fresh)).toEqual(['Rec Fibre Only']);
    // Even its own cook's private recipe is not recommended: recommendations are public recipes.
    await choose(other, [heart.id, protein.id]);
    expect(await recommended(other, '?limit=10')).not.toContain('Rec Private Both');
  });

  it('gives 5 by default and one list statement whatever the page size', async () => {
    const fresh = await signUp(suite.app);
    const many = await addGoal({ name: 'Rec Many' });
    const cook = recipeClient(suite.app, other.cookie);
    for (let i = 0; i < 7; i++)
      await cook.create({ title: `Rec Many ${i}`, is_public: true, health_tags: ['Rec Many'] });
    await choose(fresh, [many.id]);
    await recommended(fresh); // the session is now known for a while
    queries = 0;
    expect(await recommended(fresh)).toHaveLength(5);
    const forFive = queries;
    queries = 0;
    expect(await recommended(fresh, '?limit=1')).toHaveLength(1);
    expect(queries).toBe(forFive);
    expect(forFive).toBe(2); // the member's goals, then the recipes
  });

  it('refuses a limit out of range', async () => {
    for (const limit of ['0', '101', 'lots'])
      expect((await send(member, 'GET', `/api/recipes/recommended?limit=${limit}`)).status).toBe(
        400,
      );
  });
});

describe('the rules of an install seeded before rules existed', () => {
  it('go to the starter goals still without one, under their starter names', async () => {
    const db = suite.database.db;
    // As such an install has it: the v1 catalogue seeded without rules, then an admin's changes.
    await db.insert(seed_runs).values({ name: 'health-goals-v1' });
    await db
      .insert(health_goals)
      .values(
        STARTER_HEALTH_GOALS.map(({ name, description }) => ({ name, description, rule: null })),
      );
    const adminsRule = {
      all: [{ nutrient: 'sugar' as const, comparison: 'at_most' as const, percent_of_target: 80 }],
    };
    await db
      .update(health_goals)
      .set({ rule: adminsRule })
      .where(eq(health_goals.name, 'Low Sugar'));
    await db
      .update(health_goals)
      .set({ name: 'Heart First' })
      .where(eq(health_goals.name, 'Heart Health'));

    await seedHealthGoals(db);
    await seedHealthGoals(db); // once per install: a second start changes nothing

    const rules = new Map((await catalogue()).map((g) => [g.name, g.rule]));
    expect(rules.get('High Protein')).toEqual({
      all: [{ nutrient: 'protein', comparison: 'at_least', percent_of_target: 100 }],
    });
    expect(rules.get('Low Sugar')).toEqual(adminsRule);
    expect(rules.get('Heart First')).toBeNull();
    expect(rules.get('Digestive Health')).toBeNull();
    expect(
      [...rules.keys()].filter((name) => STARTER_HEALTH_GOALS.some((g) => g.name === name)),
    ).toHaveLength(STARTER_HEALTH_GOALS.length - 1);
  });
});
