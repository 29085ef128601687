import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/** A consistent copy of the embedded database (`npm run backup`) and how far it is migrated. */
export interface DatabaseSnapshot {
  /** PGlite's data directory as a plain tar. */
  tar: Blob;
  /** Migrations applied to it (Drizzle's own journal table): a newer Mise may restore it, not an older one. */
  migrations: number;
}

/** Undefined on PostgreSQL, which has pg_dump for this. */
export function snapshotter(database: Database): (() => Promise<DatabaseSnapshot>) | undefined {
  const snapshot = database.snapshot?.bind(database);
  if (!snapshot) return undefined;
  return async () => {
    const { rows } = await database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    return { migrations: rows[0]?.count ?? 0, tar: await snapshot() };
  };
}
