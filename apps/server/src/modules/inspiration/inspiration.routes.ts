import { createRoute, z } from '@hono/zod-openapi';
import {
  InspirationCategoryListSchema,
  InspirationCategoryParamSchema,
  InspirationIdParamSchema,
  InspirationMealListSchema,
  InspirationRandomQuerySchema,
  inspirationMessages,
  messages,
  RecipeSchema,
} from '@mise/core';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../http/app-error.js';
import type { AppEnv } from '../../http/context.js';
import { createRouter, errorResponse, sendJsonText } from '../../http/openapi.js';
import { membersOnly, viewerId } from '../../http/session.js';
import type { InspirationService } from './inspiration.service.js';

const tags = ['Inspiration'];
const mealList = (description: string) => ({
  description,
  content: { 'application/json': { schema: InspirationMealListSchema } },
});

const randomRoute = createRoute({
  method: 'get',
  path: '/api/inspiration/random',
  tags,
  summary: 'Random meals of the meal database (or the bundled catalogue), recipe-shaped',
  description:
    'Distinct meals, `count` of them (6 by default, 12 at most), sampled from a pool the server ' +
    'gathers at most once a minute. Guests may call it.',
  request: { query: InspirationRandomQuerySchema },
  responses: { 200: mealList('The meals'), 400: errorResponse('A count outside 1–12') },
});

const categoriesRoute = createRoute({
  method: 'get',
  path: '/api/inspiration/categories',
  tags,
  summary: 'The meal categories',
  responses: {
    200: {
      description: 'The categories',
      content: { 'application/json': { schema: InspirationCategoryListSchema } },
    },
  },
});

const categoryRoute = createRoute({
  method: 'get',
  path: '/api/inspiration/categories/{name}',
  tags,
  summary: "A category's first 10 meals, each looked up",
  request: { params: InspirationCategoryParamSchema },
  responses: {
    200: mealList('The meals (none for a category the source does not have)'),
    400: errorResponse('A name that is empty or too long'),
  },
});

const saveRoute = createRoute({
  method: 'post',
  path: '/api/inspiration/{id}/save',
  tags,
  summary: "Save a meal as the member's own private recipe, titled '… (Saved)'",
  description:
    'The meal is looked up again by the server; nothing of the request body is read. The recipe ' +
    'is private: the member may edit and publish it.',
  request: { params: InspirationIdParamSchema },
  responses: {
    201: {
      description: 'The new recipe',
      content: { 'application/json': { schema: RecipeSchema } },
    },
    400: errorResponse('An id that is not a meal id'),
    401: errorResponse(`"${inspirationMessages.signedOut}"`),
    404: errorResponse(`"${inspirationMessages.notFound}"`),
  },
});

const ArtParamSchema = z.object({
  file: z
    .string()
    .max(80)
    .regex(/^[a-z0-9-]+\.svg$/),
});

/**
 * The drawn pictures are SVG served from our origin: nothing in them may run or load anything, so
 * their own policy allows nothing at all (the page CSP does not apply to a document opened alone).
 */
export const ART_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  // A week: the drawing is code, so a new release may redraw a picture at the same address.
  'Cache-Control': 'public, max-age=604800',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Content-Disposition': 'inline',
} as const;

const artRoute = createRoute({
  method: 'get',
  path: '/api/inspiration/images/{file}',
  tags,
  summary: "A bundled meal's (`{id}.svg`) or category's (`category-{name}.svg`) drawn picture",
  request: { params: ArtParamSchema },
  responses: {
    200: { description: 'The picture', content: { 'image/svg+xml': { schema: z.string() } } },
    400: errorResponse('Not a picture name'),
    404: errorResponse('No such picture'),
  },
});

export function inspirationRoutes(
  service: InspirationService,
  optionalUser: MiddlewareHandler<AppEnv>,
) {
  const router = createRouter();
  // Guests are refused before anything else happens (the body is never read in any case).
  router.use('/api/inspiration/:id/save', optionalUser, membersOnly(inspirationMessages.signedOut));
  /** Drawn once per picture: a few dozen names at most (only known ones are drawn). */
  const drawn = new Map<string, string>();
  return router
    .openapi(randomRoute, async (c) =>
      c.json({ items: await service.random(c.req.valid('query').count) }, 200),
    )
    .openapi(categoriesRoute, async (c) => c.json({ items: await service.categories() }, 200))
    .openapi(categoryRoute, async (c) =>
      c.json({ items: await service.category(c.req.valid('param').name) }, 200),
    )
    .openapi(saveRoute, async (c) =>
      sendJsonText(c, await service.save(c.req.valid('param').id, viewerId(c)!), 201),
    )
    .openapi(artRoute, (c) => {
      const name = c.req.valid('param').file.slice(0, -'.svg'.length);
      const svg = drawn.get(name) ?? service.art(name);
      if (svg === null) throw new AppError('NOT_FOUND', messages.notFound);
      drawn.set(name, svg);
      return c.body(svg, 200, ART_HEADERS);
    });
}
