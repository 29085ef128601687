// `npm run bench -- recipes`: 100,000 recipes (8 ingredients and 6 steps each) in PostgreSQL and in
// PGlite, then p50/p95 of the calls the browse and detail screens make, through the real HTTP app
// (app.request: routing, validation, session lookup, SQL, JSON) in this process.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import { encodeCursor } from '../apps/server/src/modules/cursor.js';
import { seedBenchRecipes } from './seed-recipes.js';
import { BENCH_ORIGIN, benchApp, signUp } from './bench-app.js';

const RECIPES = Number(process.env.BENCH_RECIPES ?? 100_000);
const TARGET_P95_MS = 25;
const ROUNDS = 200;
const origin = BENCH_ORIGIN;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(name: string, request: (round: number) => Response | Promise<Response>) {
  for (let i = 0; i < 20; i++) await (await request(i)).arrayBuffer(); // warm-up
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const response = await request(round);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${name}: status ${response.status}`);
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function benchOn(label: string, database: Database) {
  const seedStarted = performance.now();
  await database.migrate();
  await seedBenchRecipes(database, RECIPES);
  console.log(
    `  ${label}: seeded ${RECIPES.toLocaleString('en')} recipes in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const { app } = benchApp(database);
  const cookie = await signUp(app, { email: 'bench-reader@example.com', username: 'bench_reader' });
  const get = (path: string) => app.request(`${origin}${path}`, { headers: { cookie } });

  const ids = (
    await database.db.execute<{ id: string }>(
      sql`select id from recipes where is_public order by random() limit 200`,
    )
  ).rows.map((r) => r.id);
  const deep = (
    await database.db.execute<{ id: string; created_at: string }>(
      sql`select id, created_at::text as created_at from recipes order by created_at desc, id desc offset ${Math.floor(RECIPES / 2)} limit 1`,
    )
  ).rows[0]!;
  const deepCursor = encodeCursor(deep);
  const terms = [
    'Mushroom Risotto',
    'zesty',
    'Chickpea Tacos',
    'Golden Egg',
    'Salmon Bowl 4',
    'creamy tofu',
  ];

  const results = [
    await measure('first list page (20, member)', () => get('/api/recipes?limit=20')),
    await measure('deep cursor page (20, ~50%)', () =>
      get(`/api/recipes?limit=20&cursor=${deepCursor}`),
    ),
    await measure('title search (10)', (round) =>
      get(`/api/recipes/search?q=${encodeURIComponent(terms[round % terms.length]!)}`),
    ),
    await measure('recipe read', (round) => get(`/api/recipes/${ids[round % ids.length]}`)),
  ];
  for (const r of results) {
    const verdict = r.p95 <= TARGET_P95_MS ? 'ok' : 'over target';
    console.log(
      `  ${label.padEnd(9)} ${r.name.padEnd(30)} p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms  (${verdict})`,
    );
  }
  return results;
}

async function main() {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `mise_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  let ok: boolean;
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const postgres = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      const results = await benchOn('postgres', postgres);
      ok = results.every((r) => r.p95 <= TARGET_P95_MS);
    } finally {
      await postgres.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  const pglite = await openDatabase({ kind: 'pglite', dataDir: undefined });
  try {
    await benchOn('pglite', pglite);
  } finally {
    await pglite.close();
  }
  console.log(
    `  target: every p95 ≤ ${TARGET_P95_MS} ms on PostgreSQL at ${RECIPES.toLocaleString('en')} recipes — ${ok ? 'PASS' : 'FAIL'}`,
  );
  process.exitCode = ok ? 0 : 1;
}

await main();
