import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cookingMessages,
  type CookingFinish,
  type CookingSession,
  type Recipe,
  type RecipeCreate,
} from '@mise/core';
import { cooking_sessions } from '../../db/schema/cooking.js';
import { call, recipeClient, setUpTestApp, signUp } from '../../../test/test-app.js';
import { stewBody, testClock } from './cooking-test-fixtures.js';

const time = testClock('2026-03-01T12:00:00.000Z');
const { clock, advance } = time;
const recipeBody = (over: Partial<RecipeCreate> = {}) => stewBody({ cuisine: 'French', ...over });

/** The statements the app sends, while a test records them (each one's first word, lower case). */
let recorded: string[] | undefined;

describe('cooking sessions', () => {
  const suite = setUpTestApp(
    { clock },
    { onQuery: (query) => recorded?.push(query.trim().split(/\s+/)[0]!.toLowerCase()) },
  );
  let owner: { cookie: string };
  let other: { cookie: string };
  let stew: Recipe; // the owner's, private, 45 minutes, 3 steps
  let othersPrivate: Recipe;
  let othersPublic: Recipe;

  beforeAll(async () => {
    owner = await signUp(suite.app);
    other = await signUp(suite.app);
    stew = await recipeClient(suite.app, owner.cookie).create(recipeBody());
    othersPrivate = await recipeClient(suite.app, other.cookie).create(
      recipeBody({ title: 'Secret Soup' }),
    );
    othersPublic = await recipeClient(suite.app, other.cookie).create(
      recipeBody({ title: 'Shared Soup', is_public: true }),
    );
  });

  const send = async (
    cookie: string | undefined,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Response> =>
    call(suite.app, method, path, {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { body }),
    });
  const start = async (cookie: string, recipe: Recipe, servings?: number) => {
    const response = await send(cookie, 'POST', '/api/cooking/sessions', {
      recipe_id: recipe.id,
      ...(servings ? { servings } : {}),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as CookingSession;
  };
  const current = async (cookie: string) =>
    (
      (await (await send(cookie, 'GET', '/api/cooking/sessions/current')).json()) as {
        session: CookingSession | null;
      }
    ).session;
  const patch = (cookie: string, id: string, body: unknown) =>
    send(cookie, 'PATCH', `/api/cooking/sessions/${id}`, body);
  const finish = (cookie: string, id: string) =>
    send(cookie, 'POST', `/api/cooking/sessions/${id}/finish`);
  const doAllSteps = async (session: CookingSession, recipe: Recipe) => {
    const response = await patch(owner.cookie, session.id, {
      completed_step_ids: recipe.steps.map((s) => s.id),
      current_step_index: recipe.steps.length - 1,
    });
    expect(response.status, await response.clone().text()).toBe(200);
  };
  /** The progress ledger's rows for a session (issue 14): a counted cook is one row, once. */
  const ledgerRows = async (id: string) =>
    (
      await suite.database.db.execute<{ kind: string; xp: number }>(
        sql`select kind, xp from progress_actions where source_key = ${id}`,
      )
    ).rows;
  const rowsOf = (id: string) =>
    suite.database.db.select().from(cooking_sessions).where(eq(cooking_sessions.id, id));

  it('is for members: a guest gets 401 on every route', async () => {
    const session = await start(owner.cookie, stew);
    for (const [method, path, body] of [
      ['POST', '/api/cooking/sessions', { recipe_id: stew.id }],
      ['GET', '/api/cooking/sessions/current', undefined],
      ['PATCH', `/api/cooking/sessions/${session.id}`, { current_step_index: 1 }],
      ['DELETE', `/api/cooking/sessions/${session.id}`, undefined],
      ['POST', `/api/cooking/sessions/${session.id}/finish`, undefined],
    ] as const) {
      expect((await send(undefined, method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    expect((await rowsOf(session.id))[0]!.status).toBe('active');
  });

  it('starts a session with the recipe’s servings, cuisine copied, and resumes it anywhere', async () => {
    const session = await start(owner.cookie, stew);
    expect(session).toMatchObject({
      recipe_id: stew.id,
      servings: 4,
      current_step_index: 0,
      completed_step_ids: [],
      status: 'active',
      started_at: time.current().toISOString(),
    });
    expect((await rowsOf(session.id))[0]!.cuisine).toBe('French');
    expect((await patch(owner.cookie, session.id, { current_step_index: 2 })).status).toBe(200);
    // Another device of the same member gets the same session at the same step.
    expect(await current(owner.cookie)).toMatchObject({ id: session.id, current_step_index: 2 });
    expect((await start(owner.cookie, stew, 6)).servings).toBe(6);
  });

  it('is the owner’s only: another member gets 404 everywhere and changes nothing', async () => {
    const session = await start(owner.cookie, stew);
    expect(await current(other.cookie)).toBeNull();
    expect((await patch(other.cookie, session.id, { current_step_index: 1 })).status).toBe(404);
    expect((await send(other.cookie, 'DELETE', `/api/cooking/sessions/${session.id}`)).status).toBe(
      404,
    );
    expect((await finish(other.cookie, session.id)).status).toBe(404);
    const [row] = await rowsOf(session.id);
    expect(row).toMatchObject({ status: 'active', current_step_index: 0 });
  });

  it('keeps one active session per member: starting another stops the previous, not counted', async () => {
    const first = await start(owner.cookie, stew);
    const second = await start(owner.cookie, othersPublic);
    expect((await current(owner.cookie))?.id).toBe(second.id);
    expect((await rowsOf(first.id))[0]).toMatchObject({ status: 'stopped', counted: false });
    expect((await finish(owner.cookie, first.id)).status).toBe(409);
    // Five starts at once (five tabs) still leave exactly one active session.
    await Promise.all([1, 2, 3, 4, 5].map(() => start(owner.cookie, stew)));
    const ownerId = (await rowsOf(first.id))[0]!.user_id;
    const active = await suite.database.db
      .select()
      .from(cooking_sessions)
      .where(and(eq(cooking_sessions.user_id, ownerId), eq(cooking_sessions.status, 'active')));
    expect(active).toHaveLength(1);
  });

  it('refuses a private recipe of someone else (404) and starts nothing', async () => {
    const before = await current(owner.cookie);
    const response = await send(owner.cookie, 'POST', '/api/cooking/sessions', {
      recipe_id: othersPrivate.id,
    });
    expect(response.status).toBe(404);
    expect((await current(owner.cookie))?.id).toBe(before?.id);
    const missing = await send(owner.cookie, 'POST', '/api/cooking/sessions', {
      recipe_id: crypto.randomUUID(),
    });
    expect(missing.status).toBe(404);
  });

  it('PATCH takes only the recipe’s own steps and a step index within it', async () => {
    const session = await start(owner.cookie, stew);
    for (const body of [
      { completed_step_ids: [othersPublic.steps[0]!.id] },
      { completed_step_ids: [stew.steps[0]!.id, crypto.randomUUID()] },
      { completed_step_ids: ['not-a-uuid'] },
      { current_step_index: 3 },
      { current_step_index: -1 },
      { servings: 0 },
    ]) {
      const response = await patch(owner.cookie, session.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'VALIDATION_FAILED',
      );
    }
    const refused = await patch(owner.cookie, session.id, {
      completed_step_ids: [othersPublic.steps[0]!.id],
    });
    expect(
      ((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toEqual({ completed_step_ids: cookingMessages.unknownStep });
    expect((await rowsOf(session.id))[0]).toMatchObject({
      completed_step_ids: [],
      current_step_index: 0,
      servings: 4,
    });
    const empty = await patch(owner.cookie, session.id, {});
    expect(empty.status).toBe(200);
    expect(await empty.json()).toMatchObject({ id: session.id, current_step_index: 0 });
    const ok = await patch(owner.cookie, session.id, {
      completed_step_ids: [stew.steps[1]!.id, stew.steps[0]!.id, stew.steps[0]!.id],
      servings: 2,
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      completed_step_ids: [stew.steps[0]!.id, stew.steps[1]!.id],
      servings: 2,
    });
  });

  it('ticks a step on one pooled connection: the session, its recipe’s steps and the update in one transaction', async () => {
    const session = await start(owner.cookie, stew);
    // The member's session is confirmed by the first call and recognised afterwards.
    expect((await patch(owner.cookie, session.id, { current_step_index: 0 })).status).toBe(200);
    recorded = [];
    const response = await patch(owner.cookie, session.id, {
      current_step_index: 1,
      completed_step_ids: [stew.steps[0]!.id],
    });
    const statements = recorded;
    recorded = undefined;
    expect(response.status, await response.clone().text()).toBe(200);
    expect(((await response.json()) as CookingSession).completed_step_ids).toEqual([
      stew.steps[0]!.id,
    ]);
    // PostgreSQL: begin and commit are statements Drizzle sends on the connection it checked out
    // for the transaction; PGlite has one connection and opens its transactions itself.
    const work = ['select', 'select', 'update'];
    expect(statements).toEqual(
      suite.database.kind === 'postgres' ? ['begin', ...work, 'commit'] : work,
    );
  });

  it('finishes a plausible cook as counted, and a second finish answers the same, counted once', async () => {
    const session = await start(owner.cookie, stew);
    await doAllSteps(session, stew);
    advance(60 * 60); // an hour for a 45-minute recipe
    const first = await finish(owner.cookie, session.id);
    expect(first.status).toBe(200);
    const answer = (await first.json()) as CookingFinish;
    expect(answer).toMatchObject({
      session: {
        id: session.id,
        status: 'finished',
        finished_at: time.current().toISOString(),
        duration_s: 3600,
        efficiency: 75,
        counted: true,
      },
      // A counted cook below 90% efficiency earns 20; the member's first unlocks first_recipe.
      xp_awarded: 20,
    });
    expect(answer.unlocked).toContainEqual({
      kind: 'achievement',
      id: 'first_recipe',
      name: 'First Recipe',
      xp: 50,
    });
    advance(600);
    const again = await finish(owner.cookie, session.id);
    expect(again.status).toBe(200);
    // The same session and the XP the ledger holds for it; nothing is unlocked a second time.
    expect(await again.json()).toEqual({ ...answer, unlocked: [] });
    expect(await ledgerRows(session.id)).toEqual([{ kind: 'cook', xp: 20 }]);
    expect(await current(owner.cookie)).toBeNull();
    expect((await patch(owner.cookie, session.id, { current_step_index: 0 })).status).toBe(409);
  });

  it('twenty finishes at once change the session once and all get the same answer', async () => {
    const session = await start(owner.cookie, stew);
    await doAllSteps(session, stew);
    advance(45 * 60);
    time.tickSeconds = 1;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => finish(owner.cookie, session.id)),
    ).finally(() => {
      time.tickSeconds = 0;
    });
    const bodies = await Promise.all(
      responses.map(async (r) => {
        expect(r.status).toBe(200);
        return (await r.json()) as CookingFinish;
      }),
    );
    for (const body of bodies)
      expect({ ...body, unlocked: [] }).toEqual({ ...bodies[0]!, unlocked: [] });
    // At 100% efficiency the cook earns 30, once: one request recorded it, the others read it.
    expect(bodies[0]).toMatchObject({ xp_awarded: 30 });
    expect(bodies.filter((b) => b.unlocked.length > 0).length).toBeLessThanOrEqual(1);
    expect(await ledgerRows(session.id)).toEqual([{ kind: 'cook', xp: 30 }]);
    expect(bodies[0]!.session).toMatchObject({ counted: true, efficiency: 100 });
    // The clock moves a second on each reading, and whichever request takes the row first is timed:
    // 45 minutes plus at most one second per racing request before it.
    expect(bodies[0]!.session.duration_s).toBeGreaterThanOrEqual(2700);
    expect(bodies[0]!.session.duration_s).toBeLessThan(2700 + 20);
    const counted = await suite.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from cooking_sessions where id = ${session.id} and counted`,
    );
    expect(counted.rows[0]!.n).toBe(1);
  });

  it('does not count a 20-second finish of a 45-minute recipe', async () => {
    const session = await start(owner.cookie, stew);
    await doAllSteps(session, stew);
    advance(20);
    const answer = (await (await finish(owner.cookie, session.id)).json()) as CookingFinish;
    expect(answer.session).toMatchObject({
      status: 'finished',
      duration_s: 20,
      counted: false,
      efficiency: 100,
    });
    // Not counted: no XP and no ledger row.
    expect(answer).toMatchObject({ xp_awarded: 0, unlocked: [] });
    expect(await ledgerRows(session.id)).toEqual([]);
  });

  it('does not count a finish with steps left undone', async () => {
    const session = await start(owner.cookie, stew);
    await patch(owner.cookie, session.id, { completed_step_ids: [stew.steps[0]!.id] });
    advance(45 * 60);
    const answer = (await (await finish(owner.cookie, session.id)).json()) as CookingFinish;
    expect(answer.session).toMatchObject({ status: 'finished', counted: false, efficiency: 100 });
  });

  it('without a planned time: the steps’ own times, else a one-minute minimum and no efficiency', async () => {
    const client = recipeClient(suite.app, owner.cookie);
    const timedSteps = await client.create(
      recipeBody({
        prep_time: 0,
        cook_time: 0,
        steps: [
          { instruction: 'Boil.', time_required: 8 },
          { instruction: 'Rest.', time_required: 2 },
        ],
      }),
    );
    let session = await start(owner.cookie, timedSteps);
    await doAllSteps(session, timedSteps);
    advance(20 * 60); // 10 planned minutes, 20 taken
    expect(
      ((await (await finish(owner.cookie, session.id)).json()) as CookingFinish).session,
    ).toMatchObject({ counted: true, efficiency: 50 });

    const untimed = await client.create(recipeBody({ prep_time: 0, cook_time: 0 }));
    session = await start(owner.cookie, untimed);
    await doAllSteps(session, untimed);
    advance(59);
    expect(
      ((await (await finish(owner.cookie, session.id)).json()) as CookingFinish).session,
    ).toMatchObject({ counted: false, efficiency: null });
    session = await start(owner.cookie, untimed);
    await doAllSteps(session, untimed);
    advance(60);
    expect(
      ((await (await finish(owner.cookie, session.id)).json()) as CookingFinish).session,
    ).toMatchObject({ counted: true, efficiency: null });
  });

  it('stops a session (204): nothing active, not finishable, a second stop changes nothing', async () => {
    const session = await start(owner.cookie, stew);
    const stop = () => send(owner.cookie, 'DELETE', `/api/cooking/sessions/${session.id}`);
    expect((await stop()).status).toBe(204);
    expect(await current(owner.cookie)).toBeNull();
    expect((await rowsOf(session.id))[0]).toMatchObject({ status: 'stopped', counted: false });
    expect((await finish(owner.cookie, session.id)).status).toBe(409);
    expect((await stop()).status).toBe(204);
    expect((await send(owner.cookie, 'DELETE', '/api/cooking/sessions/nope')).status).toBe(404);
  });
});
