#!/usr/bin/env node
// Runs the named benches (`npm run bench -- startup`), or all of them when no name is given.
// Benches measure; they are never part of `npm test`. Exit code 1 when a bench misses its target.
import { spawn } from 'node:child_process';

/** A TypeScript bench runs in its own process (through tsx); its exit code is its verdict. */
const typescriptBench = (file) => ({
  run: () =>
    new Promise((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', new URL(file, import.meta.url).pathname],
        { stdio: 'inherit' },
      );
      child.on('exit', (code) => resolve({ ok: code === 0 }));
    }),
});

/**
 * The fuzz suite in its deep mode (ten times `npm test`'s runs per write route), on PGlite and, when
 * TEST_DATABASE_URL is set, on PostgreSQL too. Its verdict is the suite's.
 */
const deepFuzz = {
  run: () =>
    new Promise((resolve) => {
      const projects = ['server-pglite'];
      if (process.env.TEST_DATABASE_URL) projects.push('server-postgres');
      const child = spawn(
        'npx',
        [
          'vitest',
          'run',
          ...projects.flatMap((project) => ['--project', project]),
          'apps/server/test/quality/fuzz.test.ts',
        ],
        { stdio: 'inherit', env: { ...process.env, FUZZ_DEPTH: 'deep' } },
      );
      child.on('exit', (code) => resolve({ ok: code === 0 }));
    }),
};

const benches = {
  startup: () => import('./startup.mjs'),
  recipes: async () => typescriptBench('./recipes.ts'),
  ideas: async () => typescriptBench('./ideas.ts'),
  nutrition: async () => typescriptBench('./nutrition.ts'),
  diary: async () => typescriptBench('./diary.ts'),
  planning: async () => typescriptBench('./planning.ts'),
  progress: async () => typescriptBench('./progress.ts'),
  contests: async () => typescriptBench('./contests.ts'),
  load: async () => typescriptBench('./load.ts'),
  web: async () => typescriptBench('./web.ts'),
  fuzz: async () => deepFuzz,
};

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = requested.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(
    `Unknown bench: ${unknown.join(', ')}. Available: ${Object.keys(benches).join(', ')}.`,
  );
  process.exit(2);
}

const names = requested.length > 0 ? requested : Object.keys(benches);
let failed = false;
for (const name of names) {
  console.log(`== bench: ${name} ==`);
  const bench = await benches[name]();
  try {
    const result = await bench.run();
    if (!result.ok) failed = true;
  } catch (error) {
    console.error(
      `bench ${name} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    failed = true;
  }
}
process.exitCode = failed ? 1 : 0;
