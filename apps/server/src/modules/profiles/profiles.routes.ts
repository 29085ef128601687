import { createRoute } from '@hono/zod-openapi';
import { MeSchema, ProfilePatchSchema, ProfileSchema, SessionSchema } from '@mise/core';
import { createRouter, errorResponse, jsonBody } from '../../http/openapi.js';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { viewerId } from '../../http/session.js';
import type { ProfilesService } from './profiles.service.js';

const getMe = createRoute({
  method: 'get',
  path: '/api/me',
  tags: ['Profile'],
  summary: 'The signed-in user, their profile (created when missing) and roles',
  responses: {
    200: { description: 'Signed in', content: { 'application/json': { schema: MeSchema } } },
    401: errorResponse('Not signed in'),
  },
});

const getSession = createRoute({
  method: 'get',
  path: '/api/session',
  tags: ['Profile'],
  summary: 'The signed-in user like /api/me, or null for a guest (a page asks this on every load)',
  responses: {
    200: {
      description: 'Signed in or not',
      content: { 'application/json': { schema: SessionSchema } },
    },
  },
});

const patchProfile = createRoute({
  method: 'patch',
  path: '/api/me/profile',
  tags: ['Profile'],
  summary: 'Change username, display name or time zone',
  request: { body: jsonBody(ProfilePatchSchema) },
  responses: {
    200: { description: 'Saved', content: { 'application/json': { schema: ProfileSchema } } },
    400: errorResponse('Invalid fields'),
    401: errorResponse('Not signed in'),
    409: errorResponse('Username taken'),
  },
});

export function profilesRoutes(
  service: ProfilesService,
  requireUser: MiddlewareHandler<AppEnv>,
  optionalUser: MiddlewareHandler<AppEnv>,
  /** The CURRENCY setting, sent with the session (no extra request for the recipe pages). */
  currency: string,
) {
  const router = createRouter();
  router.use('/api/session', optionalUser);
  router.use('/api/me', requireUser);
  // Only this module's own routes: other modules' routes under /api/me/ guard themselves (the
  // nutrition settings refuse a guest with the spec's own message, spec-2 §8).
  router.use('/api/me/profile', requireUser);
  return router
    .openapi(getSession, async (c) => {
      const userId = viewerId(c);
      return c.json({ me: userId ? await service.getMe(userId) : null, currency }, 200);
    })
    .openapi(getMe, async (c) => c.json(await service.getMe(c.var.user.id), 200))
    .openapi(patchProfile, async (c) =>
      c.json(await service.updateProfile(c.var.user.id, c.req.valid('json')), 200),
    );
}
