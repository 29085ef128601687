// `npm run bench -- ideas`: 100,000 recipes (8 ingredients each, drawn from 61 names a cook would
// write, staples among them) in PostgreSQL, then p50/p95 of POST /api/ideas for three common
// ingredients through the real HTTP app (app.request: routing, validation, session, SQL, JSON).
// Target (issue 16 §3): p95 ≤ 50 ms.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ideaTerms } from '@mise/core';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import { seedBenchRecipes } from './seed-recipes.js';
import { BENCH_ORIGIN, benchApp, signUp } from './bench-app.js';

const RECIPES = Number(process.env.BENCH_RECIPES ?? 100_000);
const TARGET_P95_MS = 50;
const ROUNDS = 200;
const origin = BENCH_ORIGIN;

/** Three common ingredients per call, as a cook would type them. */
const PANTRIES = [
  ['chicken', 'garlic', 'onion'],
  ['rice', 'tomatoes', 'spinach'],
  ['eggs', 'milk', 'flour'],
  ['potato', 'carrot', 'butter'],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function benchOn(database: Database, seed: boolean) {
  const seedStarted = performance.now();
  await database.migrate();
  if (seed) await seedBenchRecipes(database, RECIPES);
  console.log(
    `  postgres: ${seed ? 'seeded' : 'kept'} ${RECIPES.toLocaleString('en')} recipes in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  const { app } = benchApp(database);
  // A new member each run: a kept database still has the last run's.
  const member = `bench_ideas_${randomBytes(3).toString('hex')}`;
  const cookie = await signUp(app, { email: `${member}@example.com`, username: member });
  const ask = (ingredients: string[]) =>
    app.request(`${origin}/api/ideas`, {
      method: 'POST',
      headers: { cookie, origin, 'content-type': 'application/json' },
      body: JSON.stringify({ ingredients }),
    });

  // How much of the table each call ranks: the recipes with at least one of the three.
  for (const pantry of PANTRIES) {
    const answer = (await (await ask(pantry)).json()) as { items: Array<{ coverage: number }> };
    const candidates = await database.db.execute<{ n: number }>(sql`
      select count(distinct recipe_id)::int as n from recipe_ingredients
      where food_words && ${sql.param(ideaTerms(pantry).flat())}::text[]
        and not optional and not is_staple`);
    console.log(
      `  ${pantry.join(', ')}: ${answer.items.length} ideas, best coverage ${answer.items[0]?.coverage}; ~${candidates.rows[0]!.n.toLocaleString('en')} candidate recipes`,
    );
  }

  for (let i = 0; i < 20; i++) await (await ask(PANTRIES[i % PANTRIES.length]!)).arrayBuffer();
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const response = await ask(PANTRIES[round % PANTRIES.length]!);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`ideas: status ${response.status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function main() {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  // BENCH_KEEP_DB=<name> keeps the seeded database for the next run (seeding takes ~2 minutes).
  const kept = process.env.BENCH_KEEP_DB;
  if (kept !== undefined && !/^[a-z_][a-z0-9_]*$/.test(kept))
    throw new Error('BENCH_KEEP_DB: a plain name');
  const name = kept ?? `mise_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = kept
    ? (await admin.query('select 1 from pg_database where datname = $1', [kept])).rowCount === 1
    : false;
  if (!exists) await admin.query(`create database ${name}`);
  let ok: boolean;
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const postgres = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      const { p50, p95 } = await benchOn(postgres, !exists);
      ok = p95 <= TARGET_P95_MS;
      console.log(
        `  postgres  POST /api/ideas (3 ingredients)   p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms  (${ok ? 'ok' : 'over target'})`,
      );
    } finally {
      await postgres.close();
    }
  } finally {
    if (!kept) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  console.log(
    `  target: p95 ≤ ${TARGET_P95_MS} ms on PostgreSQL at ${RECIPES.toLocaleString('en')} recipes — ${ok ? 'PASS' : 'FAIL'}`,
  );
  process.exitCode = ok ? 0 : 1;
}

await main();
