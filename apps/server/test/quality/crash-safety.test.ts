import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { FAKE_AI_KEY, startFakeChat, type FakeChat } from '../fakes/chat-completions.js';
import { createTestDatabase } from '../test-database.js';
import { startServer, type ServerProcess } from './server-process.js';

/**
 * Kills the real server with SIGKILL again and again while clients write, then proves every
 * multi-row write was all or nothing:
 * - recipes: every recipe has exactly the ingredients and steps it was created with (their counts
 *   are in its title), and no ingredient or step has lost its recipe;
 * - a diary copy (a day of three entries onto a new day each time): every day holds all three or none;
 * - a grocery merge (a recipe's two lines added again and again): both lines grew by the same number
 *   of additions;
 * - an award with its action: the member's XP total is the sum of their ledger;
 * - a credit spend with its call (an AI estimate from a fake provider): the balance is the sum of the
 *   credit ledger.
 * Runs on the embedded database (PGlite pass) and on PostgreSQL (PostgreSQL pass).
 */
const ROUNDS = 5;
/** Recipe writers; beside them one diary copier, one grocery adder and one paid AI estimate. */
const RECIPE_CLIENTS = 4;
/** The diary day the copies are made from, and its entries. */
const SOURCE_DAY = '2026-01-01';
const SOURCE_ENTRIES = 3;
/** The grocery recipe's two lines, in grams: each addition adds exactly these. */
const FLOUR_G = 100;
const SUGAR_G = 30;
const onPostgres = process.env.MISE_TEST_DATABASE === 'postgres';

