import { createRoute } from '@hono/zod-openapi';
import {
  RecipeImportRequestSchema,
  RecipeImportResponseSchema,
  recipeImportMessages,
} from '@mise/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { createRouter, errorResponse, jsonBody } from '../../http/openapi.js';
import { membersOnly } from '../../http/session.js';
import type { RecipeImportService } from './recipe-import.service.js';

const importRoute = createRoute({
  method: 'post',
  path: '/api/recipes/import',
  tags: ['Recipes'],
  summary:
    'Read a recipe from a web page (`url`) or pasted text (`text`) as a draft; nothing is saved',
  description:
    'The page is fetched by the server: http(s) only, never a private, loopback or link-local ' +
    'address (after DNS resolution, and on every redirect, at most 5), 10 s and 5 MB at most. Its ' +
    'schema.org `Recipe` is read from JSON-LD, else microdata.',
  request: { body: jsonBody(RecipeImportRequestSchema) },
  responses: {
    200: {
      description: 'The draft, for the create form',
      content: { 'application/json': { schema: RecipeImportResponseSchema } },
    },
    400: errorResponse(
      `Not an http(s) URL, or a private address ("${recipeImportMessages.privateAddress}")`,
    ),
    401: errorResponse(recipeImportMessages.signedOut),
    422: errorResponse(`"${recipeImportMessages.noRecipe}"`),
    502: errorResponse('The page could not be fetched, or is over 5 MB'),
  },
});

export function recipeImportRoutes(
  service: RecipeImportService,
  optionalUser: MiddlewareHandler<AppEnv>,
) {
  const router = createRouter();
  router.use('/api/recipes/import', optionalUser, membersOnly(recipeImportMessages.signedOut));
  return router.openapi(importRoute, async (c) => {
    const body = c.req.valid('json');
    const draft =
      'url' in body ? await service.importFromUrl(body.url) : service.importFromText(body.text);
    return c.json({ draft }, 200);
  });
}
