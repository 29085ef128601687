import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

// One runner for every unit and integration suite. The server suite runs on PGlite always,
// and a second time on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
const serverProject = (
  name: string,
  database: 'pglite' | 'postgres',
): TestProjectConfiguration => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The process lifecycle suite is about the embedded data directory; it runs in the PGlite pass.
    exclude:
      database === 'postgres'
        ? ['test/lifecycle.test.ts', '**/node_modules/**']
        : ['**/node_modules/**'],
    environment: 'node',
    // The fuzz suite's full 10,000+ requests run in the PGlite pass; the PostgreSQL pass samples it.
    env: {
      MISE_TEST_DATABASE: database,
      LOG_LEVEL: 'silent',
      FUZZ_RUNS: database === 'pglite' ? '1000' : '150',
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

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
  {
    extends: './apps/web/vite.config.ts',
    test: {
      name: 'web',
      root: './apps/web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['./src/test-setup.ts'],
    },
  },
];
if (process.env.TEST_DATABASE_URL) projects.push(serverProject('server-postgres', 'postgres'));

export default defineConfig({ test: { projects } });
