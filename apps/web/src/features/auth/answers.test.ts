import { AuthProvidersSchema } from '@mise/core';
import { describe, expect, it } from 'vitest';
import { authProvidersOf } from './answers';

const providers = { oidc: { enabled: true, display_name: 'Company SSO' } };

/** The hand check accepts what core's schema accepts, and refuses what it refuses. */
describe('sign-in providers answer checked by hand', () => {
  it('accepts the answer as the schema does', () => {
    expect(authProvidersOf(providers)).toEqual(AuthProvidersSchema.parse(providers));
    const off = { oidc: { enabled: false, display_name: '' } };
    expect(authProvidersOf(off)).toEqual(AuthProvidersSchema.parse(off));
  });

  it('refuses what the schema refuses', () => {
    for (const bad of [
      { oidc: { enabled: 'yes', display_name: 'SSO' } },
      { oidc: { enabled: true } },
      { oidc: null },
      {},
      [],
      null,
    ]) {
      expect(() => authProvidersOf(bad)).toThrow();
      expect(AuthProvidersSchema.safeParse(bad).success).toBe(false);
    }
  });
});
