import path from 'node:path';
import { MAX_CREDIT_GRANT } from '@mise/core';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { createRolesRepository } from '../modules/admin/roles.repository.js';
import { createRolesService, type RoleChange } from '../modules/admin/roles.service.js';
import { systemClock } from '../modules/cooking/cooking.service.js';
import { createCreditsRepository } from '../modules/credits/credits.repository.js';
import { createCreditsService } from '../modules/credits/credits.service.js';
import { readRunningInstance } from '../runtime/instance-file.js';

/**
 * `npm run admin -- grant <email>` / `revoke <email>`: the only way (besides another admin) to make
 * someone an admin; `grant-credits <email> <n> [reason]` gives a member extra AI credits (issue 15
 * §3). With the embedded database and a server running, it asks that server (PGlite opens a data
 * directory in one process only); otherwise it opens the database itself.
 */
const usage =
  'Usage: npm run admin -- grant <email>\n' +
  '       npm run admin -- revoke <email>\n' +
  '       npm run admin -- grant-credits <email> <n> [reason]';

interface CreditGrantArgs {
  email: string;
  amount: number;
  reason: string | undefined;
}

function creditGrantArgs(argv: string[]): CreditGrantArgs {
  const [, email, count, ...reason] = argv;
  const amount = Number(count);
  if (!email || !/^\d+$/.test(count ?? '') || amount < 1 || amount > MAX_CREDIT_GRANT)
    throw new ConfigError(`${usage}\n<n> is a whole number from 1 to ${MAX_CREDIT_GRANT}.`);
  return { email, amount, reason: reason.join(' ').trim() || undefined };
}

async function run(argv: string[]): Promise<string> {
  const [action, email] = argv;
  if (action === 'grant-credits') return grantCredits(creditGrantArgs(argv));
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

async function grantCredits(grant: CreditGrantArgs): Promise<string> {
  const config = loadConfig();
  const running = config.databaseUrl ? undefined : readRunningInstance(config.dataDir);
  let balance: number;
  if (running) {
    const answer = await postToRunningServer(running, '/api/internal/credits', grant);
    balance = ((await answer.json()) as { balance: number }).balance;
  } else {
    const database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl, maxConnections: 1 }
        : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
    );
    try {
      await database.migrate();
      const roles = createRolesService(createRolesRepository(database.db));
      const credits = createCreditsService({
        db: database.db,
        repo: createCreditsRepository(database.db),
        settings: config.credits,
        clock: systemClock,
        accounts: roles,
      });
      ({ balance } = await credits.adminGrant(grant.email, grant.amount, grant.reason));
    } finally {
      await database.close();
    }
  }
  return `Granted ${grant.amount} AI credits to ${grant.email}; their balance is now ${balance}.`;
}

async function viaRunningServer(
  server: { port: number; token: string },
  action: RoleChange,
  email: string,
) {
  await postToRunningServer(server, '/api/internal/roles', { action, email });
  return done(action, email);
}

/** Sends a change to the running server with its maintenance token; its error message when refused. */
async function postToRunningServer(
  server: { port: number; token: string },
  route: string,
  body: unknown,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${server.port}${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
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
  return response;
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
