import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port.mjs';

// The real server process, started as `npm start` starts it (minus the build), on a real data
// directory: what a restart keeps, how it stops, and what the admin CLI does around it.
const serverRoot = path.resolve(import.meta.dirname, '..');
const children = new Set<ChildProcess>();
afterAll(() => children.forEach((child) => child.kill('SIGKILL')));

function run(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: serverRoot,
    // Start-up phases are logged at info: a start that hangs says where in the failure message.
    env: { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitHealthy(port: number, server: ReturnType<typeof run>) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      // A probe that hangs must not hold the loop past its deadline.
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server never became healthy: ${server.output()}`);
}

async function startServer(dataDir: string) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = run('src/main.ts', [], {
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
  });
  const post = (route: string, body: unknown, cookie = '') =>
    fetch(`${origin}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify(body),
    });
  const get = (route: string, cookie = '') => fetch(`${origin}${route}`, { headers: { cookie } });
  return { server, port, post, get, ready: () => waitHealthy(port, server) };
}

const cookieOf = (response: Response) => response.headers.getSetCookie()[0]!.split(';')[0]!;
const admin = (args: string[], dataDir: string) =>
  run('src/cli/admin.ts', args, { DATA_DIR: dataDir });

describe('the server process on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mise-lifecycle-'));
  const member = {
    email: 'restart@example.com',
    password: 'survives a restart',
    username: 'restarter',
  };

  it('keeps accounts across a restart and stops cleanly on SIGTERM', async () => {
    const first = await startServer(dataDir);
    await first.ready();
    expect((await first.post('/api/auth/sign-up/email', member)).status).toBe(200);
    expect(existsSync(path.join(dataDir, 'server.json'))).toBe(true);

    first.server.child.kill('SIGTERM');
    expect(await first.server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.json'))).toBe(false);

    const second = await startServer(dataDir);
    await second.ready();
    const signIn = await second.post('/api/auth/sign-in/email', {
      email: member.email,
      password: member.password,
    });
    expect(signIn.status).toBe(200);
    const me = (await (await second.get('/api/me', cookieOf(signIn))).json()) as {
      profile: { username: string };
    };
    expect(me.profile.username).toBe('restarter');

    // A second server on the same embedded data directory is refused, clearly.
    const intruder = await startServer(dataDir);
    expect(await intruder.server.exited).toBe(1);
    expect(intruder.server.output()).toContain('Another Mise server');

    // The admin CLI goes through the running server.
    const grant = admin(['grant', member.email], dataDir);
    expect(await grant.exited).toBe(0);
    expect(grant.output()).toContain('restart@example.com is now an admin.');
    const roles = (await (await second.get('/api/me', cookieOf(signIn))).json()) as {
      roles: string[];
    };
    expect(roles.roles).toEqual(['admin']);

    // Extra AI credits, through the running server too (on top of the month's 50).
    const credits = admin(['grant-credits', member.email, '7', 'Contest', 'prize'], dataDir);
    expect(await credits.exited).toBe(0);
    expect(credits.output()).toContain('Granted 7 AI credits to restart@example.com');
    const mine = (await (await second.get('/api/me/credits', cookieOf(signIn))).json()) as {
      balance: number;
      ledger: { delta: number; reason: string }[];
    };
    expect(mine.balance).toBe(57);
    expect(mine.ledger[0]).toMatchObject({ delta: 7, reason: 'Contest prize' });

    second.server.child.kill('SIGINT');
    expect(await second.server.exited).toBe(0);

    // With no server running, it opens the database itself.
    const revoke = admin(['revoke', member.email], dataDir);
    expect(await revoke.exited).toBe(0);
    expect(revoke.output()).toContain('is no longer an admin.');
    const offline = admin(['grant-credits', member.email, '3'], dataDir);
    expect(await offline.exited).toBe(0);
    expect(offline.output()).toContain('their balance is now 60.');
  });

  it('explains its usage and unknown accounts', async () => {
    const usage = admin(['promote'], dataDir);
    expect(await usage.exited).toBe(1);
    expect(usage.output()).toContain('Usage: npm run admin -- grant <email>');
    const noCount = admin(['grant-credits', 'restart@example.com', 'lots'], dataDir);
    expect(await noCount.exited).toBe(1);
    expect(noCount.output()).toContain('grant-credits <email> <n> [reason]');
    const ghost = admin(['grant', 'ghost@example.com'], dataDir);
    expect(await ghost.exited).toBe(1);
    expect(ghost.output()).toContain('No account with the e-mail ghost@example.com');
  });
});
