import { describe, expect, it } from 'vitest';
import {
  ProfilePatchSchema,
  SignUpInputSchema,
  defaultProfileNames,
  isValidTimeZone,
} from './auth.js';
import { messages } from './messages.js';

describe('defaultProfileNames', () => {
  it('uses the first 8 characters of the id', () => {
    expect(defaultProfileNames('abcdefghijkl')).toEqual({
      username: 'user_abcdefgh',
      display_name: 'Userabcdefgh',
    });
  });
});

describe('SignUpInputSchema', () => {
  it('lower-cases and trims the email', () => {
    const parsed = SignUpInputSchema.parse({
      email: ' Cook@Example.COM ',
      password: 'longenough',
      username: 'cook_1',
    });
    expect(parsed.email).toBe('cook@example.com');
  });
  it.each([
    ['left out', {}],
    ['empty', { username: '' }],
    ['only spaces', { username: '   ' }],
    ['null', { username: null }],
  ])('takes e-mail and password alone: a username %s is not given', (_, extra) => {
    const parsed = SignUpInputSchema.parse({ email: 'a@b.co', password: 'longenough', ...extra });
    expect(parsed).toEqual({ email: 'a@b.co', password: 'longenough' });
    expect(parsed.username).toBeUndefined();
  });
  it('keeps a given username, trimmed', () => {
    expect(
      SignUpInputSchema.parse({ email: 'a@b.co', password: 'longenough', username: ' cook_1 ' })
        .username,
    ).toBe('cook_1');
  });
  it.each([
    [{ email: 'nope', password: 'longenough', username: 'cook' }, 'email', messages.emailInvalid],
    [{ email: 'a@b.co', password: 'short', username: 'cook' }, 'password', messages.passwordLength],
    [
      { email: 'a@b.co', password: 'longenough', username: 'no spaces' },
      'username',
      messages.usernameFormat,
    ],
    [
      { email: 'a@b.co', password: 'longenough', username: 'ab' },
      'username',
      messages.usernameFormat,
    ],
    [{ email: 'a@b.co', password: 'longenough', username: 42 }, 'username', undefined],
  ])('rejects %o on %s', (input, field, message) => {
    const result = SignUpInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue).toBeDefined();
    if (message) expect(issue?.message).toBe(message);
  });
});

describe('ProfilePatchSchema', () => {
  it('accepts a partial patch', () => {
    expect(ProfilePatchSchema.parse({ time_zone: 'Europe/Paris' })).toEqual({
      time_zone: 'Europe/Paris',
    });
  });
  it('rejects unknown time zones and unknown keys', () => {
    expect(ProfilePatchSchema.safeParse({ time_zone: 'Mars/Olympus' }).success).toBe(false);
    expect(ProfilePatchSchema.safeParse({ role: 'admin' }).success).toBe(false);
  });
  it('knows real zones', () => {
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('Nowhere/Place')).toBe(false);
  });
});

describe('stored text', () => {
  it('refuses the NUL character, which PostgreSQL cannot store', () => {
    const result = ProfilePatchSchema.safeParse({ display_name: 'Chef\u0000' });
    expect(result.error?.issues[0]?.message).toBe('Text cannot contain a NUL character');
  });
});
