import { createRoute } from '@hono/zod-openapi';
import {
  FoodSearchQuerySchema,
  FoodSearchResultSchema,
  NutritionEstimateRequestSchema,
  NutritionEstimateSchema,
  NutritionProvidersSchema,
} from '@mise/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { createRouter, errorResponse, jsonBody } from '../../http/openapi.js';
import type { NutritionService } from './nutrition.service.js';

const estimateRoute = createRoute({
  method: 'post',
  path: '/api/nutrition/estimate',
  tags: ['Nutrition'],
  summary:
    'Per-serving nutrition of an ingredient list: from the USDA reference on this server (default), or from the AI provider when configured and asked for',
  request: { body: jsonBody(NutritionEstimateRequestSchema) },
  responses: {
    200: {
      description: 'The estimate, with the food each ingredient matched and its grams',
      content: { 'application/json': { schema: NutritionEstimateSchema } },
    },
    400: errorResponse('Invalid fields, no ingredients, or AI asked for but not configured'),
    401: errorResponse('Not signed in'),
    402: errorResponse('An AI estimate with too few credits left: nothing was called'),
    502: errorResponse('The AI provider failed or answered unreadably'),
  },
});

const providersRoute = createRoute({
  method: 'get',
  path: '/api/nutrition/providers',
  tags: ['Nutrition'],
  summary: 'Which estimates this server offers (the USDA engine always; AI when configured)',
  responses: {
    200: {
      description: 'Providers',
      content: { 'application/json': { schema: NutritionProvidersSchema } },
    },
  },
});

const searchRoute = createRoute({
  method: 'get',
  path: '/api/foods/search',
  tags: ['Nutrition'],
  summary:
    'The food nutrition reference: foods whose name contains the term (per 100 g), everyday foods first (default 5)',
  request: { query: FoodSearchQuerySchema },
  responses: {
    200: {
      description: 'Foods',
      content: { 'application/json': { schema: FoodSearchResultSchema } },
    },
    400: errorResponse('Invalid limit'),
  },
});

/** Estimates are for members (they are made while editing a recipe); the reference is public. */
export function nutritionRoutes(service: NutritionService, requireUser: MiddlewareHandler<AppEnv>) {
  const router = createRouter();
  router.use('/api/nutrition/estimate', requireUser);
  return router
    .openapi(estimateRoute, async (c) =>
      c.json(await service.estimate(c.req.valid('json'), c.var.user.id), 200),
    )
    .openapi(providersRoute, (c) => c.json(service.providers(), 200))
    .openapi(searchRoute, async (c) => {
      const { q, limit } = c.req.valid('query');
      return c.json({ items: await service.searchFoods(q, limit), next_cursor: null }, 200);
    });
}
