import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { ConfigError, type Config } from '../config.js';
import { openDatabase } from '../db/client.js';
import { snapshotter } from '../db/snapshot.js';
import { MIGRATIONS_HEADER } from '../modules/admin/backup.routes.js';
import { readRunningInstance, type InstanceInfo } from '../runtime/instance-file.js';
import {
  appVersion,
  AUTH_SECRET_FILE,
  loadConfigQuietly,
  MANIFEST,
  megabytes,
  userPath,
  type BackupManifest,
} from './backup-format.js';
import { readTar, tarStream, type TarEntry } from './tar.js';

/**
 * `npm run backup [-- --out FILE]`: one archive (see backup-format.ts) with a consistent snapshot of
 * the embedded database, the uploaded images and the generated auth secret. While a server runs, the
 * server takes the snapshot (PGlite opens a data directory in one process only); otherwise this
 * opens the database itself. With PostgreSQL it writes nothing and prints the pg_dump commands.
 */
const usage = 'Usage: npm run backup [-- --out FILE]';

function outFile(argv: string[]): string {
  if (argv.length === 0) {
    const stamp = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z');
    return userPath(`mise-backup-${stamp}.tar.gz`);
  }
  if (argv.length === 2 && argv[0] === '--out' && argv[1]) return userPath(argv[1]);
  throw new ConfigError(usage);
}

interface Snapshot {
  tar: Buffer;
  migrations: number;
  from: 'the running server' | 'the data directory';
}

async function run(argv: string[]): Promise<string> {
  const out = outFile(argv);
  const config = loadConfigQuietly();
  if (config.databaseUrl) throw new ConfigError(postgresGuide(config));
  if (existsSync(out)) throw new ConfigError(`${out} already exists: choose another --out file.`);
  if (!existsSync(path.dirname(out)))
    throw new ConfigError(`The folder ${path.dirname(out)} does not exist.`);

  // The database first, then the images: an image uploaded meanwhile is at worst a file no row
  // names, never a row without its file (unless it is deleted in those seconds).
  const snapshot = await takeSnapshot(config);
  const uploadsRoot = config.storage.kind === 'local' ? config.storage.dir : undefined;
  const uploads = uploadsRoot ? listFiles(uploadsRoot) : [];
  const secretFile = path.join(config.dataDir, AUTH_SECRET_FILE);
  const hasSecret = existsSync(secretFile);
  const manifest: BackupManifest = {
    format: 'mise-backup',
    format_version: 1,
    app_version: appVersion(),
    migrations: snapshot.migrations,
    created_at: new Date().toISOString(),
    database: 'pglite',
    uploads: uploads.length,
    auth_secret: hasSecret,
  };

  async function* entries(): AsyncGenerator<TarEntry> {
    const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    yield { name: MANIFEST, type: 'file', mode: 0o600, body };
    // The data directory is private, whatever modes PGlite's dump gives its files.
    for await (const entry of readTar([snapshot.tar]))
      yield { ...entry, name: `db/${entry.name}`, mode: entry.type === 'file' ? 0o600 : 0o700 };
    if (hasSecret)
      yield { name: AUTH_SECRET_FILE, type: 'file', mode: 0o600, body: await readFile(secretFile) };
    for (const file of uploads) {
      const body = await readFile(path.join(uploadsRoot!, file));
      yield { name: `uploads/${file}`, type: 'file', mode: 0o600, body };
    }
  }

  // Written under a temporary name and renamed: a backup file that exists is a whole one.
  const temp = `${out}.${randomBytes(4).toString('hex')}.partial`;
  try {
    await pipeline(
      Readable.from(tarStream(entries())),
      createGzip(),
      createWriteStream(temp, { mode: 0o600, flags: 'wx' }),
    );
    renameSync(temp, out);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }

  const images = `${uploads.length} uploaded image file${uploads.length === 1 ? '' : 's'}`;
  const lines = [
    `Backup written to ${out} (${megabytes(statSync(out).size)}): the database (${snapshot.migrations} migrations, from ${snapshot.from}), ${images}${hasSecret ? ', the auth secret' : ''}.`,
  ];
  if (config.storage.kind === 's3')
    lines.push(
      `Images are in the S3 bucket "${config.storage.bucket}", not in this file: back the bucket up with its own tools (versioning, replication, rclone sync).`,
    );
  if (!hasSecret)
    lines.push('AUTH_SECRET is set outside DATA_DIR: keep it with this backup (sign-ins need it).');
  lines.push(
    'The file holds every account and password hash: store it where only you can read it.',
  );
  return lines.join('\n');
}

