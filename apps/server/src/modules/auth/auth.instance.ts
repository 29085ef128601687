import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Logger } from '../../http/logger.js';
import { account, session, user, verification } from '../../db/schema/auth.js';

export const OIDC_PROVIDER_ID = 'oidc';

/**
 * better-auth, configured for Mise: e-mail + password, sessions in our database behind an httpOnly
 * cookie, and a generic OpenID Connect provider when OIDC_* is set. Its own in-memory rate limiter is
 * off: sign-in failures are limited in the database instead (sign-in-limit.service.ts), which holds
 * across processes.
 */
export function createAuth(db: Db, config: Config, logger: Logger) {
  return betterAuth({
    appName: 'Mise',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    trustedOrigins: trustedOrigins(config),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
    },
    // A signed copy of the session rides in a cookie for a minute, which better-auth's own endpoints
    // (/api/auth/get-session) read instead of the database. The API's session middleware does not:
    // it confirms the session itself, in the database (session-lookup.service.ts, decision 0033).
    session: { cookieCache: { enabled: true, maxAge: 60 } },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      disabled: config.logLevel === 'silent',
      log: (level, message) => {
        // better-auth's warnings about each wrong password are noise; the failure table counts them.
        if (level === 'error') logger.error(`auth: ${message}`);
        else if (level === 'warn' && !/invalid password|user not found/i.test(message))
          logger.warn(`auth: ${message}`);
      },
    },
    advanced: {
      cookiePrefix: 'mise',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: config.oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: OIDC_PROVIDER_ID,
                name: config.oidc.displayName,
                discoveryUrl: `${config.oidc.issuer}/.well-known/openid-configuration`,
                clientId: config.oidc.clientId,
                clientSecret: config.oidc.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The public URL is trusted; when it was left at its default, the same port on loopback under
 * either name is too, so a newcomer opening 127.0.0.1 instead of localhost can still sign in.
 * The Vite dev server's origin is trusted in development only.
 */
function trustedOrigins(config: Config): string[] {
  const origins = new Set([config.publicUrl]);
  const url = new URL(config.publicUrl);
  if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') {
    origins.add(`${url.protocol}//localhost:${url.port}`);
    origins.add(`${url.protocol}//127.0.0.1:${url.port}`);
  }
  if (config.env === 'development') origins.add('http://localhost:5173');
  return [...origins];
}
