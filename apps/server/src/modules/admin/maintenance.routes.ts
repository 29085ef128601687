import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { validationError } from '../../http/error-handler.js';
import type { RolesService } from './roles.service.js';

const RoleChangeSchema = z.object({ action: z.enum(['grant', 'revoke']), email: z.string() });

export function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The admin CLI's way in while the server holds the embedded database (PGlite opens a data directory
 * in one process only). The token lives in DATA_DIR with mode 0600, so only someone who could read
 * the database files anyway can use it; it is not part of the public API document.
 */
export function maintenanceRoutes(roles: RolesService, maintenanceToken: string | undefined) {
  return new Hono().post('/api/internal/roles', async (c) => {
    const bearer = c.req.header('authorization')?.replace(/^Bearer /, '') ?? '';
    if (!maintenanceToken || !sameToken(bearer, maintenanceToken))
      throw new AppError('NOT_FOUND', 'Not found');
    const parsed = RoleChangeSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) throw validationError(parsed.error);
    return c.json(await roles.change(parsed.data.action, parsed.data.email), 200);
  });
}
