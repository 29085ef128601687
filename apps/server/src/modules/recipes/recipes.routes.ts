import { createRoute, z } from '@hono/zod-openapi';
import {
  ByIdsQuerySchema,
  HealthGoalsReplaceSchema,
  IngredientsReplaceSchema,
  NutritionUpdateSchema,
  RecipeCreateSchema,
  RecipeListQuerySchema,
  RecipeListSchema,
  RecipePatchSchema,
  RecipeSchema,
  RecipeSummaryListSchema,
  RecommendedQuerySchema,
  RelevantQuerySchema,
  SearchQuerySchema,
  StepsReplaceSchema,
  TrendingQuerySchema,
  messages,
} from '@mise/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { membersOnly, viewerId } from '../../http/session.js';
import { createRouter, errorResponse, jsonBody, sendJsonText } from '../../http/openapi.js';
import type { RecipesService } from './recipes.service.js';

const tags = ['Recipes'];
const IdParams = z.object({ id: z.string().max(64) });
const recipeResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: RecipeSchema } },
});
/** Lists answer with summaries: every field but ingredients and steps (decision 0007). */
const summaryListResponse = {
  description: 'Recipe summaries (no ingredients or steps)',
  content: { 'application/json': { schema: RecipeSummaryListSchema } },
};

const listRoute = createRoute({
  method: 'get',
  path: '/api/recipes',
  tags,
  summary: 'Public recipes and the caller’s own, newest first, as summaries',
  request: { query: RecipeListQuerySchema },
  responses: { 200: summaryListResponse, 400: errorResponse('Invalid filter or cursor') },
});
const trendingRoute = createRoute({
  method: 'get',
  path: '/api/recipes/trending',
  tags,
  summary: 'Public recipes most recently updated, beyond the featured three (default 6)',
  request: { query: TrendingQuerySchema },
  responses: { 200: summaryListResponse },
});
const featuredRoute = createRoute({
  method: 'get',
  path: '/api/recipes/featured',
  tags,
  summary: 'The 3 newest public recipes',
  responses: { 200: summaryListResponse },
});
const searchRoute = createRoute({
  method: 'get',
  path: '/api/recipes/search',
  tags,
  summary: 'Recipes whose title contains the term (default 10; an empty term gives none)',
  request: { query: SearchQuerySchema },
  responses: { 200: summaryListResponse },
});
const byIdsRoute = createRoute({
  method: 'get',
  path: '/api/recipes/by-ids',
  tags,
  summary: 'The visible recipes among comma-separated ids',
  request: { query: ByIdsQuerySchema },
  responses: {
    200: {
      description: 'Whole recipes, with ingredients and steps',
      content: { 'application/json': { schema: RecipeListSchema } },
    },
  },
});
const relevantRoute = createRoute({
  method: 'get',
  path: '/api/recipes/relevant',
  tags,
  summary: 'One public recipe by meal type, diets, excluded ingredients and the title’s first word',
  request: { query: RelevantQuerySchema },
  responses: { 200: recipeResponse('A matching recipe'), 404: errorResponse('No match') },
});
const recommendedRoute = createRoute({
  method: 'get',
  path: '/api/recipes/recommended',
  tags,
  summary: 'Public recipes tagged with the member’s health goals, most in common first (default 5)',
  description:
    'Members only. Public recipes linked to any of the member’s preferred health goals, ordered by ' +
    'how many of those goals they share, then newest first; none while the member has chosen no ' +
    'goal. One statement.',
  request: { query: RecommendedQuerySchema },
  responses: { 200: summaryListResponse, 401: errorResponse('Not signed in') },
});
const readRoute = createRoute({
  method: 'get',
  path: '/api/recipes/{id}',
  tags,
  summary: 'One recipe with ingredients and steps',
  request: { params: IdParams },
  responses: {
    200: recipeResponse('The recipe'),
    404: errorResponse('Missing, or private to someone else'),
  },
});
const createRecipeRoute = createRoute({
  method: 'post',
  path: '/api/recipes',
  tags,
  summary: 'Create a recipe with its ingredients and steps (one transaction)',
  request: { body: jsonBody(RecipeCreateSchema) },
  responses: {
    201: recipeResponse('Created'),
    400: errorResponse('Invalid fields'),
    401: errorResponse('Not signed in'),
  },
});

