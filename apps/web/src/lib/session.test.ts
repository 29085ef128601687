import { MeSchema } from '@mise/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { avatarLetterOf, fetchMe, parseMe } from './session';

const me = {
  user: { id: 'u1', email: 'cook@example.com' },
  profile: { id: 'u1', username: 'cook', display_name: 'Cook', time_zone: 'Europe/Paris' },
  roles: ['admin'],
};

afterEach(() => vi.restoreAllMocks());

describe('parseMe agrees with MeSchema', () => {
  const samples: unknown[] = [
    me,
    { ...me, roles: [] },
    { ...me, roles: ['owner'] },
    { ...me, profile: { ...me.profile, time_zone: 3 } },
    { ...me, user: { id: 'u1' } },
    { user: me.user, profile: me.profile },
    null,
  ];
  it.each(samples)('%j', (sample) => {
    const schema = MeSchema.safeParse(sample);
    if (schema.success) expect(parseMe(sample)).toEqual(schema.data);
    else expect(() => parseMe(sample)).toThrow();
  });
});

describe('fetchMe', () => {
  it('returns null for a guest', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ me: null }), { status: 200 }));
    await expect(fetchMe()).resolves.toBeNull();
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/session');
  });

  it('returns the user when signed in', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ me }), { status: 200 }),
    );
    await expect(fetchMe()).resolves.toEqual(me);
  });

  it('refuses an answer that is not a user', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ me: { user: 'x' } }), { status: 200 }),
    );
    await expect(fetchMe()).rejects.toThrow('unexpected answer');
  });

  it('raises other failures', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 500 }));
    await expect(fetchMe()).rejects.toMatchObject({ status: 500 });
  });
});

describe('avatarLetterOf', () => {
  it('is the upper-cased first letter of the e-mail', () => {
    expect(avatarLetterOf('zoe@example.com')).toBe('Z');
  });
});
