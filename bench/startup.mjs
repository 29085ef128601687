// Start-up time: from spawning `node scripts/start.mjs` to the first 200 from GET /api/health.
// Run 1 starts on an empty data directory (migrations + seeding); runs 2..5 restart on the same one.
// Expects the app to be built already (`npm run build`); otherwise the first run would time a build.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/free-port.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const runs = 5;
const targetMs = 3000;
const pollEveryMs = 25;
const giveUpAfterMs = 60_000;
const exitGraceMs = 15_000;

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function isHealthy(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Starts the server once and returns the milliseconds to its first healthy answer. */
async function timeOneStart(dataDir, port) {
  const url = `http://127.0.0.1:${port}/api/health`;
  const output = [];
  const started = performance.now();
  // The embedded database is what `npm start` uses out of the box, so that is what is timed.
  const env = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const remember = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };
  child.stdout.on('data', remember);
  child.stderr.on('data', remember);
  const exited = new Promise((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  let exitInfo;
  void exited.then((info) => (exitInfo = info));

  try {
    while (!(await isHealthy(url))) {
      if (exitInfo) {
        throw new Error(
          `server exited early (${JSON.stringify(exitInfo)}):\n${output.join('').slice(-2000)}`,
        );
      }
      if (performance.now() - started > giveUpAfterMs) {
        throw new Error(
          `no healthy answer within ${giveUpAfterMs} ms:\n${output.join('').slice(-2000)}`,
        );
      }
      await sleep(pollEveryMs);
    }
    return performance.now() - started;
  } finally {
    if (!exitInfo) {
      child.kill('SIGTERM');
      const timedOut = await Promise.race([
        exited.then(() => false),
        sleep(exitGraceMs).then(() => true),
      ]);
      if (timedOut) {
        console.warn(`  server did not exit within ${exitGraceMs} ms of SIGTERM; killing it`);
        child.kill('SIGKILL');
        await exited;
      }
    }
  }
}

export async function run() {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error(
      'apps/web/dist is missing: run "npm run build" first, so the bench times start-up, not a build.',
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'mise-bench-startup-'));
  const timings = [];
  try {
    for (let i = 1; i <= runs; i += 1) {
      const port = await freePort();
      const ms = await timeOneStart(dataDir, port);
      timings.push(ms);
      const label = i === 1 ? 'empty data dir' : 'restart';
      const note = ms > targetMs ? '  (over target)' : '';
      console.log(`  run ${i} (${label.padEnd(14)}): ${ms.toFixed(0).padStart(6)} ms${note}`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const mid = median(timings);
  const ok = mid <= targetMs;
  console.log(`  median: ${mid.toFixed(0)} ms (target ≤ ${targetMs} ms) — ${ok ? 'PASS' : 'FAIL'}`);
  return { ok, timings, median: mid };
}
