import { createRoute, z } from '@hono/zod-openapi';
import {
  GroceryAddResultSchema,
  GroceryFromRecipesSchema,
  GroceryItemCreateSchema,
  GroceryItemPatchSchema,
  GroceryItemSchema,
  GroceryListSchema,
  IdempotencyKeySchema,
  MAX_GROCERY_ITEMS,
  groceryMessages,
} from '@mise/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { createRouter, errorResponse, jsonBody } from '../../http/openapi.js';
import { membersOnly, viewerId } from '../../http/session.js';
import type { GroceryService } from './grocery.service.js';

const tags = ['Grocery list'];
const IdParams = z.object({ id: z.string().max(64) });
const guest = errorResponse(groceryMessages.signedOut);
const itemResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: GroceryItemSchema } },
});
const addResponse = {
  description: 'The whole list after the add, and how many lines were new or merged into',
  content: { 'application/json': { schema: GroceryAddResultSchema } },
};
const merging =
  'Each ingredient merges into the member’s unchecked line of the same food when the units convert ' +
  '(mass, volume, mass and volume through the food’s density, counts the food can weigh); ' +
  '"to taste" never sums. Optional ingredients are left out. Two adds of one member run one ' +
  `after the other. At most ${MAX_GROCERY_ITEMS} lines (400 past it).`;

const listRoute = createRoute({
  method: 'get',
  path: '/api/grocery-list',
  tags,
  summary: 'The member’s grocery list, aisle by aisle, then by name',
  responses: {
    200: {
      description: 'Every line, with its quantity in the unit people buy in',
      content: { 'application/json': { schema: GroceryListSchema } },
    },
    401: guest,
  },
});
const addItemRoute = createRoute({
  method: 'post',
  path: '/api/grocery-list/items',
  tags,
  summary: 'Add an item by hand (merged into the unchecked line of the same food when it can be)',
  description:
    'Sent `checked: true` (undoing a delete), it is put back as its own line. The aisle is worked ' +
    `out from the food unless given. At most ${MAX_GROCERY_ITEMS} lines. With an ` +
    '`Idempotency-Key` the member already used (an add queued offline, sent again), nothing is ' +
    'added and the answer is the line the first add went to.',
  request: {
    body: jsonBody(GroceryItemCreateSchema),
    headers: z.object({ 'idempotency-key': IdempotencyKeySchema.optional() }),
  },
  responses: {
    201: itemResponse('The line the item is on (new, or merged into)'),
    400: errorResponse('Invalid fields, or the list is full'),
    401: guest,
  },
});
const patchRoute = createRoute({
  method: 'patch',
  path: '/api/grocery-list/items/{id}',
  tags,
  summary: 'Check, uncheck or edit a line',
  request: { params: IdParams, body: jsonBody(GroceryItemPatchSchema) },
  responses: {
    200: itemResponse('The line as changed'),
    400: errorResponse('Invalid fields'),
    401: guest,
    404: errorResponse('No such line on the member’s list'),
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/grocery-list/items/{id}',
  tags,
  summary: 'Delete a line',
  request: { params: IdParams },
  responses: {
    204: { description: 'Deleted' },
    401: guest,
    404: errorResponse('No such line on the member’s list'),
  },
});
const clearCheckedRoute = createRoute({
  method: 'delete',
  path: '/api/grocery-list/checked',
  tags,
  summary: 'Delete every checked line',
  responses: { 204: { description: 'Cleared' }, 401: guest },
});
const fromRecipesRoute = createRoute({
  method: 'post',
  path: '/api/grocery-list/from-recipes',
  tags,
  summary: 'Add recipes’ ingredients, each recipe scaled to the servings given',
  description: merging,
  request: { body: jsonBody(GroceryFromRecipesSchema) },
  responses: {
    201: addResponse,
    400: errorResponse('Invalid fields, or the list would be too long'),
    401: guest,
    404: errorResponse(groceryMessages.unknownRecipes),
  },
});
const fromMealPlanRoute = createRoute({
  method: 'post',
  path: '/api/grocery-list/from-meal-plan/{id}',
  tags,
  summary: 'Add a meal plan’s recipes at their planned servings',
  description:
    'All planned servings: each recipe of the week at its servings summed over its days; recipes ' +
    'of the plan on no day are left out (the answer does not count them: the plan’s summary lists ' +
    'them as `unscheduled_recipes`). A plan whose week is empty adds each recipe once at its own ' +
    `servings. Recipes the member cannot see are skipped. ${merging}`,
  request: { params: IdParams },
  responses: {
    201: addResponse,
    400: errorResponse('A plan with nothing to shop for, or the list would be too long'),
    401: guest,
    404: errorResponse('No such plan, or a private plan of someone else'),
  },
});

/** The list is a member's own: every route needs a session; another member's line is 404. */
export function groceryRoutes(service: GroceryService, optionalUser: MiddlewareHandler<AppEnv>) {
  const router = createRouter();
  router.use('/api/grocery-list', optionalUser);
  router.use('/api/grocery-list/*', optionalUser);
  router.use('/api/grocery-list', membersOnly(groceryMessages.signedOut));
  router.use('/api/grocery-list/*', membersOnly(groceryMessages.signedOut));
  const member = (c: Context<AppEnv>) => viewerId(c)!; // behind membersOnly
  return router
    .openapi(listRoute, async (c) => c.json(await service.list(member(c)), 200))
    .openapi(addItemRoute, async (c) =>
      c.json(
        await service.addItem(
          member(c),
          c.req.valid('json'),
          c.req.valid('header')['idempotency-key'],
        ),
        201,
      ),
    )
    .openapi(patchRoute, async (c) =>
      c.json(await service.update(c.req.valid('param').id, member(c), c.req.valid('json')), 200),
    )
    .openapi(deleteRoute, async (c) => {
      await service.delete(c.req.valid('param').id, member(c));
      return c.body(null, 204);
    })
    .openapi(clearCheckedRoute, async (c) => {
      await service.clearChecked(member(c));
      return c.body(null, 204);
    })
    .openapi(fromRecipesRoute, async (c) =>
      c.json(await service.addFromRecipes(member(c), c.req.valid('json')), 201),
    )
    .openapi(fromMealPlanRoute, async (c) =>
      c.json(await service.addFromMealPlan(member(c), c.req.valid('param').id), 201),
    );
}
