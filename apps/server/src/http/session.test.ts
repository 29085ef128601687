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
const database = await createTestDatabase({
  onQuery: (query) => {
    if (/from "session"/i.test(query)) sessionLookups += 1;
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
});
