import { createRoute, z } from '@hono/zod-openapi';
import {
  CookListSchema,
  CooksQuerySchema,
  CookingFinishSchema,
  CookingProgressSchema,
  CookingSessionSchema,
  CookingStartSchema,
  CurrentCookingSessionSchema,
} from '@mise/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { viewerId } from '../../http/session.js';
import { createRouter, errorResponse, jsonBody } from '../../http/openapi.js';
import type { CookingService } from './cooking.service.js';

const tags = ['Cooking'];
const IdParams = z.object({ id: z.string().max(64) });
const sessionResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: CookingSessionSchema } },
});

const startRoute = createRoute({
  method: 'post',
  path: '/api/cooking/sessions',
  tags,
  summary: 'Start cooking a recipe (ends the member’s active session, not counted)',
  request: { body: jsonBody(CookingStartSchema) },
  responses: {
    201: sessionResponse('The new active session'),
    400: errorResponse('Invalid fields'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such recipe, or not one the member can see'),
  },
});
const currentRoute = createRoute({
  method: 'get',
  path: '/api/cooking/sessions/current',
  tags,
  summary: 'The member’s active session, to resume on any device (null when none)',
  responses: {
    200: {
      description: 'The active session or null',
      content: { 'application/json': { schema: CurrentCookingSessionSchema } },
    },
    401: errorResponse('Not signed in'),
  },
});
const progressRoute = createRoute({
  method: 'patch',
  path: '/api/cooking/sessions/{id}',
  tags,
  summary: 'Save progress: the current step, the steps done (the recipe’s own), servings',
  request: { params: IdParams, body: jsonBody(CookingProgressSchema) },
  responses: {
    200: sessionResponse('The session with its progress'),
    400: errorResponse('Invalid fields, or a step that is not the recipe’s'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such session of this member'),
    409: errorResponse('The session has ended'),
  },
});
const stopRoute = createRoute({
  method: 'delete',
  path: '/api/cooking/sessions/{id}',
  tags,
  summary: 'Stop cooking (not counted); an ended session stays as it is',
  request: { params: IdParams },
  responses: {
    204: { description: 'Stopped' },
    401: errorResponse('Not signed in'),
    404: errorResponse('No such session of this member'),
  },
});
const finishRoute = createRoute({
  method: 'post',
  path: '/api/cooking/sessions/{id}/finish',
  tags,
  summary:
    'Finish cooking: the server times the session and decides whether it counts (a second finish gives the same answer)',
  request: { params: IdParams },
  responses: {
    200: {
      description: 'The finished session, its time, efficiency and whether it counted',
      content: { 'application/json': { schema: CookingFinishSchema } },
    },
    401: errorResponse('Not signed in'),
    404: errorResponse('No such session of this member'),
    409: errorResponse('The session was stopped'),
  },
});

const cooksRoute = createRoute({
  method: 'get',
  path: '/api/me/cooks',
  tags,
  summary: 'The member’s finished cooks, newest first',
  description:
    'Only the caller’s own sessions with status "finished" (never active or stopped ones), newest ' +
    'first by finished_at, paged with `limit` (default 20, max 100) and the opaque `next_cursor`. ' +
    'With `recipe_id`, only that recipe’s cooks, plus `summary: { count, last_finished_at }` of the ' +
    'cooks of it that counted (for the recipe page’s "You’ve cooked this N times, last on …"); ' +
    'without it there is no `summary`.',
  request: { query: CooksQuerySchema },
  responses: {
    200: {
      description: 'A page of finished sessions (and the recipe’s summary with `recipe_id`)',
      content: { 'application/json': { schema: CookListSchema } },
    },
    400: errorResponse('Invalid recipe_id, limit or cursor'),
    401: errorResponse('Not signed in'),
  },
});

/** Cooking sessions are a member's own: every route needs a session, another member's is 404. */
export function cookingRoutes(service: CookingService, requireUser: MiddlewareHandler<AppEnv>) {
  const router = createRouter();
  router.use('/api/cooking/*', requireUser);
  router.use('/api/me/cooks', requireUser);
  const member = (c: Context<AppEnv>) => viewerId(c)!; // behind requireUser
  return router
    .openapi(startRoute, async (c) =>
      c.json(await service.start(c.req.valid('json'), member(c)), 201),
    )
    .openapi(currentRoute, async (c) => c.json(await service.current(member(c)), 200))
    .openapi(progressRoute, async (c) =>
      c.json(await service.progress(c.req.valid('param').id, c.req.valid('json'), member(c)), 200),
    )
    .openapi(stopRoute, async (c) => {
      await service.stop(c.req.valid('param').id, member(c));
      return c.body(null, 204);
    })
    .openapi(finishRoute, async (c) =>
      c.json(await service.finish(c.req.valid('param').id, member(c)), 200),
    )
    .openapi(cooksRoute, async (c) =>
      c.json(await service.cooks(c.req.valid('query'), member(c)), 200),
    );
}
