import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@mise/core';
import { profiles } from '../../db/schema/profiles.js';
import { call, setUpTestApp, signUp } from '../../../test/test-app.js';

type MeBody = {
  user: { id: string };
  profile: { username: string; display_name: string; time_zone: string };
};

describe('profiles', () => {
  const suite = setUpTestApp();

  it('creates a missing profile with the default names instead of failing', async () => {
    const member = await signUp(suite.app);
    const first = (await (
      await call(suite.app, 'GET', '/api/me', { cookie: member.cookie })
    ).json()) as MeBody;
    await suite.database.db.delete(profiles).where(eq(profiles.id, first.user.id));
    const response = await call(suite.app, 'GET', '/api/me', { cookie: member.cookie });
    expect(response.status).toBe(200);
    const head = first.user.id.slice(0, 8);
    expect(((await response.json()) as MeBody).profile).toEqual({
      id: first.user.id,
      username: `user_${head}`,
      display_name: `User${head}`,
      time_zone: 'UTC',
    });
  });

  it('updates username, display name and time zone', async () => {
    const member = await signUp(suite.app);
    const response = await call(suite.app, 'PATCH', '/api/me/profile', {
      cookie: member.cookie,
      body: {
        username: `${member.username}_x`,
        display_name: 'Julia C.',
        time_zone: 'Europe/Paris',
      },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      username: `${member.username}_x`,
      display_name: 'Julia C.',
      time_zone: 'Europe/Paris',
    });
    const me = (await (
      await call(suite.app, 'GET', '/api/me', { cookie: member.cookie })
    ).json()) as MeBody;
    expect(me.profile.time_zone).toBe('Europe/Paris');
  });

  it('refuses bad fields with messages and changes nothing', async () => {
    const member = await signUp(suite.app);
    const before = await (
      await call(suite.app, 'GET', '/api/me', { cookie: member.cookie })
    ).json();
    const response = await call(suite.app, 'PATCH', '/api/me/profile', {
      cookie: member.cookie,
      body: { username: 'no spaces allowed', display_name: '', time_zone: 'Mars/Olympus_Mons' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: messages.validationFailed,
        fields: {
          username: messages.usernameFormat,
          display_name: messages.displayNameLength,
          time_zone: messages.timeZoneInvalid,
        },
      },
    });
    expect(
      await (await call(suite.app, 'GET', '/api/me', { cookie: member.cookie })).json(),
    ).toEqual(before);
  });

  it('refuses fields a member may not set, such as roles', async () => {
    const member = await signUp(suite.app);
    const response = await call(suite.app, 'PATCH', '/api/me/profile', {
      cookie: member.cookie,
      body: { roles: ['admin'] },
    });
    expect(response.status).toBe(400);
    const me = (await (
      await call(suite.app, 'GET', '/api/me', { cookie: member.cookie })
    ).json()) as {
      roles: string[];
    };
    expect(me.roles).toEqual([]);
  });

  it("refuses someone else's username, whatever its case", async () => {
    const taken = await signUp(suite.app);
    const member = await signUp(suite.app);
    const response = await call(suite.app, 'PATCH', '/api/me/profile', {
      cookie: member.cookie,
      body: { username: taken.username.toUpperCase() },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: messages.usernameTaken,
        fields: { username: messages.usernameTaken },
      },
    });
  });

  it('answers /api/session with the same user, or null for a guest without an error', async () => {
    const member = await signUp(suite.app);
    const me = await (await call(suite.app, 'GET', '/api/me', { cookie: member.cookie })).json();
    const session = await call(suite.app, 'GET', '/api/session', { cookie: member.cookie });
    expect(await session.json()).toEqual({ me, currency: 'USD' });
    const guest = await call(suite.app, 'GET', '/api/session');
    expect(guest.status).toBe(200);
    expect(await guest.json()).toEqual({ me: null, currency: 'USD' });
  });

  it('keeps guests out', async () => {
    expect((await call(suite.app, 'GET', '/api/me')).status).toBe(401);
    expect(
      (await call(suite.app, 'PATCH', '/api/me/profile', { body: { display_name: 'x' } })).status,
    ).toBe(401);
  });
});
