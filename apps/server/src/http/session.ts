import { messages } from '@mise/core';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Auth } from '../modules/auth/auth.instance.js';
import { AppError } from './app-error.js';
import type { AppEnv, SessionUser } from './context.js';

/** The signed-in user for this request (null for a guest), put on the context when there is one. */
async function loadUser(auth: Auth, c: Context<AppEnv>): Promise<SessionUser | null> {
  const found = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!found) return null;
  const user = { id: found.user.id, email: found.user.email };
  c.set('user', user);
  return user;
}

/** Members-only routes: a guest gets 401 UNAUTHENTICATED, a member is put on the context. */
export function requireUser(auth: Auth): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!(await loadUser(auth, c))) throw new AppError('UNAUTHENTICATED', messages.signInRequired);
    await next();
  });
}

/** Public routes that read differently for a member: the member, when signed in, is on the context. */
export function optionalUser(auth: Auth): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    await loadUser(auth, c);
    await next();
  });
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
