import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { loadConfig, type Config } from '../config.js';

/**
 * What a Mise backup archive (`npm run backup`) holds, shared by the backup and restore CLIs. A
 * gzipped tar laid out as the data directory itself, so `tar xzf` by hand restores it too:
 *
 * - `manifest.json` first (what made it, when, how many migrations its database has had)
 * - `db/…` the embedded database's data directory (PGlite), a consistent snapshot
 * - `uploads/…` the uploaded images, with local storage
 * - `auth-secret` the generated session-signing secret, when AUTH_SECRET is not set
 */
export const MANIFEST = 'manifest.json';
export const AUTH_SECRET_FILE = 'auth-secret';
const TOP_LEVEL = ['db', 'uploads'];

export const BackupManifestSchema = z.object({
  format: z.literal('mise-backup'),
  format_version: z.literal(1),
  app_version: z.string(),
  migrations: z.number().int().min(0),
  created_at: z.string(),
  database: z.literal('pglite'),
  uploads: z.number().int().min(0),
  auth_secret: z.boolean(),
});
export type BackupManifest = z.infer<typeof BackupManifestSchema>;

const here = import.meta.dirname;

/** The version in the root package.json (what `npm start` runs). */
export function appVersion(): string {
  const file = path.resolve(here, '../../../../package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** How many migrations this copy of Mise ships: a backup with more was made by a newer one. */
export function knownMigrations(): number {
  const journal = path.resolve(here, '../db/migrations/meta/_journal.json');
  return (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
}

/**
 * Where an archive entry may be written inside the new data directory: only the parts listed above,
 * never outside it (no absolute paths, no `..`). Anything else is not from a Mise backup.
 */
export function safeEntryPath(name: string): string | undefined {
  const parts = name.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..')) return undefined;
  if (name === AUTH_SECRET_FILE || TOP_LEVEL.includes(parts[0]!)) return parts.join(path.sep);
  return undefined;
}

/**
 * A path the operator typed, relative to where they ran `npm run …` (npm itself runs the script from
 * the project root and leaves the caller's directory in INIT_CWD — npm's variable, not our config).
 */
export function userPath(given: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
}

/**
 * The server's configuration, read without its one side effect: with AUTH_SECRET unset, loadConfig
 * creates `DATA_DIR/auth-secret`, which would make a fresh restore target look used. Neither CLI
 * needs the secret itself (a backup copies the file as it is).
 */
export function loadConfigQuietly(): Config {
  return loadConfig({ ...process.env, AUTH_SECRET: 'not used by the backup and restore commands' });
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
