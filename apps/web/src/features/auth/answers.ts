import type { AuthProviders } from '@mise/core';
import { isRecord, isString, unexpected } from '../../lib/answer-checks';

/**
 * GET /api/auth-providers checked by hand (the sign-in page loads no zod until the cook types;
 * `lazy-resolver.ts` says why). `answers.test.ts` holds the check to core's `AuthProvidersSchema`.
 */
export function authProvidersOf(body: unknown): AuthProviders {
  const oidc = isRecord(body) ? body.oidc : undefined;
  if (!isRecord(oidc) || typeof oidc.enabled !== 'boolean' || !isString(oidc.display_name))
    throw unexpected('the sign-in providers');
  return { oidc: { enabled: oidc.enabled, display_name: oidc.display_name } };
}