const ownerResponses = {
  400: errorResponse('Invalid fields'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not the owner'),
  404: errorResponse('Missing, or private to someone else'),
};
const writeRoute = <S extends z.ZodType>(
  method: 'patch' | 'put',
  path: string,
  summary: string,
  schema: S,
) =>
  createRoute({
    method,
    path,
    tags,
    summary,
    request: { params: IdParams, body: jsonBody(schema) },
    responses: { 200: recipeResponse('Saved'), ...ownerResponses },
  });

const patchRoute = writeRoute(
  'patch',
  '/api/recipes/{id}',
  'Update recipe fields',
  RecipePatchSchema,
);
const ingredientsRoute = writeRoute(
  'put',
  '/api/recipes/{id}/ingredients',
  'Replace the ingredients',
  IngredientsReplaceSchema,
);
const stepsRoute = writeRoute(
  'put',
  '/api/recipes/{id}/steps',
  'Replace the steps',
  StepsReplaceSchema,
);
const nutritionRoute = writeRoute(
  'put',
  '/api/recipes/{id}/nutrition',
  'Set nutrition per serving',
  NutritionUpdateSchema,
);
const healthGoalsRoute = writeRoute(
  'put',
  '/api/recipes/{id}/health-goals',
  'Replace health goals by name',
  HealthGoalsReplaceSchema,
);

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/recipes/{id}',
  tags,
  summary: 'Delete a recipe with its ingredients, steps and links (owner only)',
  request: { params: IdParams },
  responses: { 204: { description: 'Deleted' }, ...ownerResponses },
});

/**
 * Reads are open to guests (public recipes only); writes need a member. Guests are refused before
 * the body is validated, with the spec's messages.
 */
export function recipesRoutes(service: RecipesService, optionalUser: MiddlewareHandler<AppEnv>) {
  const router = createRouter();
  router.use('/api/recipes', optionalUser);
  router.use('/api/recipes/*', optionalUser);
  router.on('POST', '/api/recipes', membersOnly(messages.createSignedOut));
  router.on(['PATCH', 'PUT'], '/api/recipes/*', membersOnly(messages.signInRequired));
  router.on('DELETE', '/api/recipes/*', membersOnly(messages.notAuthenticated));
  router.on('GET', '/api/recipes/recommended', membersOnly(messages.signInRequired));
  const member = (c: Context<AppEnv>) => viewerId(c)!; // behind membersOnly

  return (
    router
      .openapi(listRoute, async (c) =>
        sendJsonText(c, await service.list(c.req.valid('query'), viewerId(c)), 200),
      )
      .openapi(trendingRoute, async (c) =>
        sendJsonText(c, await service.trending(c.req.valid('query').limit, viewerId(c)), 200),
      )
      .openapi(featuredRoute, async (c) =>
        sendJsonText(c, await service.featured(viewerId(c)), 200),
      )
      .openapi(searchRoute, async (c) => {
        const { q, limit } = c.req.valid('query');
        return sendJsonText(c, await service.search(q, limit, viewerId(c)), 200);
      })
      .openapi(byIdsRoute, async (c) =>
        sendJsonText(c, await service.byIds(c.req.valid('query').ids, viewerId(c)), 200),
      )
      .openapi(relevantRoute, async (c) =>
        sendJsonText(c, await service.relevant(c.req.valid('query'), viewerId(c)), 200),
      )
      // Before the read by id, which would take "recommended" for an id.
      .openapi(recommendedRoute, async (c) =>
        sendJsonText(c, await service.recommended(c.req.valid('query').limit, member(c)), 200),
      )
      .openapi(readRoute, async (c) =>
        sendJsonText(c, await service.read(c.req.valid('param').id, viewerId(c)), 200),
      )
      .openapi(createRecipeRoute, async (c) =>
        sendJsonText(c, await service.create(c.req.valid('json'), member(c)), 201),
      )
      .openapi(patchRoute, async (c) =>
        sendJsonText(
          c,
          await service.update(c.req.valid('param').id, c.req.valid('json'), member(c)),
          200,
        ),
      )
      .openapi(ingredientsRoute, async (c) =>
        sendJsonText(
          c,
          await service.replaceIngredients(
            c.req.valid('param').id,
            c.req.valid('json').ingredients,
            member(c),
          ),
          200,
        ),
      )
      .openapi(stepsRoute, async (c) =>
        sendJsonText(
          c,
          await service.replaceSteps(c.req.valid('param').id, c.req.valid('json').steps, member(c)),
          200,
        ),
      )
      .openapi(nutritionRoute, async (c) => {
        const body = c.req.valid('json');
        return sendJsonText(
          c,
          await service.updateNutrition(
            c.req.valid('param').id,
            body.nutritional_info,
            body.ai_estimated,
            member(c),
          ),
          200,
        );
      })
      .openapi(healthGoalsRoute, async (c) =>
        sendJsonText(
          c,
          await service.replaceHealthGoals(
            c.req.valid('param').id,
            c.req.valid('json').health_goals,
            member(c),
          ),
          200,
        ),
      )
      .openapi(deleteRoute, async (c) => {
        await service.delete(c.req.valid('param').id, member(c));
        return c.body(null, 204);
      })
  );
}
