import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** Raw `execute()` results: both drivers (PGlite and node-postgres) answer with `{ rows }`. */
export interface RowsResult<Row> {
  rows: Row[];
}
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
/** The one database type the code sees, whichever engine is behind it. */
export type Db = PgDatabase<RowsResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite only: the data directory as a plain tar (`npm run backup`), taken between transactions
   * after a checkpoint, so it opens as it stood. PostgreSQL has pg_dump for this.
   */
  snapshot?(): Promise<Blob>;
}

/** Called with every SQL statement Drizzle sends; tests use it to count queries. */
export type QueryListener = (query: string) => void;

export type DatabaseTarget = { onQuery?: QueryListener } &
  // dataDir undefined: in memory (tests). template: an initialised empty cluster (made by the server
  // build) that a brand-new data directory starts from, skipping PGlite's slow initdb.
  (
    | {
        kind: 'pglite';
        dataDir: string | undefined;
        template?: string | undefined;
        /** In memory only: start from this dump (`dumpDataDir`) instead of a new cluster (tests). */
        load?: Blob | undefined;
      }
    | { kind: 'postgres'; url: string; maxConnections?: number }
  );

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 10 });
    // An idle connection that breaks (database restart, network) is dropped and replaced by the pool;
    // without a listener its 'error' event would crash the whole server.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, logger: queryLogger(target.onQuery) }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateWithLock(pool, () => migratePg(db as never, { migrationsFolder })),
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const isNewDataDir =
    target.dataDir !== undefined && !existsSync(path.join(target.dataDir, 'PG_VERSION'));
  if (isNewDataDir && target.template && existsSync(target.template))
    unpackTemplate(target.template, target.dataDir!);
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(!target.dataDir && target.load ? { loadDataDir: target.load } : {}),
    extensions: { pg_trgm },
  });
  return pgliteDatabase(client, target.onQuery);
}

function pgliteDatabase(client: PGlite, onQuery?: QueryListener): Database {
  const db = drizzlePglite(client, { schema, logger: queryLogger(onQuery) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
    async snapshot() {
      await client.exec('checkpoint');
      // dumpDataDir waits only for the statement running now; holding the transaction lock as well
      // keeps a request's transaction from being caught half done between two of its statements.
      return client._runExclusiveTransaction(() => client.dumpDataDir('none'));
    },
  };
}

/**
 * Writes the template's files into a new data directory, which PGlite then opens as an existing
 * cluster. Done here with Node's own gunzip rather than PGlite's `loadDataDir`, which unpacks into its
 * in-memory file system first: that took over a second of a first start. The template is our build's
 * plain tar (regular files and directories); every path is kept inside the data directory.
 */
function unpackTemplate(template: string, dataDir: string): void {
  const tar = gunzipSync(readFileSync(template));
  const text = (header: Buffer, start: number, length: number) => {
    const raw = header.toString('utf8', start, start + length);
    const end = raw.indexOf('\0');
    return end === -1 ? raw : raw.slice(0, end);
  };
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    const name = text(header, 0, 100);
    if (!name) break; // the zero blocks that end the archive
    const prefix = text(header, 345, 155);
    const size = parseInt(text(header, 124, 12).trim() || '0', 8);
    const type = header[156];
    const destination = path.join(
      dataDir,
      path.posix.normalize(`/${prefix ? `${prefix}/` : ''}${name}`),
    );
    const body = offset + 512;
    if (type === 0x35 /* '5': directory */) mkdirSync(destination, { recursive: true });
    else if (type === 0x30 /* '0' */ || type === 0) {
      mkdirSync(path.dirname(destination), { recursive: true });
      writeFileSync(destination, tar.subarray(body, body + size), { mode: 0o600 });
    }
    offset = body + Math.ceil(size / 512) * 512;
  }
}

const queryLogger = (onQuery: QueryListener | undefined) =>
  onQuery ? { logQuery: (query: string) => onQuery(query) } : false;

/**
 * Several server processes may start at once against one PostgreSQL: an advisory lock lets one of
 * them migrate while the others wait, instead of racing on the same DDL.
 */
async function migrateWithLock(pool: pg.Pool, run: () => Promise<void>): Promise<void> {
  const lockKey = 727_361_001; // any constant, the same in every process of this app
  // The lock belongs to a session, so it is taken and released on one dedicated connection.
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [lockKey]);
    await run();
  } finally {
    await lockHolder.query('select pg_advisory_unlock($1)', [lockKey]).catch(() => undefined);
    lockHolder.release();
  }
}

/**
 * Migrations live beside this file in the source tree; the bundled server (dist/main.js) finds the
 * same folder from its own location.
 */
const migrationsFolder = findMigrationsFolder();

function findMigrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, '../src/db/migrations')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * Writes an initialised PGlite cluster as a gzipped tarball (see DatabaseTarget.template, unpackTemplate), after
 * `prepare` has run on it (the build migrates it and loads the food reference, so a first start
 * skips both). A checkpoint first: the dump must hold every row, not only what reached the WAL.
 */
export async function writePgliteTemplate(
  file: string,
  prepare: (database: Database) => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await prepare(pgliteDatabase(client));
    await client.exec('checkpoint');
    const dump = await client.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}
