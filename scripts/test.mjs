/**
 * `npm test`: build, every Vitest suite, the bundle budget, then the journeys — and at the end, how
 * long each suite took, so the budget (docs/development.md, "Test time") is watched on every run.
 * Stops at the first failing step, like `a && b && c`, but still prints the times it has.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vitestRows } from './suite-times.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'mise-test-'));
const vitestTimes = join(scratch, 'vitest.json');
const journeysReport = join(scratch, 'journeys.json');

/** @type {{ name: string, ms: number, ok: boolean }[]} */
const steps = [];

function run(name, command, args, env = {}) {
  process.stdout.write(`\n==> ${name}: ${command} ${args.join(' ')}\n`);
  const started = performance.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const ok = result.status === 0;
  steps.push({ name, ms: performance.now() - started, ok });
  return ok;
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const ok =
  run('build', npm, ['run', 'build']) &&
  run(
    'vitest',
    npx,
    ['vitest', 'run', '--reporter=default', '--reporter=./scripts/suite-times-reporter.mjs'],
    { MISE_SUITE_TIMES: vitestTimes },
  ) &&
  run('bundle budget', process.execPath, ['scripts/check-bundle.mjs']) &&
  run(
    'journeys',
    npx,
    ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: journeysReport, PLAYWRIGHT_JSON_OUTPUT_NAME: journeysReport },
  );

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
const lines = ['', 'Suite times (npm test)'];
for (const step of steps)
  lines.push(`  ${step.name.padEnd(24)}${seconds(step.ms)}${step.ok ? '' : '  FAILED'}`);

let passed = 0;
let failed = 0;
if (existsSync(vitestTimes)) {
  const suites = JSON.parse(readFileSync(vitestTimes, 'utf8'));
  lines.push(...vitestRows(suites, seconds));
  for (const suite of suites) {
    passed += suite.passed;
    failed += suite.failed;
  }
}
if (existsSync(journeysReport)) {
  const report = JSON.parse(readFileSync(journeysReport, 'utf8'));
  /** @type {Map<string, number>} */
  const perFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + ms);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  const slowest = [...perFile.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
  for (const [file, ms] of slowest) lines.push(`    journey ${file.padEnd(40)}${seconds(ms)}`);
  passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
  failed += report.stats?.unexpected ?? 0;
}
const total = steps.reduce((sum, step) => sum + step.ms, 0);
lines.push(`  ${'total'.padEnd(24)}${seconds(total)}`);
// The plain closing line CI reads: "N passed, N failed".
lines.push('', `tests: ${passed} passed, ${failed} failed`);
process.stdout.write(`${lines.join('\n')}\n`);

rmSync(scratch, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
