import { createRoute, z } from '@hono/zod-openapi';
import {
  HealthGoalCreateSchema,
  HealthGoalListSchema,
  HealthGoalPatchSchema,
  HealthGoalPreferencesSchema,
  HealthGoalSchema,
  MyHealthGoalsSchema,
} from '@mise/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { createRouter, errorResponse, jsonBody } from '../../http/openapi.js';
import { viewerId } from '../../http/session.js';
import type { HealthGoalsService } from './health-goals.service.js';

const tags = ['Health goals'];
const IdParams = z.object({ id: z.string().max(64) });
const goalResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: HealthGoalSchema } },
});
const adminResponses = {
  401: errorResponse('Not signed in: "You must be logged in to access this page"'),
  403: errorResponse('Not an admin: "You need administrator privileges to access this page"'),
};
const myGoalsResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: MyHealthGoalsSchema } },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/health-goals',
  tags,
  summary: 'The catalogue of health goals, by name, with their daily rules',
  responses: {
    200: {
      description: 'Goals',
      content: { 'application/json': { schema: HealthGoalListSchema } },
    },
  },
});
const createGoalRoute = createRoute({
  method: 'post',
  path: '/api/health-goals',
  tags,
  summary: 'Add a health goal (admin): name and description required, the daily rule optional',
  request: { body: jsonBody(HealthGoalCreateSchema) },
  responses: {
    201: goalResponse('Added'),
    400: errorResponse('Invalid fields'),
    ...adminResponses,
    409: errorResponse('A goal with this name (any case) exists'),
  },
});
const patchGoalRoute = createRoute({
  method: 'patch',
  path: '/api/health-goals/{id}',
  tags,
  summary: 'Edit a health goal (admin); `rule: null` removes its rule',
  request: { params: IdParams, body: jsonBody(HealthGoalPatchSchema) },
  responses: {
    200: goalResponse('Saved'),
    400: errorResponse('Invalid fields'),
    ...adminResponses,
    404: errorResponse('No such goal'),
    409: errorResponse('A goal with this name (any case) exists'),
  },
});
const deleteGoalRoute = createRoute({
  method: 'delete',
  path: '/api/health-goals/{id}',
  tags,
  summary: 'Delete a health goal (admin), with its recipe links and members’ preferences',
  request: { params: IdParams },
  responses: {
    204: { description: 'Deleted' },
    ...adminResponses,
    404: errorResponse('No such goal'),
  },
});
const myGoalsRoute = createRoute({
  method: 'get',
  path: '/api/me/health-goals',
  tags,
  summary: 'The member’s preferred health goals',
  responses: {
    200: myGoalsResponse('The preferred goals: their ids and the goals, by name'),
    401: errorResponse('Not signed in'),
  },
});
const replaceMyGoalsRoute = createRoute({
  method: 'put',
  path: '/api/me/health-goals',
  tags,
  summary: 'Replace the member’s preferred health goals as a whole (one transaction)',
  description:
    'Every id must be a goal of the catalogue: an unknown id refuses the whole save (400, ' +
    '`fields.goal_ids`) and changes nothing. Repeated ids count once; `[]` clears the choice.',
  request: { body: jsonBody(HealthGoalPreferencesSchema) },
  responses: {
    200: myGoalsResponse('The preferred goals as saved'),
    400: errorResponse('Not a list of goal ids, or an id that is no goal'),
    401: errorResponse('Not signed in'),
  },
});

/**
 * The catalogue is open to everyone; its writes are for admins (`requireAdmin`, checked before the
 * body is read); preferred goals are the member's own.
 */
export function healthGoalsRoutes(
  service: HealthGoalsService,
  guards: {
    requireUser: MiddlewareHandler<AppEnv>;
    optionalUser: MiddlewareHandler<AppEnv>;
    requireAdmin: MiddlewareHandler<AppEnv>;
  },
) {
  const router = createRouter();
  router.on(
    ['POST', 'PATCH', 'DELETE'],
    ['/api/health-goals', '/api/health-goals/*'],
    guards.optionalUser,
    guards.requireAdmin,
  );
  router.use('/api/me/health-goals', guards.requireUser);
  const member = (c: Context<AppEnv>) => viewerId(c)!; // behind requireUser

  return router
    .openapi(listRoute, async (c) =>
      c.json({ items: await service.list(), next_cursor: null }, 200),
    )
    .openapi(createGoalRoute, async (c) => c.json(await service.create(c.req.valid('json')), 201))
    .openapi(patchGoalRoute, async (c) =>
      c.json(await service.update(c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(deleteGoalRoute, async (c) => {
      await service.delete(c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(myGoalsRoute, async (c) => c.json(await service.mine(member(c)), 200))
    .openapi(replaceMyGoalsRoute, async (c) =>
      c.json(await service.replaceMine(member(c), c.req.valid('json').goal_ids), 200),
    );
}