describe(`crash safety on ${onPostgres ? 'PostgreSQL' : 'the embedded database'}`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mise-crash-'));
  let postgres: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let fakeAi: FakeChat | undefined;
  const running = new Set<ServerProcess>();
  afterAll(async () => {
    running.forEach((server) => server.child.kill('SIGKILL'));
    await postgres?.close();
    await fakeAi?.close();
  });

  async function serverEnv(): Promise<Record<string, string>> {
    fakeAi ??= await startFakeChat({ apiKey: FAKE_AI_KEY });
    const env = {
      DATA_DIR: dataDir,
      AI_API_KEY: FAKE_AI_KEY,
      AI_BASE_URL: fakeAi.baseUrl,
      // Enough for every estimate the rounds can make: a refused spend (402) writes nothing.
      AI_CREDITS_PER_MONTH: '100000',
    };
    if (!onPostgres) return env;
    // A database of its own, migrated by the server itself on first start.
    postgres ??= await createTestDatabase();
    return { ...env, DATABASE_URL: postgres.url! };
  }

  /** Requests the kill cut off, by kind: proof that kills landed mid-write. */
  const interrupted = { recipe: 0, other: 0 };
  let nextCopyDay = 0;

  /** Sends `request` again and again until the server dies under it; counts the answers. */
  async function repeatUntilKilled(
    stop: { now: boolean },
    answered: { count: number },
    request: () => Promise<Response>,
  ) {
    while (!stop.now) {
      try {
        await (await request()).arrayBuffer();
        answered.count += 1;
      } catch {
        interrupted.other += 1;
        return;
      }
    }
  }

  async function writeUntilKilled(server: ServerProcess, cookie: string, stop: { now: boolean }) {
    const created: string[] = [];
    while (!stop.now) {
      const ingredients = 1 + Math.floor(Math.random() * 8);
      const steps = 1 + Math.floor(Math.random() * 6);
      try {
        if (created.length > 0 && Math.random() < 0.3) {
          const id = created.splice(Math.floor(Math.random() * created.length), 1)[0]!;
          await fetch(`${server.origin}/api/recipes/${id}`, {
            method: 'DELETE',
            headers: { cookie, origin: server.origin },
          });
          continue;
        }
        const response = await fetch(`${server.origin}/api/recipes`, {
          signal: AbortSignal.timeout(10_000),
          method: 'POST',
          headers: { cookie, origin: server.origin, 'content-type': 'application/json' },
          body: JSON.stringify({
            title: `crash i=${ingredients} s=${steps}`,
            ingredients: Array.from({ length: ingredients }, (_, n) => ({
              name: `ingredient ${n}`,
              quantity: '1',
              unit: 'cup',
            })),
            steps: Array.from({ length: steps }, (_, n) => ({ instruction: `step ${n}` })),
          }),
        });
        if (response.status === 201) created.push(((await response.json()) as { id: string }).id);
      } catch {
        interrupted.recipe += 1;
        return; // the server died under us: exactly what this test is about
      }
    }
  }

  /** The member's set-up, on the first server: the diary day to copy and the grocery recipe. */
  async function setUp(server: ServerProcess): Promise<{ cookie: string; groceryRecipe: string }> {
    const signUp = await fetch(`${server.origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: server.origin, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'crash@example.com',
        password: 'crash test dummy',
        username: 'crash_dummy',
      }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers.getSetCookie()[0]!.split(';')[0]!;
    const post = (path: string, body: unknown) =>
      fetch(`${server.origin}${path}`, {
        method: 'POST',
        headers: { cookie, origin: server.origin, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    for (let n = 0; n < SOURCE_ENTRIES; n++) {
      const logged = await post('/api/diary', {
        date: SOURCE_DAY,
        meal_type: 'lunch',
        food_name: `crash food ${n}`,
        calories: 100 + n,
      });
      expect(logged.status).toBe(201);
    }
    const recipe = await post('/api/recipes', {
      title: 'Groceries for the crash test',
      servings: 4,
      ingredients: [
        { name: 'crash flour', quantity: String(FLOUR_G), unit: 'g' },
        { name: 'crash sugar', quantity: String(SUGAR_G), unit: 'g' },
      ],
      steps: [{ instruction: 'Mix.' }],
    });
    expect(recipe.status).toBe(201);
    return { cookie, groceryRecipe: ((await recipe.json()) as { id: string }).id };
  }

  /** The other multi-row writers: a diary copy, a grocery merge, a paid AI estimate. */
  function otherWriters(
    server: ServerProcess,
    cookie: string,
    groceryRecipe: string,
    stop: { now: boolean },
  ) {
    const post = (path: string, body: unknown) =>
      fetch(`${server.origin}${path}`, {
        signal: AbortSignal.timeout(10_000),
        method: 'POST',
        headers: { cookie, origin: server.origin, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const day = (offset: number) =>
      new Date(Date.UTC(2026, 1, 1) + offset * 86_400_000).toISOString().slice(0, 10);
    const answered = [{ count: 0 }, { count: 0 }, { count: 0 }];
    const writers = [
      repeatUntilKilled(stop, answered[0]!, () =>
        post('/api/diary/copy', { from_date: SOURCE_DAY, to_date: day(nextCopyDay++) }),
      ),
      repeatUntilKilled(stop, answered[1]!, () =>
        post('/api/grocery-list/from-recipes', {
          recipes: [{ recipe_id: groceryRecipe, servings: 4 }],
        }),
      ),
      repeatUntilKilled(stop, answered[2]!, () =>
        post('/api/nutrition/estimate', {
          source: 'ai',
          ingredients: [{ name: 'crash oats', quantity: '1', unit: 'cup' }],
        }),
      ),
    ];
    /** Resolves once each writer has had an answer this round (or after 5 s): a slow one still gets its turn. */
    const eachAnswered = async () => {
      const deadline = Date.now() + 5_000;
      while (answered.some((a) => a.count === 0) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
    };
    return { writers, eachAnswered };
  }

  it('leaves no partial write after repeated SIGKILLs mid-write', async () => {
    const env = await serverEnv();
    let cookie = '';
    let groceryRecipe = '';
    let writesSeen = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const server = await startServer(env);
      running.add(server);
      await server.ready();
      if (round === 0) ({ cookie, groceryRecipe } = await setUp(server));
      const stop = { now: false };
      const others = otherWriters(server, cookie, groceryRecipe, stop);
      const clients = [
        ...Array.from({ length: RECIPE_CLIENTS }, () => writeUntilKilled(server, cookie, stop)),
        ...others.writers,
      ];
      // Every kind of write has gone through at least once this round; then the kill, at a random
      // moment, lands in the middle of whichever writes are under way.
      await others.eachAnswered();
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 700));
      server.child.kill('SIGKILL');
      stop.now = true;
      await server.exited;
      running.delete(server);
      await Promise.all(clients);
      writesSeen += 1;
    }
    expect(writesSeen).toBe(ROUNDS);
    expect(interrupted.recipe, 'recipe writes cut off by a kill').toBeGreaterThan(0);
    expect(interrupted.other, 'other writes cut off by a kill').toBeGreaterThan(0);
    // The other writers did write: copies made and paid calls answered before the kills.
    expect(fakeAi!.requests.length, 'paid calls made').toBeGreaterThan(0);

    // The server comes back healthy on the same data after the last kill.
    const survivor = await startServer(env);
    running.add(survivor);
    await survivor.ready();
    survivor.child.kill('SIGTERM');
    expect(await survivor.exited).toBe(0);
    running.delete(survivor);

    const database: Database = onPostgres
      ? await openDatabase({ kind: 'postgres', url: postgres!.url!, maxConnections: 1 })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    try {
      const db = database.db;
      const recipes = await db.execute<{ title: string; ingredients: number; steps: number }>(sql`
        select r.title,
          (select count(*)::int from recipe_ingredients i where i.recipe_id = r.id) as ingredients,
          (select count(*)::int from recipe_steps s where s.recipe_id = r.id) as steps
        from recipes r where r.title like 'crash %'`);
      expect(recipes.rows.length).toBeGreaterThan(0);
      for (const recipe of recipes.rows) {
        const [, ingredients, steps] = /^crash i=(\d+) s=(\d+)$/.exec(recipe.title)!.map(Number);
        expect({
          title: recipe.title,
          ingredients: recipe.ingredients,
          steps: recipe.steps,
        }).toEqual({
          title: recipe.title,
          ingredients,
          steps,
        });
      }
      const orphans = await db.execute<{ n: number }>(sql`
        select (select count(*)::int from recipe_ingredients i where not exists (select 1 from recipes r where r.id = i.recipe_id))
             + (select count(*)::int from recipe_steps s where not exists (select 1 from recipes r where r.id = s.recipe_id)) as n`);
      expect(orphans.rows).toEqual([{ n: 0 }]);

      // A diary copy is all or nothing: every copied day holds all of the source day or none.
      const days = await db.execute<{ date: string; n: number }>(sql`
        select d.date::text as date, count(*)::int as n from diary_entries d
        where d.date <> ${SOURCE_DAY}::date group by d.date`);
      expect(days.rows.length, 'days copied before a kill').toBeGreaterThan(0);
      for (const day of days.rows) expect(day).toEqual({ date: day.date, n: SOURCE_ENTRIES });

      // A grocery merge is all or nothing: both of the recipe's lines grew by the same additions.
      const lines = await db.execute<{ name: string; grams: number }>(sql`
        select name, sum(amount * case unit when 'kg' then 1000 when 'g' then 1 end)::float8 as grams
        from grocery_items where name in ('crash flour', 'crash sugar') group by name`);
      const grams = Object.fromEntries(lines.rows.map((l) => [l.name, Number(l.grams)]));
      const additions = (grams['crash flour'] ?? 0) / FLOUR_G;
      expect(additions, 'grocery additions before a kill').toBeGreaterThan(0);
      expect(Number.isInteger(additions)).toBe(true);
      expect(grams['crash sugar']).toBe(additions * SUGAR_G);

      // An award is written with its action: the XP total is the sum of the member's ledger.
      const xp = await db.execute<{ total: number; ledger: number }>(sql`
        select p.total_xp as total, (select coalesce(sum(a.xp), 0)::int from progress_actions a
          where a.user_id = p.user_id) as ledger
        from user_progress p`);
      expect(xp.rows.length).toBe(1);
      expect(xp.rows[0]!.total).toBe(xp.rows[0]!.ledger);

      // A credit spend is written with its ledger row: the balance is the sum of the ledger.
      const credits = await db.execute<{ balance: number; ledger: number; spends: number }>(sql`
        select c.balance, (select coalesce(sum(l.delta), 0)::int from credit_ledger l
          where l.user_id = c.user_id) as ledger,
          (select count(*)::int from credit_ledger l
            where l.user_id = c.user_id and l.delta < 0) as spends
        from credit_accounts c`);
      expect(credits.rows.length).toBe(1);
      expect(credits.rows[0]!.balance).toBe(credits.rows[0]!.ledger);
      expect(credits.rows[0]!.spends, 'paid estimates before a kill').toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 180_000);
});
