/**
 * A Vitest reporter that says how long each suite (Vitest project) took, so a slow suite shows at the
 * end of every run instead of being found by a CI timeout. Runs beside the default reporter.
 *
 * Per project: files, tests, wall time (first file started → last file ended; projects overlap, two
 * files run at a time) and the sum of its files' own durations (what it costs the machine).
 * With MISE_SUITE_TIMES=<file>, the figures are also written there as JSON for scripts/test.mjs.
 */
import { writeFileSync } from 'node:fs';
import { inProjectOrder } from './suite-times.mjs';

/** @typedef {{ name: string, files: number, tests: number, passed: number, failed: number, skipped: number, wallMs: number, fileMs: number, slowest: { file: string, ms: number } }} SuiteTime */

export default class SuiteTimesReporter {
  /** @type {Map<string, { start: number, end: number }>} */
  spans = new Map();

  /** @param {import('vitest/node').TestModule} module */
  onTestModuleStart(module) {
    const name = module.project.name;
    const span = this.spans.get(name);
    const now = performance.now();
    if (!span) this.spans.set(name, { start: now, end: now });
    else if (now < span.start) span.start = now;
  }

  /** @param {import('vitest/node').TestModule} module */
  onTestModuleEnd(module) {
    const span = this.spans.get(module.project.name);
    if (span) span.end = Math.max(span.end, performance.now());
  }

  /** @param {ReadonlyArray<import('vitest/node').TestModule>} modules */
  onTestRunEnd(modules) {
    /** @type {Map<string, SuiteTime>} */
    const suites = new Map();
    for (const module of modules) {
      const name = module.project.name;
      const suite = suites.get(name) ?? {
        name,
        files: 0,
        tests: 0,
        passed: 0,
        failed: 0,
        skipped: 0,
        wallMs: 0,
        fileMs: 0,
        slowest: { file: '', ms: 0 },
      };
      const ms = module.diagnostic().duration;
      suite.files += 1;
      suite.fileMs += ms;
      if (ms > suite.slowest.ms) suite.slowest = { file: module.moduleId, ms };
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        suite.tests += 1;
        if (state === 'passed') suite.passed += 1;
        else if (state === 'failed') suite.failed += 1;
        else suite.skipped += 1;
      }
      const span = this.spans.get(name);
      suite.wallMs = span ? span.end - span.start : suite.fileMs;
      suites.set(name, suite);
    }
    const rows = inProjectOrder(suites.values());
    if (process.env.MISE_SUITE_TIMES) {
      writeFileSync(process.env.MISE_SUITE_TIMES, JSON.stringify(rows, null, 2));
    }
    const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
    const root = `${process.cwd()}/`;
    const width = Math.max(0, ...rows.map((s) => s.name.length));
    const lines = rows.map(
      (s) =>
        `  ${s.name.padEnd(width)} ${String(s.files).padStart(4)} files ${String(s.tests).padStart(5)} tests ` +
        `wall ${seconds(s.wallMs)}  files' own time ${seconds(s.fileMs)}  slowest ${s.slowest.file.replace(root, '')} ${seconds(s.slowest.ms).trim()}`,
    );
    process.stdout.write(`\nVitest suite times\n${lines.join('\n')}\n`);
  }
}
