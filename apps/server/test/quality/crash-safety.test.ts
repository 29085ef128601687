import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { createTestDatabase } from '../test-database.js';
import { startServer, type ServerProcess } from './server-process.js';

/**
 * Kills the real server with SIGKILL again and again while clients create and delete recipes, then
 * proves the database holds no partial recipe: every recipe has exactly the ingredients and steps it
 * was created with (their counts are written into its title), and no ingredient or step has lost its
 * recipe. Runs on the embedded database (PGlite pass) and on PostgreSQL (PostgreSQL pass).
 */
const ROUNDS = 5;
const CLIENTS = 6;
const onPostgres = process.env.MISE_TEST_DATABASE === 'postgres';

describe(`crash safety on ${onPostgres ? 'PostgreSQL' : 'the embedded database'}`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mise-crash-'));
  let postgres: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  const running = new Set<ServerProcess>();
  afterAll(async () => {
    running.forEach((server) => server.child.kill('SIGKILL'));
    await postgres?.close();
  });

  async function serverEnv(): Promise<Record<string, string>> {
    if (!onPostgres) return { DATA_DIR: dataDir };
    // A database of its own, migrated by the server itself on first start.
    postgres ??= await createTestDatabase();
    return { DATA_DIR: dataDir, DATABASE_URL: postgres.url! };
  }

  /** Creates whose request the kill cut off: proof that kills landed mid-write. */
  let interruptedCreates = 0;

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
        interruptedCreates += 1;
        return; // the server died under us: exactly what this test is about
      }
    }
  }

  it('leaves no partial recipe after repeated SIGKILLs mid-write', async () => {
    const env = await serverEnv();
    let cookie = '';
    let writesSeen = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const server = await startServer(env);
      running.add(server);
      await server.ready();
      if (round === 0) {
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
        cookie = signUp.headers.getSetCookie()[0]!.split(';')[0]!;
      }
      const stop = { now: false };
      const clients = Array.from({ length: CLIENTS }, () => writeUntilKilled(server, cookie, stop));
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 700));
      server.child.kill('SIGKILL');
      stop.now = true;
      await server.exited;
      running.delete(server);
      await Promise.all(clients);
      writesSeen += 1;
    }
    expect(writesSeen).toBe(ROUNDS);
    expect(interruptedCreates).toBeGreaterThan(0);

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
    } finally {
      await database.close();
    }
  }, 180_000);
});
