import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type QueryListener } from '../src/db/client.js';

/**
 * A migrated, empty database for one test file: PGlite in memory, or — in the suite's PostgreSQL run
 * (MISE_TEST_DATABASE=postgres) — a brand-new database created on TEST_DATABASE_URL's server and
 * dropped afterwards.
 */
export async function createTestDatabase(
  options: { onQuery?: QueryListener } = {},
): Promise<Database & { url?: string }> {
  if (process.env.MISE_TEST_DATABASE !== 'postgres') {
    // Loaded from the migrated dump made once per run (pglite-template.global-setup.ts); migrate()
    // then finds nothing to apply.
    const template = inject('pgliteTemplate');
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: undefined,
      ...(template ? { load: new Blob([readFileSync(template)]) } : {}),
      ...options,
    });
    await database.migrate();
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('MISE_TEST_DATABASE=postgres needs TEST_DATABASE_URL');
  const name = `mise_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    maxConnections: 5,
    ...options,
  });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
