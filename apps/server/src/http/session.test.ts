import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp } from '../../test/test-app.js';
import { createTestDatabase } from '../../test/test-database.js';

/**
 * The session middlewares on the real app and the real better-auth: guests cost nothing, a session is
 * confirmed once and then recognised, and a sign-out takes effect at once in this process.
 */
// Test cookies carry no signed cookie cache, so better-auth confirms each session in the database:
// counting those lookups counts the confirmations.
let sessionLookups = 0;
/**
 * Statements that read the session table, or the user table alone (as better-auth reads a session's
 * member; /api/me reads it with the profile), while a test records them.
 */
let authReads: string[] | undefined;
const database = await createTestDatabase({
  onQuery: (query) => {
    if (/from "session"/i.test(query)) sessionLookups += 1;
    if (/"session"|from "user" where/i.test(query)) authReads?.push(query);
  },
});
const { app } = createTestApp(database);
beforeEach(() => (sessionLookups = 0));
afterAll(() => database.close());

describe('sessions', () => {
  it('treats a request without a session cookie as a guest without a session lookup', async () => {
    expect((await call(app, 'GET', '/api/recipes')).status).toBe(200);
    expect((await call(app, 'GET', '/api/me', { cookie: 'theme=dark' })).status).toBe(401);
    expect(sessionLookups).toBe(0);
  });

  it('confirms a session once, then recognises it', async () => {
    const member = await signUp(app);
    sessionLookups = 0;
    for (let i = 0; i < 3; i++) {
      const me = await call(app, 'GET', '/api/me', { cookie: member.cookie });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { user: { email: string } }).user.email).toBe(member.email);
    }
    expect(sessionLookups).toBe(1);
  });

  it('honours a sign-out at once, and does not remember a refused session', async () => {
    const member = await signUp(app);
    expect((await call(app, 'GET', '/api/me', { cookie: member.cookie })).status).toBe(200);
    const signOut = await call(app, 'POST', '/api/auth/sign-out', {
      cookie: member.cookie,
      body: {},
    });
    expect(signOut.status).toBe(200);
    // The signed token is still well-formed, so each try is looked up, refused, and not remembered.
    sessionLookups = 0;
    for (let i = 0; i < 2; i++) {
      expect((await call(app, 'GET', '/api/me', { cookie: member.cookie })).status).toBe(401);
    }
    expect(sessionLookups).toBe(2);
  });

  const tokenOf = (cookie: string) =>
    decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0]!;
  const expiryOf = async (cookie: string) =>
    (
      await database.db.execute<{ expires_at: string }>(
        sql`select expires_at::text from session where token = ${tokenOf(cookie)}`,
      )
    ).rows[0]?.expires_at;
  const setExpiry = (cookie: string, interval: string) =>
    database.db.execute(
      sql`update session set expires_at = now() + ${interval}::interval where token = ${tokenOf(cookie)}`,
    );

  it('confirms a session in one statement: the session with its member', async () => {
    const member = await signUp(app);
    authReads = [];
    expect((await call(app, 'GET', '/api/me', { cookie: member.cookie })).status).toBe(200);
    const reads = authReads;
    authReads = undefined;
    // better-auth's own look-up read the session, then its user: two statements.
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/from "session" inner join "user"/);
  });

  it('refuses a session deleted elsewhere (another process signed it out)', async () => {
    const member = await signUp(app);
    await database.db.execute(sql`delete from session where token = ${tokenOf(member.cookie)}`);
    expect((await call(app, 'GET', '/api/me', { cookie: member.cookie })).status).toBe(401);
  });

  it('refuses a cookie whose signature is not ours, without a look-up', async () => {
    const member = await signUp(app);
    const [name, value] = member.cookie.split('=') as [string, string];
    const [token, signature] = decodeURIComponent(value).split('.') as [string, string];
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const forged = `${name}=${encodeURIComponent(`${token}.${flipped}`)}`;
    sessionLookups = 0;
    expect((await call(app, 'GET', '/api/me', { cookie: forged })).status).toBe(401);
    expect((await call(app, 'GET', '/api/me', { cookie: `${name}=${token}` })).status).toBe(401);
    expect(sessionLookups).toBe(0);
  });

  it('refuses an expired session, which better-auth removes', async () => {
    const member = await signUp(app);
    await setExpiry(member.cookie, '-1 minute');
    expect((await call(app, 'GET', '/api/me', { cookie: member.cookie })).status).toBe(401);
    expect(await expiryOf(member.cookie)).toBeUndefined();
  });

  it('extends a session due for its daily refresh, as better-auth does (7 days from now)', async () => {
    const member = await signUp(app);
    await setExpiry(member.cookie, '5 days'); // issued two days ago: due (once a day)
    expect((await call(app, 'GET', '/api/me', { cookie: member.cookie })).status).toBe(200);
    const extended = Date.parse((await expiryOf(member.cookie))!);
    expect(extended).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    // Not due (refreshed less than a day ago): left as it is.
    await setExpiry(member.cookie, '6 days 12 hours');
    const before = await expiryOf(member.cookie);
    const other = await signUp(app); // a sign-up forgets the sessions recognised lately
    expect((await call(app, 'GET', '/api/me', { cookie: other.cookie })).status).toBe(200);
    expect((await call(app, 'GET', '/api/me', { cookie: member.cookie })).status).toBe(200);
    expect(await expiryOf(member.cookie)).toBe(before);
  });
});
