import { createRoute } from '@hono/zod-openapi';
import {
  GeneratedIdeasResponseSchema,
  IdeasRequestSchema,
  IdeasResponseSchema,
  ideasMessages,
} from '@mise/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { createRouter, errorResponse, jsonBody } from '../../http/openapi.js';
import { membersOnly } from '../../http/session.js';
import type { IdeasService } from './ideas.service.js';

const ideasRoute = createRoute({
  method: 'post',
  path: '/api/ideas',
  tags: ['Recipes'],
  summary:
    'What can I cook from what I have: recipes (public, and yours) ranked by how much of their ingredients you have',
  description:
    'Ingredients match by food identity ("chicken thighs" counts for "chicken"); salt, pepper, oil ' +
    'and water are pantry staples and, like optional ingredients, are not counted. Ranked by ' +
    'coverage, then fewer missing, then newest; at most 20.',
  request: { body: jsonBody(IdeasRequestSchema) },
  responses: {
    200: {
      description: 'The ideas, each with what you have and what is missing',
      content: { 'application/json': { schema: IdeasResponseSchema } },
    },
    400: errorResponse('No ingredients, too many, or an invalid diet or time'),
    401: errorResponse(ideasMessages.signedOut),
  },
});

const generateRoute = createRoute({
  method: 'post',
  path: '/api/ideas/generate',
  tags: ['Recipes'],
  summary: 'New recipes written by the AI provider from your ingredients, as drafts (paid)',
  request: { body: jsonBody(IdeasRequestSchema) },
  responses: {
    200: {
      description: 'The drafts (nothing is saved) and your credit balance after the call',
      content: { 'application/json': { schema: GeneratedIdeasResponseSchema } },
    },
    400: errorResponse('No ingredients, too many, or an invalid diet or time'),
    401: errorResponse(ideasMessages.signedOut),
    402: errorResponse('Too few credits left: nothing was called'),
    502: errorResponse('The AI provider failed or answered unreadably (credits refunded)'),
    503: errorResponse(ideasMessages.aiNotConfigured),
  },
});

/** Members only (spec-1 §2: /recipes/ideas needs sign-in): a guest gets 401 before the body is read. */
export function ideasRoutes(service: IdeasService, optionalUser: MiddlewareHandler<AppEnv>) {
  const router = createRouter();
  router.use('/api/ideas', optionalUser, membersOnly(ideasMessages.signedOut));
  router.use('/api/ideas/generate', optionalUser, membersOnly(ideasMessages.signedOut));
  return router
    .openapi(ideasRoute, async (c) =>
      c.json(await service.ideas(c.req.valid('json'), c.var.user.id), 200),
    )
    .openapi(generateRoute, async (c) =>
      c.json(await service.generate(c.req.valid('json'), c.var.user.id), 200),
    );
}
