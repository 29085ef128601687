import { createRoute } from '@hono/zod-openapi';
import {
  CreditGrantRequestSchema,
  CreditsQuerySchema,
  CreditsSchema,
  creditMessages,
} from '@mise/core';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { AppError } from '../../http/app-error.js';
import { validationError } from '../../http/error-handler.js';
import { createRouter, errorResponse } from '../../http/openapi.js';
import { membersOnly, viewerId } from '../../http/session.js';
import { sameToken } from '../admin/maintenance.routes.js';
import type { CreditsService } from './credits.service.js';

const creditsRoute = createRoute({
  method: 'get',
  path: '/api/me/credits',
  tags: ['Credits'],
  summary: 'The member’s AI credits: balance, monthly allowance, when it renews, costs, the ledger',
  description:
    'The first read in a new UTC month tops the balance up to the allowance (credits beyond it are ' +
    'kept). The ledger is newest first; pass `next_cursor` back as `?cursor=` for older rows.',
  request: { query: CreditsQuerySchema },
  responses: {
    200: {
      description: 'The credits and a page of the ledger',
      content: { 'application/json': { schema: CreditsSchema } },
    },
    400: errorResponse('Invalid limit or cursor'),
    401: errorResponse(creditMessages.signedOut),
  },
});

/** The member's own credits; nobody reads another's. */
export function creditsRoutes(service: CreditsService, optionalUser: MiddlewareHandler<AppEnv>) {
  const router = createRouter();
  router.use('/api/me/credits', optionalUser, membersOnly(creditMessages.signedOut));
  return router.openapi(creditsRoute, async (c) =>
    c.json(await service.credits(viewerId(c)!, c.req.valid('query')), 200),
  );
}

/**
 * The admin CLI's `grant-credits` while the server holds the embedded database, with the same
 * maintenance token as the role grant (see admin/maintenance.routes.ts); not in the API document.
 */
export function creditsMaintenanceRoutes(
  service: CreditsService,
  maintenanceToken: string | undefined,
) {
  return new Hono().post('/api/internal/credits', async (c) => {
    const bearer = c.req.header('authorization')?.replace(/^Bearer /, '') ?? '';
    if (!maintenanceToken || !sameToken(bearer, maintenanceToken))
      throw new AppError('NOT_FOUND', 'Not found');
    const parsed = CreditGrantRequestSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) throw validationError(parsed.error);
    const { email, amount, reason } = parsed.data;
    return c.json(await service.adminGrant(email, amount, reason), 200);
  });
}
