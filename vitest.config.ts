import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

// One runner for every unit and integration suite. The server suite runs on PGlite always,
// and a second time on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).

/**
 * Suites that start the real server as child processes (restarts, signals, SIGKILLs). Each child
 * needs a core of its own to start in seconds, so they run in a later group, after every in-process
 * suite has finished — never beside the fuzz or browser-emulation suites — two files at a time
 * (maxWorkers), one server on each core: 91 s of them in about 50 instead of one by one.
 */
const processSuites = [
  'test/lifecycle.test.ts',
  'test/quality/crash-safety.test.ts',
  'test/backup-restore.test.ts',
];

type Database = 'pglite' | 'postgres';

/**
 * Fuzz depth (docs/development.md, "Test time"): `npm test` samples every write route; the deep mode
 * (`FUZZ_DEPTH=deep`, run by `npm run bench -- fuzz`) sends ten times as many; the quick mode
 * (`npm run check`, before each commit) a fifth, so the check stays within its 5 minutes.
 * FUZZ_RUNS overrides.
 */
const fuzzRuns = (database: Database): string => {
  if (process.env.FUZZ_RUNS) return process.env.FUZZ_RUNS;
  if (process.env.FUZZ_DEPTH === 'quick') return '60';
  const deep = process.env.FUZZ_DEPTH === 'deep';
  if (database === 'pglite') return deep ? '3000' : '300';
  return deep ? '1000' : '60';
};

const serverEnv = (database: Database) => ({
  MISE_TEST_DATABASE: database,
  LOG_LEVEL: 'silent',
  FUZZ_RUNS: fuzzRuns(database),
});

/**
 * Server test files that never open a database: they run once, in the PGlite pass. The PostgreSQL
 * pass is for what talks to the database (a file missing here only runs twice).
 */
const databaseFree = [
  'src/config.test.ts',
  'src/modules/recipes/seed/starter-content.test.ts',
  // Opens its own PGlite data directories, whichever pass it is in.
  'test/embedded-database.test.ts',
  'src/http/error-handler.test.ts',
  'src/http/logger.test.ts',
  'src/http/recent-sessions.test.ts',
  'src/integrations/**',
  'src/storage/**',
  'src/modules/images/image-processing.test.ts',
  'src/modules/images/web-build-keys.test.ts',
  'src/modules/nutrition/nutrition.accuracy.test.ts',
  'test/suite-times.test.ts',
  'test/server-node-flags.test.ts',
  'src/cli/tar.test.ts',
];

const serverProject = (name: string, database: Database): TestProjectConfiguration => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [
      ...processSuites,
      ...(database === 'postgres' ? databaseFree : []),
      '**/node_modules/**',
    ],
    environment: 'node',
    env: serverEnv(database),
    // Files share one module graph per worker: the app's imports (Hono, Drizzle, better-auth, sharp)
    // once instead of once a file (server-pglite quick: 199 → 121 s). Each file still builds its own
    // app and database; no server test mocks a module or changes process.env.
    isolate: false,
    // One migrated PGlite dump per run, loaded by every test database (test/test-database.ts).
    ...(database === 'pglite' ? { globalSetup: ['./test/pglite-template.global-setup.ts'] } : {}),
    // Generous: a fuzz route takes ~16 s here beside another test file on a slow day.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

const processProject = (name: string, database: Database): TestProjectConfiguration => ({
  test: {
    name,
    root: './apps/server',
    // The lifecycle and backup suites are about the embedded data directory: the PGlite group only.
    include: database === 'pglite' ? processSuites : ['test/quality/crash-safety.test.ts'],
    environment: 'node',
    env: serverEnv(database),
    sequence: { groupOrder: 1 },
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});

/**
 * Web test files share one module graph and jsdom per worker (`isolate: false`): importing React,
 * Testing Library and the app again for every file cost more than the tests themselves on the
 * 2-core machine (web 170 → about 70 s). A file that mocks a module (`vi.mock` cannot replace one
 * another file already imported) or whose modules keep window listeners across tests (the cooking
 * session's `online` sync) runs isolated, in `web-isolated`.
 */
const webIsolated = [
  'src/features/auth/pages/login-page.test.tsx',
  'src/features/cooking/session.test.ts',
];

function webProject(
  name: string,
  files: { isolate: boolean; include?: string[]; exclude?: string[] },
): TestProjectConfiguration {
  return {
    extends: './apps/web/vite.config.ts',
    test: {
      name,
      root: './apps/web',
      include: files.include ?? ['src/**/*.test.{ts,tsx}'],
      exclude: [...(files.exclude ?? []), '**/node_modules/**'],
      isolate: files.isolate,
      environment: 'jsdom',
      setupFiles: ['./src/test-setup.ts'],
      // A form test types whole recipes with userEvent: ~2 s alone, past Vitest's 5 s default when it
      // shares the two cores with a server test file (maxWorkers: 2).
      testTimeout: 20_000,
    },
  };
}

const projects: TestProjectConfiguration[] = [
  {
    test: {
      name: 'core',
      root: './packages/core',
      include: ['src/**/*.test.ts'],
      environment: 'node',
    },
  },
  serverProject('server-pglite', 'pglite'),
  webProject('web', { isolate: false, exclude: webIsolated }),
  webProject('web-isolated', { isolate: true, include: webIsolated }),
  processProject('processes-pglite', 'pglite'),
];
if (process.env.TEST_DATABASE_URL) {
  projects.push(serverProject('server-postgres', 'postgres'));
  projects.push(processProject('processes-postgres', 'postgres'));
}

// Two test files at a time, also on a 2-core machine: Vitest's default (cores − 1) ran them one by one
// here, although most of a file's time is PGlite, PostgreSQL or a password hash on the other core.
export default defineConfig({ test: { projects, maxWorkers: 2 } });
