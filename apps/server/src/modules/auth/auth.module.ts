import { createRouter } from '../../http/openapi.js';
import type { Platform } from '../../platform.js';
import type { Module } from '../module.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import { authRoutes } from './auth.routes.js';
import { createSignInLimitRepository } from './sign-in-limit.repository.js';
import { createSignInLimitService, type SignInLimitService } from './sign-in-limit.service.js';

/**
 * Sign-up, sign-in (limited by failures kept in the database), sign-out and social sign-in under
 * /api/auth/*, served by better-auth behind our contract. Sign-up gives the new member a profile.
 */
export function authModule(
  { db, config, auth, sessions }: Platform,
  { profiles }: { profiles: ProfilesService },
): Module<SignInLimitService> {
  const signInLimit = createSignInLimitService(
    createSignInLimitRepository(db),
    config.signInLimits,
  );
  // Any sign-in, sign-up or sign-out forgets the sessions recognised moments ago (recent-sessions.ts);
  // registered before the routes, so it wraps them.
  const routes = createRouter();
  routes.use('/api/auth/*', sessions.forgetOnAuthChange);
  routes.route(
    '/',
    authRoutes({
      auth,
      profiles,
      signInLimit,
      trustProxy: config.trustProxy,
      oidc: { enabled: Boolean(config.oidc), display_name: config.oidc?.displayName ?? '' },
    }),
  );
  return { routes, service: signInLimit };
}