async function takeSnapshot(config: Config): Promise<Snapshot> {
  const running = readRunningInstance(config.dataDir);
  if (running) return fromRunningServer(running);
  const dbDir = path.join(config.dataDir, 'db');
  if (!existsSync(path.join(dbDir, 'PG_VERSION')))
    throw new ConfigError(
      `There is no Mise database in ${config.dataDir}. Set DATA_DIR to the folder the server uses.`,
    );
  const database = await openDatabase({ kind: 'pglite', dataDir: dbDir });
  try {
    const { tar, migrations } = await snapshotter(database)!();
    return { tar: Buffer.from(await tar.arrayBuffer()), migrations, from: 'the data directory' };
  } finally {
    await database.close();
  }
}

async function fromRunningServer(server: InstanceInfo): Promise<Snapshot> {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${server.port}/api/internal/backup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'accept-encoding': 'identity' },
      signal: AbortSignal.timeout(120_000),
    });
  } catch {
    throw new ConfigError(
      `The running server (pid ${server.pid}, port ${server.port}) did not answer. Check that it is healthy, or stop it and run this again.`,
    );
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
    throw new ConfigError(body.error?.message ?? `The server answered ${response.status}`);
  }
  const header = response.headers.get(MIGRATIONS_HEADER);
  const migrations = Number(header);
  if (header === null || !Number.isInteger(migrations))
    throw new ConfigError('The running server did not say how far its database is migrated.');
  const tar = Buffer.from(await response.arrayBuffer());
  return { tar, migrations, from: 'the running server' };
}

/** Every file under the uploads folder, as '/'-separated relative paths (half-written ones left out). */
function listFiles(root: string, dir = ''): string[] {
  const at = path.join(root, dir);
  if (!existsSync(at)) return [];
  return readdirSync(at, { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listFiles(root, relative);
    return entry.isFile() && !entry.name.endsWith('.partial') ? [relative] : [];
  });
}

/** PostgreSQL has its own tools; pretending to wrap them would hide their version rules. */
function postgresGuide(config: Config): string {
  const lines = [
    'This install uses PostgreSQL (DATABASE_URL is set): npm run backup copies the embedded database',
    'only, so it wrote no file. Back PostgreSQL up with its own tools (a pg_dump of the server’s major',
    'version or newer):',
    '',
    '  pg_dump --format=custom --file=mise.dump "$DATABASE_URL"',
    '',
    'and restore into a new, empty database, then start Mise with DATABASE_URL pointing at it:',
    '',
    '  createdb --maintenance-db="$DATABASE_URL" mise_restored',
    `  pg_restore --no-owner --dbname="${restoredUrl(config.databaseUrl!)}" mise.dump`,
  ];
  if (new URL(config.databaseUrl!).password)
    lines.push('', '(the password as in DATABASE_URL: give it in PGPASSWORD or ~/.pgpass)');
  if (config.storage.kind === 'local')
    lines.push(
      '',
      'Uploaded images are files in DATA_DIR/uploads; copy them with the dump:',
      '',
      `  tar czf mise-uploads.tar.gz -C "${config.dataDir}" uploads`,
    );
  else
    lines.push(
      '',
      `Uploaded images are in the S3 bucket "${config.storage.bucket}": back it up with its own tools.`,
    );
  if (existsSync(path.join(config.dataDir, AUTH_SECRET_FILE)))
    lines.push(
      '',
      `Keep a copy of ${path.join(config.dataDir, AUTH_SECRET_FILE)} too: sign-ins need the same secret.`,
    );
  return lines.join('\n');
}

/** DATABASE_URL with another database name and without its password (never printed). */
function restoredUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.password = '';
  url.pathname = '/mise_restored';
  return url.toString();
}

run(process.argv.slice(2)).then(
  (message) => {
    process.stdout.write(`${message}\n`);
  },
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof ConfigError ? error.message : `Backup failed: ${String(error)}`}\n`,
    );
    process.exit(1);
  },
);
