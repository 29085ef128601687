import { messages } from '@mise/core';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { SessionLookup } from '../modules/auth/session-lookup.service.js';
import { AppError } from './app-error.js';
import type { AppEnv, SessionUser } from './context.js';
import { requestHeader } from './node-bindings.js';
import { createRecentSessions, type RecentSessions } from './recent-sessions.js';

/** better-auth's session cookie, with or without the `__Secure-` prefix (cookiePrefix 'mise'). */
const SESSION_COOKIE = 'mise.session_token=';

/** Whether a Cookie header carries a session (signed or not: only a lookup can tell). */
export const hasSessionCookie = (cookieHeader: string | undefined): cookieHeader is string =>
  !!cookieHeader?.includes(SESSION_COOKIE);

/**
 * The session middlewares. `requireUser` refuses guests; `optionalUser` lets them through. Both put
 * the signed-in member on the context. A request without a session cookie is a guest at once; a
 * session confirmed moments ago is taken from `recent` (recent-sessions.ts); others are confirmed
 * in the database (session-lookup.service.ts).
 */
export function createSessions(
  lookup: Pick<SessionLookup, 'confirm'>,
  recent: RecentSessions = createRecentSessions(),
) {
  async function loadUser(c: Context<AppEnv>): Promise<SessionUser | null> {
    const cookieHeader = requestHeader(c, 'cookie');
    if (!hasSessionCookie(cookieHeader)) return null;
    let user = recent.get(cookieHeader);
    if (!user) {
      const lookedUpIn = recent.generation;
      // The web Headers are only built when better-auth has to read the request itself.
      const found = await lookup.confirm(cookieHeader, () => c.req.raw.headers);
      if (!found) return null;
      user = found.user;
      recent.remember(cookieHeader, user, found.expiresAt, lookedUpIn);
    }
    c.set('user', user);
    return user;
  }

  return {
    /** Members-only routes: a guest gets 401 UNAUTHENTICATED, a member is put on the context. */
    requireUser: createMiddleware<AppEnv>(async (c, next) => {
      if (!(await loadUser(c))) throw new AppError('UNAUTHENTICATED', messages.signInRequired);
      await next();
    }),
    /** Public routes that read differently for a member: the member, when signed in, is on the context. */
    optionalUser: createMiddleware<AppEnv>(async (c, next) => {
      await loadUser(c);
      await next();
    }),
    /** On /api/auth/*: sign-out, revocations, password and e-mail changes take effect at once here. */
    forgetOnAuthChange: createMiddleware<AppEnv>(async (_c, next) => {
      await next();
      recent.forgetAll();
    }),
  };
}

/** The caller's id on a route behind optionalUser, or undefined for a guest. */
export function viewerId(c: Context<AppEnv>): string | undefined {
  return (c.var as { user?: SessionUser }).user?.id;
}

/** Refuses guests with the given message before the request body is even read. */
export function membersOnly(message: string): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!viewerId(c)) throw new AppError('UNAUTHENTICATED', message);
    await next();
  });
}
