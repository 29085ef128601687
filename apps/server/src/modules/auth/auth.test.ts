import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@mise/core';
import { count } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client.js';
import { user } from '../../db/schema/auth.js';
import { createTestDatabase } from '../../../test/test-database.js';
import {
  call,
  createTestApp,
  setUpTestApp,
  sessionCookie,
  signUp,
  testConfig,
  uniqueMember,
} from '../../../test/test-app.js';

describe('accounts', () => {
  const suite = setUpTestApp();

  it('signs up with e-mail, password and username, in an httpOnly session cookie', async () => {
    const member = uniqueMember();
    const response = await call(suite.app, 'POST', '/api/auth/sign-up/email', { body: member });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('mise.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const created = (await response.json()) as Record<string, unknown>;
    expect(created).not.toHaveProperty('token');
    expect(JSON.stringify(created)).not.toContain(
      sessionCookie(response).split('=')[1]!.split('.')[0],
    );
    const me = await call(suite.app, 'GET', '/api/me', { cookie: sessionCookie(response) });
    expect(me.status).toBe(200);
    const body = (await me.json()) as {
      user: { email: string };
      profile: { username: string; display_name: string; time_zone: string };
      roles: string[];
    };
    expect(body.user.email).toBe(member.email);
    expect(body.profile).toMatchObject({
      username: member.username,
      display_name: member.username,
      time_zone: 'UTC',
    });
    expect(body.roles).toEqual([]);
  });

  /** Signs up with this body and gives the new member's profile as /api/me shows it. */
  async function profileAfterSignUp(body: Record<string, unknown>) {
    const response = await call(suite.app, 'POST', '/api/auth/sign-up/email', { body });
    expect(response.status).toBe(200);
    const me = await call(suite.app, 'GET', '/api/me', { cookie: sessionCookie(response) });
    const { user: account, profile } = (await me.json()) as {
      user: { id: string; email: string };
      profile: { username: string; display_name: string };
    };
    return { account, profile };
  }

  it.each([
    ['no username at all', {}],
    ['a blank username', { username: '   ' }],
    ['a null username', { username: null }],
  ])(
    'signs up with e-mail and password alone (%s): the profile gets the default names',
    async (_, extra) => {
      const { email, password } = uniqueMember();
      const { account, profile } = await profileAfterSignUp({ email, password, ...extra });
      expect(account.email).toBe(email);
      const head = account.id.slice(0, 8);
      expect(profile).toMatchObject({ username: `user_${head}`, display_name: `User${head}` });
      expect(profile.username).toMatch(/^user_[0-9a-f-]{8}$/);
    },
  );

  it('keeps a username that is given, trimmed', async () => {
    const member = uniqueMember();
    const { profile } = await profileAfterSignUp({ ...member, username: ` ${member.username} ` });
    expect(profile).toMatchObject({ username: member.username, display_name: member.username });
  });

  it('refuses a bad sign-up with field messages and creates nothing', async () => {
    const countUsers = () => suite.database.db.select({ n: count() }).from(user);
    const before = await countUsers();
    const response = await call(suite.app, 'POST', '/api/auth/sign-up/email', {
      body: { email: 'not-an-email', password: 'short', username: 'x' },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: { code: string; fields: Record<string, string> };
    };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields).toEqual({
      email: messages.emailInvalid,
      password: messages.passwordLength,
      username: messages.usernameFormat,
    });
    expect(await countUsers()).toEqual(before);
  });

  it('refuses a taken e-mail or username with 409', async () => {
    const first = await signUp(suite.app);
    const sameEmail = await call(suite.app, 'POST', '/api/auth/sign-up/email', {
      body: { ...uniqueMember(), email: first.email.toUpperCase() },
    });
    expect(sameEmail.status).toBe(409);
    expect(await sameEmail.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: messages.emailTaken,
        fields: { email: messages.emailTaken },
      },
    });
    const sameName = await call(suite.app, 'POST', '/api/auth/sign-up/email', {
      body: { ...uniqueMember(), username: first.username.toUpperCase() },
    });
    expect(sameName.status).toBe(409);
    expect(((await sameName.json()) as { error: { fields: object } }).error.fields).toEqual({
      username: messages.usernameTaken,
    });
  });

  it('signs in and out', async () => {
    const member = await signUp(suite.app);
    const signIn = await call(suite.app, 'POST', '/api/auth/sign-in/email', {
      body: { email: member.email, password: member.password },
    });
    expect(signIn.status).toBe(200);
    const cookie = sessionCookie(signIn);
    expect((await call(suite.app, 'GET', '/api/me', { cookie })).status).toBe(200);
    const signOut = await call(suite.app, 'POST', '/api/auth/sign-out', { cookie, body: {} });
    expect(signOut.status).toBe(200);
    const after = await call(suite.app, 'GET', '/api/me', { cookie });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: messages.signInRequired },
    });
  });

  it('answers a wrong password with 401 in our error shape', async () => {
    const member = await signUp(suite.app);
    const response = await call(suite.app, 'POST', '/api/auth/sign-in/email', {
      body: { email: member.email, password: 'wrong password!' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: messages.invalidCredentials },
    });
  });

  it('says which sign-in options exist', async () => {
    const plain = await call(suite.app, 'GET', '/api/auth-providers');
    expect(await plain.json()).toEqual({ oidc: { enabled: false, display_name: '' } });
    const withOidc = createTestApp(suite.database, {
      config: testConfig({
        oidc: {
          issuer: 'http://127.0.0.1:1',
          clientId: 'c',
          clientSecret: 's',
          displayName: 'Acme ID',
        },
      }),
    }).app;
    expect(await (await call(withOidc, 'GET', '/api/auth-providers')).json()).toEqual({
      oidc: { enabled: true, display_name: 'Acme ID' },
    });
  });
});

