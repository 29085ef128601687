// `npm run bench -- load`: two mixes from 100 concurrent clients for 60 s each (after 10 s of
// warm-up) against the built server (with `npm start`'s Node flags) on PostgreSQL with 100,000 recipes, each compared with the raw
// `pg` driver running the same SQL at the same concurrency, as the ceiling our API is measured against.
// - recipes: browse 60%, read 25%, search 10%, create 5%, by one member; the ceiling runs the list
//   and read statements.
// - member day (load-member-day.ts): 2,000 signed-in members with a year of food diary each browse,
//   read, read and add to the diary, read the weekly summary and progress, add to and check off the
//   grocery list, save to a cookbook and move through a cooking session; the ceiling replays the
//   statements those very requests run.
// Targets for each: 0 errors, p99 ≤ 250 ms, API ≥ 0.5 × the raw driver. BENCH_MIX=recipes or
// BENCH_MIX=member-day runs one mix only. Sizes: BENCH_RECIPES, BENCH_MEMBERS, BENCH_DIARY_ENTRIES
// (a member's entries a day), BENCH_DURATION (the measured seconds). Diagnostics: BENCH_PROF=1
// writes the server's CPU profile to /tmp/prof (or BENCH_PROF_DIR), BENCH_GC=1 prints its garbage collections.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { defaultPoolSize } from '../apps/server/src/config.js';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import { createRecipesRepository } from '../apps/server/src/modules/recipes/recipes.repository.js';
import { pick, runMix, waitHealthy, type MixResult } from './load-shared.js';
import {
  memberDayRequest,
  newAuthSecret,
  pickKind,
  recordStatements,
  replayStatements,
  seedMembers,
} from './load-member-day.js';
import { seedBenchRecipes } from './seed-recipes.js';
import { freePort } from '../scripts/free-port.mjs';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

const RECIPES = Number(process.env.BENCH_RECIPES ?? 100_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2_000);
const DIARY_ENTRIES_PER_DAY = Number(process.env.BENCH_DIARY_ENTRIES ?? 2);
const MIX = process.env.BENCH_MIX ?? 'all';
if (!['all', 'recipes', 'member-day'].includes(MIX))
  throw new Error(`BENCH_MIX: recipes, member-day or unset (both), not ${MIX}`);
const CONNECTIONS = 100;
/** The server's pool size (DATABASE_POOL_SIZE or its default); the raw-driver ceiling uses the same. */
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? defaultPoolSize());
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const WARMUP_S = 10;
const RAW_DURATION_S = Math.max(10, Math.round(DURATION_S / 3));
/** Requests of each kind recorded for the member-day ceiling, each by a different member. */
const RECORDED_PER_KIND = 20;
/** How long the server trusts a session it confirmed (recent-sessions.ts, `ttlMs`). */
const SESSION_TTL_S = 15;
const root = path.resolve(import.meta.dirname, '..');

interface Verdict {
  mix: string;
  api: MixResult;
  ratio: number;
}

const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function recipeMix(
  database: Database,
  databaseUrl: string,
  origin: string,
  serverPid: number,
  ids: string[],
): Promise<Verdict> {
  console.log(`  -- recipe mix (load average ${loadAverage()}) --`);
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      email: 'load@example.com',
      password: 'load test password',
      username: 'load_tester',
    }),
  });
  // Every cookie the browser would keep: the session and its signed cache.
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');

  const terms = ['mushroom', 'Zesty Tofu', 'chickpea', 'golden egg', 'salmon bowl', 'creamy'];
  const cuisines = ['', '', '', '&cuisine=Thai', '&complexity=easy', '&diet=vegan'];
  const createBody = {
    title: 'Load Test Lentil Soup',
    ingredients: Array.from({ length: 8 }, (_, i) => ({
      name: `ingredient ${i}`,
      quantity: '1',
      unit: 'cup',
    })),
    steps: Array.from({ length: 6 }, (_, i) => ({ instruction: `Step ${i}.` })),
  };
  const api = await runMix({
    label: 'recipes',
    origin,
    serverPid,
    connections: CONNECTIONS,
    warmupS: WARMUP_S,
    durationS: DURATION_S,
    next: () => {
      const roll = Math.random();
      if (roll < 0.6)
        return {
          kind: 'browse',
          cookie,
          method: 'GET',
          path: `/api/recipes?limit=20${pick(cuisines)}`,
        };
      if (roll < 0.85)
        return { kind: 'read', cookie, method: 'GET', path: `/api/recipes/${pick(ids)}` };
      if (roll < 0.95)
        return {
          kind: 'search',
          cookie,
          method: 'GET',
          path: `/api/recipes/search?q=${encodeURIComponent(pick(terms))}`,
        };
      return { kind: 'create', cookie, method: 'POST', path: '/api/recipes', body: createBody };
    },
  });

  // The ceiling: the same list and read SQL, issued straight through pg at the same concurrency.
  const repo = createRecipesRepository(database.db);
  const reader = 'load-reader';
  // Named prepared statements, exactly as the server's repository prepares them.
  const list = repo.describeList({ viewerId: reader, limit: 21 }, reader, 'summary');
  const read = (id: string) =>
    repo.describeList({ viewerId: reader, id, limit: 1 }, reader, 'whole');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  let rawQueries = 0;
  const deadline = Date.now() + RAW_DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < deadline) {
        await pool.query(Math.random() < 0.7 ? list : read(pick(ids)));
        rawQueries += 1;
      }
    }),
  );
  await pool.end();
  const rawRps = rawQueries / RAW_DURATION_S;
  const ratio = api.rps / rawRps;
  console.log(
    `  raw pg (list 70% / read 30%): ${rawRps.toFixed(0)} queries/s over ${RAW_DURATION_S} s`,
  );
  console.log(`  API throughput / raw-driver ceiling: ${ratio.toFixed(2)} (target ≥ 0.5)`);
  return { mix: 'recipes', api, ratio };
}

