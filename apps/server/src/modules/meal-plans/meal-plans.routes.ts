import { createRoute, z } from '@hono/zod-openapi';
import {
  MealPlanCreateSchema,
  MealPlanListQuerySchema,
  MealPlanListSchema,
  MealPlanPatchSchema,
  MealPlanPopularQuerySchema,
  MealPlanSchema,
  MealPlanSummarySchema,
  mealPlanMessages,
  messages,
} from '@mise/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { createRouter, errorResponse, jsonBody } from '../../http/openapi.js';
import { membersOnly, viewerId } from '../../http/session.js';
import type { MealPlansService } from './meal-plans.service.js';

const tags = ['Meal plans'];
const IdParams = z.object({ id: z.string().max(64) });
const planResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: MealPlanSchema } },
});
const listResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: MealPlanListSchema } },
});
const notFound = errorResponse(
  `No such plan, or a private one of someone else: "${mealPlanMessages.notFound}"`,
);
const invalid = errorResponse(
  'Invalid fields ("Title is required"), recipes that do not exist or are private (field `recipes`), an unknown health goal (field `health_goal_id`), a day for a recipe not in the plan (field `schedule.N`)',
);

const listRoute = createRoute({
  method: 'get',
  path: '/api/meal-plans',
  tags,
  summary:
    'Meal plans newest first: every public plan (`scope=public`), or the member’s own (`mine`)',
  request: { query: MealPlanListQuerySchema },
  responses: {
    200: listResponse('A page of plans; `next_cursor` fetches the next'),
    400: errorResponse('Invalid scope, limit or cursor'),
    401: errorResponse('`scope=mine` as a guest'),
  },
});
const popularRoute = createRoute({
  method: 'get',
  path: '/api/meal-plans/popular',
  tags,
  summary: 'Public plans most copied first, then newest (3 by default)',
  request: { query: MealPlanPopularQuerySchema },
  responses: {
    200: listResponse('Plans (`next_cursor` is always null)'),
    400: errorResponse('Invalid limit'),
  },
});
const createPlanRoute = createRoute({
  method: 'post',
  path: '/api/meal-plans',
  tags,
  summary: 'Create a meal plan: public, budget 0, no goal and no recipes unless given',
  request: { body: jsonBody(MealPlanCreateSchema) },
  responses: {
    201: planResponse('The new plan'),
    400: invalid,
    401: errorResponse(mealPlanMessages.createSignedOut),
  },
});
const readRoute = createRoute({
  method: 'get',
  path: '/api/meal-plans/{id}',
  tags,
  summary: 'A plan: public, or the member’s own',
  description:
    'Recipes in order. The plan’s author sees them as stored (a recipe of someone else’s made private since stays listed); anyone else sees only the recipes they may see, and only their days — a public plan never shows the id of a private recipe.',
  request: { params: IdParams },
  responses: { 200: planResponse('The plan'), 404: notFound },
});
const patchRoute = createRoute({
  method: 'patch',
  path: '/api/meal-plans/{id}',
  tags,
  summary: 'Change a plan (author only); an empty or null `health_goal_id` clears the goal',
  description:
    '`recipes` replaces the list (days of recipes taken out go with them); `schedule` replaces the week, checked against the plan’s recipes (the ones sent, else the stored ones).',
  request: { params: IdParams, body: jsonBody(MealPlanPatchSchema) },
  responses: {
    200: planResponse('The plan as changed'),
    400: invalid,
    401: errorResponse('Not signed in'),
    403: errorResponse(`Someone else’s public plan: "${mealPlanMessages.notOwner}"`),
    404: notFound,
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/meal-plans/{id}',
  tags,
  summary: 'Delete a plan (author only); its recipes stay',
  request: { params: IdParams },
  responses: {
    204: { description: 'Deleted' },
    401: errorResponse('Not signed in'),
    403: errorResponse(`Someone else’s public plan: "${mealPlanMessages.notOwner}"`),
    404: notFound,
  },
});
const summaryRoute = createRoute({
  method: 'get',
  path: '/api/meal-plans/{id}/summary',
  tags,
  summary:
    'A plan’s week in numbers: cost and nutrition per day, the week’s cost against the budget',
  description:
    'Cost = cost per serving × planned servings; nutrition = per serving (the recipe’s own, else the engine’s estimate) × servings. `targets` are the viewer’s daily nutrition targets (null for a guest). A budget of 0 is none: `within_budget` is then true. Someone who is not the author gets the week of the recipes they may see (as the plan reads to them); for the author, a recipe they can no longer see counts as without cost or nutrition.',
  request: { params: IdParams },
  responses: {
    200: {
      description: 'Seven days, Monday (0) to Sunday (6)',
      content: { 'application/json': { schema: MealPlanSummarySchema } },
    },
    404: notFound,
  },
});
const copyRoute = createRoute({
  method: 'post',
  path: '/api/meal-plans/{id}/copy',
  tags,
  summary: 'Copy a plan the member may read to their own plans, private, titled "… (copy)"',
  request: { params: IdParams },
  responses: {
    201: planResponse('The copy'),
    401: errorResponse('Not signed in'),
    404: notFound,
  },
});

/**
 * Public plans are readable by anyone, guests included (like recipes; the web guards its pages);
 * writes and `scope=mine` need a member. Guests are refused before the body is validated.
 */
export function mealPlansRoutes(
  service: MealPlansService,
  optionalUser: MiddlewareHandler<AppEnv>,
) {
  const router = createRouter();
  router.use('/api/meal-plans', optionalUser);
  router.use('/api/meal-plans/*', optionalUser);
  router.on('POST', '/api/meal-plans', membersOnly(mealPlanMessages.createSignedOut));
  router.on(['POST', 'PATCH', 'DELETE'], '/api/meal-plans/*', membersOnly(messages.signInRequired));
  const member = (c: Context<AppEnv>) => viewerId(c)!; // behind membersOnly

  return (
    router
      .openapi(listRoute, async (c) =>
        c.json(await service.list(c.req.valid('query'), viewerId(c)), 200),
      )
      // Before the read by id, which would take "popular" for an id.
      .openapi(popularRoute, async (c) =>
        c.json(await service.popular(c.req.valid('query').limit, viewerId(c)), 200),
      )
      .openapi(createPlanRoute, async (c) =>
        c.json(await service.create(c.req.valid('json'), member(c)), 201),
      )
      .openapi(readRoute, async (c) =>
        c.json(await service.read(c.req.valid('param').id, viewerId(c)), 200),
      )
      .openapi(patchRoute, async (c) =>
        c.json(await service.update(c.req.valid('param').id, c.req.valid('json'), member(c)), 200),
      )
      .openapi(deleteRoute, async (c) => {
        await service.delete(c.req.valid('param').id, member(c));
        return c.body(null, 204);
      })
      .openapi(summaryRoute, async (c) =>
        c.json(await service.summary(c.req.valid('param').id, viewerId(c)), 200),
      )
      .openapi(copyRoute, async (c) =>
        c.json(await service.copy(c.req.valid('param').id, member(c)), 201),
      )
  );
}
