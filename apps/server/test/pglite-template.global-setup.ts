import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writePgliteTemplate } from '../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (gzipped tar) every test database loads from. */
    pgliteTemplate: string;
  }
}

/**
 * Runs once per `vitest run`, before the PGlite suites: migrate one in-memory database and dump it.
 * A test file's database then loads that dump instead of running PGlite's initdb and every
 * migration again — about 0.5 s instead of 2–3 s per file on this machine, which adds up as each
 * feature brings its own test files (docs/development.md, "Test time").
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'mise-pglite-template-'));
  const file = path.join(folder, 'migrated.tar.gz');
  await writePgliteTemplate(file, (database) => database.migrate());
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
