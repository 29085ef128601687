// `npm run bench -- nutrition`: the nutrition engine and the food reference.
// 1. In process: median and p95 time to estimate a 15-ingredient recipe from lines (read, match,
//    weigh, add up), on the index built once from the committed SR21 table. Target: median ≤ 2 ms.
// 2. First start: the cost of filling food_nutrition_reference (7.4k foods) on a new embedded
//    database, and of reading and indexing it for the engine.
// 3. Through the HTTP app (app.request: routing, validation, SQL, JSON): p50/p95 of
//    GET /api/foods/search over terms drawn from the whole table. Target: p95 ≤ 10 ms (PGlite; also
//    PostgreSQL when one answers at BENCH_DATABASE_URL / TEST_DATABASE_URL).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildFoodIndex, estimateNutrition, type Food } from '@mise/core';
import { createApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import { readFoodTable } from '../apps/server/src/db/seed/food-table.js';
import { seedFoods } from '../apps/server/src/modules/nutrition/foods.seed.js';

const ESTIMATE_TARGET_MS = 2;
const SEARCH_TARGET_P95_MS = 10;
const ESTIMATE_ROUNDS = 2000;
const SEARCH_ROUNDS = 600;
const origin = 'http://localhost:3000';

const RECIPE = [
  '2 1/2 cups all-purpose flour, sifted',
  '1 (14 oz) can diced tomatoes',
  '3 cloves garlic, minced',
  'salt to taste',
  '2 large eggs',
  '1 cup milk',
  '2 tbsp olive oil',
  '1 onion, chopped',
  '1 lb ground beef',
  '1 cup shredded cheddar cheese',
  '2 carrots, peeled and diced',
  '1 tsp ground cumin',
  '1/2 tsp black pepper',
  '2 cups chicken broth',
  '4 scallions, sliced',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function timeIt(rounds: number, run: (round: number) => void) {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    run(round);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Terms from across the table: each food's first word, a two-word phrase, and short prefixes. */
function searchTerms(foods: readonly Food[]): string[] {
  const terms: string[] = [];
  for (let i = 0; i < foods.length; i += Math.floor(foods.length / 200)) {
    const words = foods[i]!.name.toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 2);
    if (words[0]) terms.push(words[0]);
    if (words[1]) terms.push(`${words[0]} ${words[1]}`);
    if (words[0]) terms.push(words[0].slice(0, 3));
  }
  terms.push('egg', 'chicken breast', 'flour', 'milk', 'olive oil', 'a', 'to', 'xyz', 'cheese');
  return terms;
}

async function searchBench(label: string, database: Database, terms: string[]) {
  const config = {
    ...loadConfig({
      DATA_DIR: path.join(tmpdir(), 'mise-bench'),
      AUTH_SECRET: 'b'.repeat(40),
      LOG_LEVEL: 'silent',
      PUBLIC_URL: origin,
    }),
  };
  const { app, services } = createApp({ config, database });
  const indexStarted = performance.now();
  await services.nutrition.warm();
  const indexMs = performance.now() - indexStarted;
  const get = (term: string) =>
    app.request(`${origin}/api/foods/search?q=${encodeURIComponent(term)}&limit=5`, {
      headers: { origin },
    });
  for (let i = 0; i < 30; i++) await (await get(terms[i % terms.length]!)).arrayBuffer();
  const times: number[] = [];
  for (let round = 0; round < SEARCH_ROUNDS; round++) {
    const term = terms[round % terms.length]!;
    const started = performance.now();
    const response = await get(term);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`search ${term}: status ${response.status}`);
  }
  times.sort((a, b) => a - b);
  const result = { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
  console.log(
    `  ${label.padEnd(9)} food search, ${terms.length} terms over the table   p50 ${result.p50.toFixed(1).padStart(5)} ms   p95 ${result.p95.toFixed(1).padStart(5)} ms   max ${result.max.toFixed(1)} ms  (${result.p95 <= SEARCH_TARGET_P95_MS ? 'ok' : 'over target'})`,
  );
  console.log(
    `  ${label.padEnd(9)} reading + indexing the reference for the engine: ${indexMs.toFixed(0)} ms`,
  );
  return result;
}

async function postgresDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
} | null> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `mise_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function main() {
  // 1. The engine in process.
  const readStarted = performance.now();
  const foods = readFoodTable();
  const readMs = performance.now() - readStarted;
  const indexStarted = performance.now();
  const index = buildFoodIndex(foods);
  const indexMs = performance.now() - indexStarted;
  console.log(
    `  engine: ${foods.length} foods read in ${readMs.toFixed(0)} ms, indexed in ${indexMs.toFixed(0)} ms`,
  );
  const sample = estimateNutrition(index, { servings: 6, ingredients: RECIPE });
  const weighed = sample.ingredients.filter((i) => (i.grams ?? 0) > 0).length;
  for (let i = 0; i < 200; i++) estimateNutrition(index, { servings: 6, ingredients: RECIPE });
  const estimate = timeIt(ESTIMATE_ROUNDS, () =>
    estimateNutrition(index, { servings: 6, ingredients: RECIPE }),
  );
  const estimateOk = estimate.p50 <= ESTIMATE_TARGET_MS;
  console.log(
    `  engine: estimate of a ${RECIPE.length}-ingredient recipe (${weighed} weighed, ${sample.unmatched.length} reported)   median ${estimate.p50.toFixed(3)} ms   p95 ${estimate.p95.toFixed(3)} ms  (${estimateOk ? 'ok' : 'over target'})`,
  );

  // 2. First start: filling the reference on a new embedded database (file-backed, as npm start).
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mise-bench-foods-'));
  let searchOk: boolean;
  try {
    const pglite = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    try {
      await pglite.migrate();
      const seedStarted = performance.now();
      await seedFoods(pglite.db);
      console.log(
        `  pglite    first start: filling food_nutrition_reference (${foods.length} foods) took ${(performance.now() - seedStarted).toFixed(0)} ms`,
      );
      const terms = searchTerms(foods);
      // 3. Search through the app.
      searchOk = (await searchBench('pglite', pglite, terms)).p95 <= SEARCH_TARGET_P95_MS;
      const postgres = await postgresDatabase();
      if (postgres) {
        try {
          await postgres.database.migrate();
          const seedStarted = performance.now();
          await seedFoods(postgres.database.db);
          console.log(
            `  postgres  filling food_nutrition_reference took ${(performance.now() - seedStarted).toFixed(0)} ms`,
          );
          await searchBench('postgres', postgres.database, terms);
        } finally {
          await postgres.drop();
        }
      }
    } finally {
      await pglite.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `  targets: estimate median ≤ ${ESTIMATE_TARGET_MS} ms — ${estimateOk ? 'PASS' : 'FAIL'}; food search p95 ≤ ${SEARCH_TARGET_P95_MS} ms (PGlite) — ${searchOk ? 'PASS' : 'FAIL'}`,
  );
  process.exitCode = estimateOk && searchOk ? 0 : 1;
}

await main();
