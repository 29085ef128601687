import { randomBytes } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { ConfigError } from '../config.js';
import {
  BackupManifestSchema,
  knownMigrations,
  loadConfigQuietly,
  MANIFEST,
  safeEntryPath,
  userPath,
  type BackupManifest,
} from './backup-format.js';
import { readTar } from './tar.js';

/**
 * `npm run restore -- FILE [--data-dir DIR]`: unpacks a backup (backup-format.ts) into a new, empty
 * data directory — never over one that holds data — then the server starts on it as usual (it
 * applies any migration newer than the backup). Unpacked beside the target first and renamed into
 * place, so a failed restore leaves no half-filled data directory behind.
 */
const usage = 'Usage: npm run restore -- FILE [--data-dir DIR]';

function parseArgs(argv: string[]): { file: string; dataDir: string | undefined } {
  const [file, ...rest] = argv;
  if (!file || file.startsWith('--')) throw new ConfigError(usage);
  if (rest.length === 0) return { file: userPath(file), dataDir: undefined };
  if (rest.length === 2 && rest[0] === '--data-dir' && rest[1])
    return { file: userPath(file), dataDir: userPath(rest[1]) };
  throw new ConfigError(usage);
}

/** Refuses a target that holds anything: a restore never overwrites or mixes with live data. */
function refuseUsed(dataDir: string): void {
  if (!existsSync(dataDir)) return;
  if (!statSync(dataDir).isDirectory())
    throw new ConfigError(`${dataDir} is a file, not a folder.`);
  const inside = readdirSync(dataDir);
  if (inside.length === 0) return;
  throw new ConfigError(
    `${dataDir} already holds data (${inside.slice(0, 3).join(', ')}${inside.length > 3 ? ', …' : ''}). ` +
      'A backup is restored into a new, empty data directory only, so nothing is overwritten: ' +
      'give another folder with --data-dir DIR (or move this one aside), then start the server with DATA_DIR set to it.',
  );
}

async function run(argv: string[]): Promise<string> {
  const args = parseArgs(argv);
  const config = loadConfigQuietly();
  const target = args.dataDir ?? config.dataDir;
  if (!existsSync(args.file) || !statSync(args.file).isFile())
    throw new ConfigError(`There is no backup file at ${args.file}.`);
  refuseUsed(target);

  const parent = path.dirname(target);
  mkdirSync(parent, { recursive: true });
  const temp = path.join(
    parent,
    `.${path.basename(target)}.restoring-${randomBytes(4).toString('hex')}`,
  );
  mkdirSync(temp, { mode: 0o700 });
  let manifest: BackupManifest;
  try {
    manifest = await unpack(args.file, temp);
    refuseUsed(target); // filled by someone else meanwhile?
    if (existsSync(target)) rmdirSync(target);
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }

  const images = `${manifest.uploads} uploaded image file${manifest.uploads === 1 ? '' : 's'}`;
  const lines = [
    `Restored the backup of ${manifest.created_at} (Mise ${manifest.app_version}, ${manifest.migrations} migrations, ${images}) into ${target}.`,
    target === config.dataDir
      ? 'Start the server as usual: npm start'
      : `Start the server on it: DATA_DIR="${target}" npm start`,
  ];
  if (config.databaseUrl)
    lines.push(
      'Note: DATABASE_URL is set, so the server would use PostgreSQL, not this restored database: unset it to start on the backup.',
    );
  if (manifest.uploads > 0 && config.storage.kind === 's3')
    lines.push('Note: STORAGE=s3 is set; the restored images are used with local storage only.');
  if (!manifest.auth_secret)
    lines.push('The backup holds no auth secret: start with the same AUTH_SECRET as before.');
  return lines.join('\n');
}

/** Unpacks the archive into `dir`, the manifest checked first; only the parts of a backup. */
async function unpack(file: string, dir: string): Promise<BackupManifest> {
  const notABackup = (why: string) =>
    new ConfigError(`${file} is not a Mise backup (${why}): nothing was restored.`);
  const gunzip = createGunzip();
  createReadStream(file)
    .on('error', (error) => gunzip.destroy(error))
    .pipe(gunzip);
  let manifest: BackupManifest | undefined;
  try {
    for await (const entry of readTar(gunzip)) {
      if (!manifest) {
        if (entry.name !== MANIFEST) throw notABackup(`it does not start with ${MANIFEST}`);
        manifest = readManifest(entry.body, notABackup);
        continue;
      }
      const relative = safeEntryPath(entry.name);
      if (!relative) throw notABackup(`it holds ${JSON.stringify(entry.name)}`);
      const destination = path.join(dir, relative);
      if (entry.type === 'directory') {
        mkdirSync(destination, { recursive: true, mode: 0o700 });
        continue;
      }
      mkdirSync(path.dirname(destination), { recursive: true, mode: 0o700 });
      writeFileSync(destination, entry.body, { mode: 0o600, flag: 'wx' });
    }
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw notABackup(error instanceof Error ? error.message : String(error));
  }
  if (!manifest) throw notABackup('it is empty');
  if (!existsSync(path.join(dir, 'db', 'PG_VERSION'))) throw notABackup('it holds no database');
  return manifest;
}

function readManifest(body: Buffer, notABackup: (why: string) => ConfigError): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    throw notABackup(`its ${MANIFEST} is not JSON`);
  }
  const parsed = BackupManifestSchema.safeParse(json);
  if (!parsed.success) throw notABackup(`its ${MANIFEST} is not one Mise writes`);
  const known = knownMigrations();
  if (parsed.data.migrations > known)
    throw new ConfigError(
      `This backup was made by a newer Mise (${parsed.data.app_version}, ${parsed.data.migrations} migrations; ` +
        `this one knows ${known}). Update Mise, then restore it.`,
    );
  return parsed.data;
}

run(process.argv.slice(2)).then(
  (message) => {
    process.stdout.write(`${message}\n`);
  },
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof ConfigError ? error.message : `Restore failed: ${String(error)}`}\n`,
    );
    process.exit(1);
  },
);
