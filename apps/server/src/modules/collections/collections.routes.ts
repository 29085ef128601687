import { createRoute, z } from '@hono/zod-openapi';
import {
  CollectionCreateSchema,
  CollectionDetailSchema,
  CollectionListQuerySchema,
  CollectionListSchema,
  CollectionOrderSchema,
  CollectionPatchSchema,
  CollectionSchema,
  MAX_COLLECTION_RECIPES,
  MAX_NEW_COLLECTION_RECIPES,
  collectionMessages,
} from '@mise/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { createRouter, errorResponse, jsonBody, sendJsonText } from '../../http/openapi.js';
import { membersOnly, viewerId } from '../../http/session.js';
import type { CollectionsService } from './collections.service.js';

const tags = ['Cookbooks'];
const IdParams = z.object({ id: z.string().max(64) });
const LinkParams = z.object({ id: z.string().max(64), recipe_id: z.string().max(64) });
const guest = errorResponse(collectionMessages.signedOut);
const collectionResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: CollectionSchema } },
});
const detailResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: CollectionDetailSchema } },
});
const invisible = errorResponse('No such cookbook, or someone else’s private one');
const notOwner = errorResponse('Someone else’s public cookbook: only its owner changes it');

const listRoute = createRoute({
  method: 'get',
  path: '/api/collections',
  tags,
  summary: 'The member’s own cookbooks, newest first, each with its count and cover',
  description:
    'With `recipe_id`, each cookbook says whether it holds that recipe (`contains_recipe`), for the ' +
    'save dialog of a recipe page. Counts and covers are of the recipes the member may see.',
  request: { query: CollectionListQuerySchema },
  responses: {
    200: {
      description: 'A page of cookbooks',
      content: { 'application/json': { schema: CollectionListSchema } },
    },
    400: errorResponse('Invalid limit, cursor or recipe id'),
    401: guest,
  },
});
const createCollectionRoute = createRoute({
  method: 'post',
  path: '/api/collections',
  tags,
  summary: 'Create a cookbook (private unless `is_public`), with recipes in it if given',
  description:
    `\`recipe_ids\` (at most ${MAX_NEW_COLLECTION_RECIPES}, in order, each once) are saved to it in the ` +
    'same transaction: each must be a recipe the member may see, else 404 and no cookbook is made.',
  request: { body: jsonBody(CollectionCreateSchema) },
  responses: {
    201: collectionResponse('The new cookbook, its count and cover from the recipes sent'),
    400: errorResponse(`Invalid fields ("${collectionMessages.nameRequired}")`),
    401: guest,
    404: errorResponse(collectionMessages.recipeNotFound),
  },
});
const readRoute = createRoute({
  method: 'get',
  path: '/api/collections/{id}',
  tags,
  summary: 'A cookbook with its recipes in order (the owner’s, or a public one — guests too)',
  description:
    'The recipes are summaries of those the viewer may see: someone else’s private recipe in a ' +
    'public cookbook is left out, of the list, the count and the cover.',
  request: { params: IdParams },
  responses: {
    200: detailResponse('The cookbook and its recipes'),
    404: invisible,
  },
});
const patchRoute = createRoute({
  method: 'patch',
  path: '/api/collections/{id}',
  tags,
  summary: 'Rename, describe or publish the member’s cookbook',
  request: { params: IdParams, body: jsonBody(CollectionPatchSchema) },
  responses: {
    200: collectionResponse('The cookbook as changed'),
    400: errorResponse('Invalid fields'),
    401: guest,
    403: notOwner,
    404: invisible,
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/collections/{id}',
  tags,
  summary: 'Delete the member’s cookbook (its recipes stay)',
  request: { params: IdParams },
  responses: {
    204: { description: 'Deleted' },
    401: guest,
    403: notOwner,
    404: invisible,
  },
});
const addRoute = createRoute({
  method: 'put',
  path: '/api/collections/{id}/recipes/{recipe_id}',
  tags,
  summary: 'Put a recipe in the member’s cookbook (at the end; once)',
  description:
    `Idempotent: a recipe already in the cookbook keeps its place. The recipe must be one the member ` +
    `may see. A cookbook holds at most ${MAX_COLLECTION_RECIPES} recipes (409 past that).`,
  request: { params: LinkParams },
  responses: {
    200: collectionResponse('The cookbook, its count and cover updated'),
    401: guest,
    403: notOwner,
    404: errorResponse('No such cookbook (or not visible), or a recipe the member cannot see'),
    409: errorResponse('The cookbook is full'),
  },
});
const removeRoute = createRoute({
  method: 'delete',
  path: '/api/collections/{id}/recipes/{recipe_id}',
  tags,
  summary: 'Take a recipe out of the member’s cookbook (the recipe stays)',
  description: 'Idempotent: a recipe that is not in the cookbook is already out (204).',
  request: { params: LinkParams },
  responses: {
    204: { description: 'Removed' },
    401: guest,
    403: notOwner,
    404: invisible,
  },
});
const orderRoute = createRoute({
  method: 'put',
  path: '/api/collections/{id}/order',
  tags,
  summary: 'Reorder the recipes of the member’s cookbook',
  description: 'Send every recipe the member sees in the cookbook, each once, in the new order.',
  request: { params: IdParams, body: jsonBody(CollectionOrderSchema) },
  responses: {
    200: detailResponse('The cookbook with its recipes in the new order'),
    400: errorResponse(collectionMessages.orderMismatch),
    401: guest,
    403: notOwner,
    404: invisible,
  },
});

/**
 * Cookbooks: the list and every write are members'; reading one is open to anyone it is visible to
 * (a public cookbook, like a public recipe, reads to guests too).
 */
export function collectionsRoutes(
  service: CollectionsService,
  optionalUser: MiddlewareHandler<AppEnv>,
) {
  const router = createRouter();
  router.use('/api/collections', optionalUser);
  router.use('/api/collections/*', optionalUser);
  const signedIn = membersOnly(collectionMessages.signedOut);
  router.use('/api/collections', signedIn);
  // Reading one cookbook is the only route a guest may call.
  router.on(['POST', 'PUT', 'PATCH', 'DELETE'], '/api/collections/*', signedIn);
  const member = (c: Context<AppEnv>) => viewerId(c)!; // behind membersOnly
  return router
    .openapi(listRoute, async (c) =>
      c.json(await service.list(member(c), c.req.valid('query')), 200),
    )
    .openapi(createCollectionRoute, async (c) =>
      c.json(await service.create(member(c), c.req.valid('json')), 201),
    )
    .openapi(readRoute, async (c) =>
      sendJsonText(c, await service.read(c.req.valid('param').id, viewerId(c)), 200),
    )
    .openapi(patchRoute, async (c) =>
      c.json(await service.update(c.req.valid('param').id, member(c), c.req.valid('json')), 200),
    )
    .openapi(deleteRoute, async (c) => {
      await service.delete(c.req.valid('param').id, member(c));
      return c.body(null, 204);
    })
    .openapi(addRoute, async (c) => {
      const { id, recipe_id } = c.req.valid('param');
      return c.json(await service.addRecipe(id, recipe_id, member(c)), 200);
    })
    .openapi(removeRoute, async (c) => {
      const { id, recipe_id } = c.req.valid('param');
      await service.removeRecipe(id, recipe_id, member(c));
      return c.body(null, 204);
    })
    .openapi(orderRoute, async (c) =>
      sendJsonText(
        c,
        await service.order(c.req.valid('param').id, member(c), c.req.valid('json').recipe_ids),
        200,
      ),
    );
}
