import { messages, type Role } from '@mise/core';
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from './app-error.js';
import type { AppEnv } from './context.js';
import { viewerId } from './session.js';

/** Where the admin check reads a member's roles (the roles service, over `user_roles`). */
export interface RoleReader {
  hasRole(userId: string, role: Role): Promise<boolean>;
}

/**
 * Admin-only routes (spec-2 §2, §6), behind `optionalUser`: a guest gets 401 "You must be logged in
 * to access this page", a member without the admin role 403 "You need administrator privileges to
 * access this page" — before the request body is even read. The role is read on every request, so a
 * role revoked by the CLI takes effect at once.
 */
export function requireAdmin(roles: RoleReader): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    const userId = viewerId(c);
    if (!userId) throw new AppError('UNAUTHENTICATED', messages.mustBeLoggedIn);
    if (!(await roles.hasRole(userId, 'admin')))
      throw new AppError('FORBIDDEN', messages.needAdmin);
    await next();
  });
}