async function memberDayMix(
  database: Database,
  databaseUrl: string,
  origin: string,
  serverPid: number,
  ids: string[],
  members: Awaited<ReturnType<typeof seedMembers>>,
  authSecret: string,
): Promise<Verdict> {
  console.log(`  -- member-day mix (load average ${loadAverage()}) --`);
  // Recorded before the load, while the data is as seeded, by members the load then uses too.
  const recorded = await recordStatements(database, authSecret, members, ids, RECORDED_PER_KIND);
  const api = await runMix({
    label: 'member day',
    origin,
    serverPid,
    connections: CONNECTIONS,
    warmupS: WARMUP_S,
    durationS: DURATION_S,
    next: () => memberDayRequest(pickKind(), members, ids),
  });
  const perKind = [...recorded.byKind]
    .map(
      ([kind, runs]) =>
        `${kind} ${(runs.reduce((n, r) => n + r.length, 0) / runs.length).toFixed(1)}`,
    )
    .join(', ');
  console.log(`  statements a request (recorded from the app): ${perKind}`);
  // The server confirms a member's session in the database when it has not in the last 15 s
  // (recent-sessions.ts): at this rate, that share of the requests carried a lookup.
  const lookupShare = Math.min(1, members.length / (SESSION_TTL_S * api.rps));
  const lookup = recorded.lookups[0]!.length;
  console.log(
    `  session lookups: ${lookup} statements, in ${(lookupShare * 100).toFixed(0)}% of the requests (${members.length.toLocaleString('en')} members, one each ${SESSION_TTL_S} s)`,
  );
  const raw = await replayStatements(databaseUrl, recorded, ids, {
    poolSize: POOL_SIZE,
    connections: CONNECTIONS,
    durationS: RAW_DURATION_S,
    lookupShare,
  });
  const ratio = api.rps / raw.rps;
  console.log(
    `  raw pg (the same statements, same mix): ${raw.rps.toFixed(0)} requests/s over ${RAW_DURATION_S} s ` +
      `(${raw.statementsPerRequest.toFixed(1)} statements each${raw.failed ? `, ${raw.failed} replays failed` : ''})`,
  );
  console.log(`  API throughput / raw-driver ceiling: ${ratio.toFixed(2)} (target ≥ 0.5)`);
  return { mix: 'member day', api, ratio };
}

async function main() {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `mise_load_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const authSecret = newAuthSecret();
  let server: ReturnType<typeof spawn> | undefined;
  let database: Database | undefined;
  try {
    database = await openDatabase({ kind: 'postgres', url: databaseUrl });
    await database.migrate();
    let started = performance.now();
    await seedBenchRecipes(database, RECIPES);
    const ids = (
      await database.db.execute<{ id: string }>(
        sql`select id from recipes where is_public order by random() limit 2000`,
      )
    ).rows.map((r) => r.id);
    console.log(
      `  seeded ${RECIPES.toLocaleString('en')} recipes in PostgreSQL in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const members =
      MIX === 'recipes'
        ? []
        : await (async () => {
            started = performance.now();
            const seeded = await seedMembers(database, {
              members: MEMBERS,
              entriesPerDay: DIARY_ENTRIES_PER_DAY,
              authSecret,
              recipeIds: ids,
            });
            console.log(
              `  seeded ${MEMBERS.toLocaleString('en')} members, each with a session, 365 days × ${DIARY_ENTRIES_PER_DAY} diary entries ` +
                `(${(MEMBERS * 365 * DIARY_ENTRIES_PER_DAY).toLocaleString('en')} rows), a cookbook, a cooking session and 10 grocery items, ` +
                `in ${((performance.now() - started) / 1000).toFixed(0)} s`,
            );
            return seeded;
          })();

    server = spawn(
      process.execPath,
      [
        ...(process.env.BENCH_PROF
          ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF_DIR ?? '/tmp/prof'}`]
          : []),
        ...(process.env.BENCH_GC ? ['--trace-gc'] : []),
        // As `npm start` runs it (package.json).
        ...SERVER_NODE_FLAGS,
        'scripts/start.mjs',
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          PUBLIC_URL: origin,
          DATABASE_URL: databaseUrl,
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mise-load-')),
          AUTH_SECRET: authSecret,
          LOG_LEVEL: 'error',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    await waitHealthy(origin);

    const verdicts: Verdict[] = [];
    if (MIX !== 'member-day')
      verdicts.push(await recipeMix(database, databaseUrl, origin, server.pid!, ids));
    if (MIX !== 'recipes')
      verdicts.push(
        await memberDayMix(database, databaseUrl, origin, server.pid!, ids, members, authSecret),
      );
    console.log(`  load average at the end: ${loadAverage()} (1, 5, 15 min)`);
    let ok = true;
    for (const { mix, api, ratio } of verdicts) {
      const met = api.errors === 0 && api.p99 <= 250 && ratio >= 0.5;
      ok &&= met;
      console.log(
        `  targets (${mix}): 0 errors (${api.errors}), p99 ≤ 250 ms (${api.p99.toFixed(0)}), ratio ≥ 0.5 (${ratio.toFixed(2)}) — ${met ? 'PASS' : 'FAIL'}`,
      );
    }
    process.exitCode = ok ? 0 : 1;
  } finally {
    server?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await database?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