describe('failed sign-in limits', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  // On PostgreSQL the second "process" gets its own connection pool, as a second server would.
  let secondConnection: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    secondConnection = database.url
      ? await openDatabase({ kind: 'postgres', url: database.url, maxConnections: 2 })
      : database;
  });
  afterAll(async () => {
    if (secondConnection !== database) await secondConnection.close();
    await database.close();
  });

  const limited = (perAccount: number, perIp: number, connection: Database = database) =>
    createTestApp(connection, {
      config: testConfig({
        trustProxy: true,
        signInLimits: { perAccount, perIp, windowMinutes: 15 },
      }),
    }).app;
  const attempt = (app: ReturnType<typeof limited>, email: string, password: string, ip: string) =>
    call(app, 'POST', '/api/auth/sign-in/email', {
      body: { email, password },
      headers: { 'x-forwarded-for': ip },
    });

  it('limits failures per account, across server processes that share the database', async () => {
    const processA = limited(3, 100);
    const processB = limited(3, 100, secondConnection);
    const member = await signUp(processA);
    expect((await attempt(processA, member.email, 'wrong-1', '10.0.0.1')).status).toBe(401);
    expect((await attempt(processB, member.email, 'wrong-2', '10.0.0.2')).status).toBe(401);
    expect((await attempt(processA, member.email, 'wrong-3', '10.0.0.3')).status).toBe(401);
    // The fourth try, from the other process and even with the right password, is refused.
    const blocked = await attempt(processB, member.email, member.password, '10.0.0.4');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('900');
    expect(await blocked.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: messages.tooManySignIns },
    });
    // Another account is not affected.
    const other = await signUp(processA);
    expect((await attempt(processB, other.email, other.password, '10.0.0.5')).status).toBe(200);
  });

  it('limits failures per IP across accounts', async () => {
    const app = limited(100, 3);
    const ip = '192.0.2.77';
    for (const n of [1, 2, 3]) {
      expect((await attempt(app, `nobody${n}@example.com`, 'guess', ip)).status).toBe(401);
    }
    const member = await signUp(app);
    expect((await attempt(app, member.email, member.password, ip)).status).toBe(429);
    expect((await attempt(app, member.email, member.password, '192.0.2.78')).status).toBe(200);
  });

  it('holds against a burst of parallel guesses at one account', async () => {
    const app = limited(3, 1000);
    const member = await signUp(app);
    const burst = await Promise.all(
      Array.from({ length: 15 }, async (_, n) =>
        attempt(app, member.email, `guess-${n}`, `10.9.0.${n}`),
      ),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12);
  });

  it('behind a proxy, keys the client by the address the proxy added, not one the client made up', async () => {
    const app = limited(1000, 2);
    for (const n of [1, 2]) {
      expect(
        (await attempt(app, `who${n}@example.com`, 'guess', `203.0.113.${n}, 198.51.100.9`)).status,
      ).toBe(401);
    }
    // A new made-up address on the left does not give a fresh allowance.
    expect(
      (await attempt(app, 'who3@example.com', 'guess', '203.0.113.77, 198.51.100.9')).status,
    ).toBe(429);
  });

  it('a success clears the account count', async () => {
    const app = limited(2, 100);
    const member = await signUp(app);
    expect((await attempt(app, member.email, 'wrong', '10.1.0.1')).status).toBe(401);
    expect((await attempt(app, member.email, member.password, '10.1.0.1')).status).toBe(200);
    expect((await attempt(app, member.email, 'wrong', '10.1.0.1')).status).toBe(401);
    expect((await attempt(app, member.email, member.password, '10.1.0.1')).status).toBe(200);
  });
});
