// `npm run bench -- load`: a mixed workload (browse 60%, read 25%, search 10%, create 5%) from 100
// concurrent clients for 60 s (after 10 s of warm-up) against the built server on PostgreSQL with
// 100,000 recipes; then the
// same list and read SQL straight through `pg` at the same concurrency, as the ceiling our API is
// measured against. Diagnostics: BENCH_PROF=1 writes the server's CPU profile to /tmp/prof,
// BENCH_GC=1 prints its garbage collections, BENCH_DURATION=30 shortens the measured run.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { defaultPoolSize } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { createRecipesRepository } from '../apps/server/src/modules/recipes/recipes.repository.js';
import { seedBenchRecipes } from './seed-recipes.js';
import { freePort } from '../scripts/free-port.mjs';

const RECIPES = Number(process.env.BENCH_RECIPES ?? 100_000);
const CONNECTIONS = 100;
/** The server's pool size (DATABASE_POOL_SIZE or its default); the raw-driver ceiling uses the same. */
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? defaultPoolSize());
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const WARMUP_S = 10;
const RAW_DURATION_S = Math.max(10, Math.round(DURATION_S / 3));
const root = path.resolve(import.meta.dirname, '..');

/**
 * CPU seconds used so far by a process (Linux /proc; 0 elsewhere or when it is gone), with those of
 * its children that have ended when asked.
 */
