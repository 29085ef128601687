import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { createRolesRepository } from '../modules/admin/roles.repository.js';
import { createRolesService, type RoleChange } from '../modules/admin/roles.service.js';
import { readRunningInstance } from '../runtime/instance-file.js';

/**
 * `npm run admin -- grant <email>` / `revoke <email>`: the only way (besides another admin) to make
 * someone an admin. With the embedded database and a server running, it asks that server (PGlite
 * opens a data directory in one process only); otherwise it opens the database itself.
 */
const usage = 'Usage: npm run admin -- grant <email>\n       npm run admin -- revoke <email>';

async function run(argv: string[]): Promise<string> {
  const [action, email] = argv;
  if ((action !== 'grant' && action !== 'revoke') || !email) throw new ConfigError(usage);
  const config = loadConfig();
  const running = config.databaseUrl ? undefined : readRunningInstance(config.dataDir);
  if (running) return viaRunningServer(running, action, email);

  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, maxConnections: 1 }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  try {
    await database.migrate();
    await createRolesService(createRolesRepository(database.db)).change(action, email);
  } finally {
    await database.close();
  }
  return done(action, email);
}

async function viaRunningServer(
  server: { port: number; token: string },
  action: RoleChange,
  email: string,
) {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${server.port}/api/internal/roles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ action, email }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new ConfigError(
      `The running server (port ${server.port}) did not answer. Stop the server first, then run this again.`,
    );
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
    throw new ConfigError(body.error?.message ?? `The server answered ${response.status}`);
  }
  return done(action, email);
}

const done = (action: RoleChange, email: string) =>
  action === 'grant' ? `${email} is now an admin.` : `${email} is no longer an admin.`;

run(process.argv.slice(2)).then(
  (message) => {
    process.stdout.write(`${message}\n`);
  },
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof AppError;
    process.stderr.write(`${known ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