function cpuSeconds(pid: number, withEndedChildren = false): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime, stime, then cutime, cstime: clock ticks
    const ticks = fields.slice(11, withEndedChildren ? 15 : 13).map(Number);
    return ticks.reduce((sum, t) => sum + t, 0) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds of every PostgreSQL process on this machine (the bench's database is local), counting
 * the backends that have ended (the postmaster collects their time), so a closed connection does not
 * take its CPU out of the total.
 */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += cpuSeconds(Number(entry), true);
    } catch {
      // gone
    }
  }
  return total;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function waitHealthy(origin: string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
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
  let server: ReturnType<typeof spawn> | undefined;
  try {
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
    await database.migrate();
    await seedBenchRecipes(database, RECIPES);
    const ids = (
      await database.db.execute<{ id: string }>(
        sql`select id from recipes where is_public order by random() limit 2000`,
      )
    ).rows.map((r) => r.id);
    console.log(`  seeded ${RECIPES.toLocaleString('en')} recipes in PostgreSQL`);

    server = spawn(
      process.execPath,
      [
        ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
        ...(process.env.BENCH_GC ? ['--trace-gc'] : []),
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
          LOG_LEVEL: 'error',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    await waitHealthy(origin);
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
    const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
    const createBody = JSON.stringify({
      title: 'Load Test Lentil Soup',
      ingredients: Array.from({ length: 8 }, (_, i) => ({
        name: `ingredient ${i}`,
        quantity: '1',
        unit: 'cup',
      })),
      steps: Array.from({ length: 6 }, (_, i) => ({ instruction: `Step ${i}.` })),
    });

    const latencies: number[] = [];
    const latenciesByKind = new Map<string, number[]>();
    const mixedLoad = (duration: number) =>
      autocannon({
        url: origin,
        connections: CONNECTIONS,
        duration,
        timeout: 10,
        headers: { cookie, origin },
        requests: [
          {
            setupRequest: (request, context) => {
              const roll = Math.random();
              context.kind =
                roll < 0.6 ? 'browse' : roll < 0.85 ? 'read' : roll < 0.95 ? 'search' : 'create';
              if (roll < 0.6)
                return {
                  ...request,
                  method: 'GET',
                  path: `/api/recipes?limit=20${pick(cuisines)}`,
                };
              if (roll < 0.85)
                return { ...request, method: 'GET', path: `/api/recipes/${pick(ids)}` };
              if (roll < 0.95)
                return {
                  ...request,
                  method: 'GET',
                  path: `/api/recipes/search?q=${encodeURIComponent(pick(terms))}`,
                };
              return {
                ...request,
                method: 'POST',
                path: '/api/recipes',
                headers: { ...request.headers, 'content-type': 'application/json' },
                body: createBody,
              };
            },
          },
        ],
      });
    // Warm-up, not measured: a server that has just started has cold JIT, cold caches and no
    // prepared statements yet; what we measure is the server in service.
    await mixedLoad(WARMUP_S);
    const cpuBefore = {
      server: cpuSeconds(server.pid!),
      postgres: postgresCpuSeconds(),
      generator: process.cpuUsage(),
    };
    const instance = mixedLoad(DURATION_S);
    const started = Date.now();
    const windows: number[][] = []; // latencies by 10-s window of the run, to see stalls
    instance.on('response', (client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
      (windows[Math.floor((Date.now() - started) / 10_000)] ??= []).push(responseTime);
      const kind = String(client.requestIterator.context.kind);
      const ofKind = latenciesByKind.get(kind) ?? [];
      ofKind.push(responseTime);
      latenciesByKind.set(kind, ofKind);
    });
    const result = await instance;
    const cpu = {
      server: cpuSeconds(server.pid!) - cpuBefore.server,
      postgres: postgresCpuSeconds() - cpuBefore.postgres,
      generator: (({ user, system }) => (user + system) / 1e6)(
        process.cpuUsage(cpuBefore.generator),
      ),
    };
    latencies.sort((a, b) => a - b);
    const apiRps = result.requests.total / DURATION_S;
    const errors = result.errors + result.timeouts + result.non2xx;
    const p99 = percentile(latencies, 99);
    console.log(
      `  API (mixed): ${apiRps.toFixed(0)} req/s over ${DURATION_S} s after ${WARMUP_S} s of warm-up, ${CONNECTIONS} connections`,
    );
    console.log(
      `    latency p50 ${percentile(latencies, 50).toFixed(1)} ms  p95 ${percentile(latencies, 95).toFixed(1)} ms  p99 ${p99.toFixed(1)} ms`,
    );
    for (const [kind, times] of latenciesByKind) {
      times.sort((a, b) => a - b);
      console.log(
        `      ${kind.padEnd(6)} ${String(times.length).padStart(6)} requests  p50 ${percentile(times, 50).toFixed(1)} ms  p99 ${percentile(times, 99).toFixed(1)} ms`,
      );
    }
    const windowP99 = windows.map((w) =>
      percentile(
        w.sort((a, b) => a - b),
        99,
      ).toFixed(0),
    );
    console.log(`      p99 by 10-s window: ${windowP99.join(' ')} ms`);
    console.log(
      `    errors ${errors} (connection ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
    );
    const perRequest = (seconds: number) => ((seconds * 1000) / result.requests.total).toFixed(2);
    console.log(
      `    CPU: server ${((cpu.server / DURATION_S) * 100).toFixed(0)}% of a core (${perRequest(cpu.server)} ms/request), ` +
        `PostgreSQL ${((cpu.postgres / DURATION_S) * 100).toFixed(0)}% (${perRequest(cpu.postgres)} ms/request), ` +
        `load generator ${((cpu.generator / DURATION_S) * 100).toFixed(0)}% (${perRequest(cpu.generator)} ms/request)`,
    );

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
    await database.close();
    const rawRps = rawQueries / RAW_DURATION_S;
    const ratio = apiRps / rawRps;
    console.log(
      `  raw pg (list 70% / read 30%): ${rawRps.toFixed(0)} queries/s over ${RAW_DURATION_S} s`,
    );
    console.log(`  API throughput / raw-driver ceiling: ${ratio.toFixed(2)} (target ≥ 0.5)`);
    const ok = errors === 0 && p99 <= 250 && ratio >= 0.5;
    console.log(`  targets: 0 errors, p99 ≤ 250 ms, ratio ≥ 0.5 — ${ok ? 'PASS' : 'FAIL'}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    server?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
