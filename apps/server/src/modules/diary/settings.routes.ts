import { createRoute } from '@hono/zod-openapi';
import {
  NutritionSettingsInputSchema,
  NutritionSettingsSchema,
  messages,
  settingsMessages,
} from '@mise/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { createRouter, errorResponse, jsonBody } from '../../http/openapi.js';
import { membersOnly, viewerId } from '../../http/session.js';
import type { SettingsService } from './settings.service.js';

const tags = ['Food diary'];
const PATH = '/api/me/nutrition-settings';
const settingsResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: NutritionSettingsSchema } },
});

const readRoute = createRoute({
  method: 'get',
  path: PATH,
  tags,
  summary: 'The member’s nutrition targets and macro split (made with the defaults on first read)',
  responses: { 200: settingsResponse('The settings'), 401: errorResponse('Not signed in') },
});
const saveRoute = createRoute({
  method: 'put',
  path: PATH,
  tags,
  summary: 'Replace the member’s nutrition settings (the macro split adds up to 100)',
  request: { body: jsonBody(NutritionSettingsInputSchema) },
  responses: {
    200: settingsResponse('The settings as saved'),
    400: errorResponse('Invalid fields'),
    401: errorResponse(settingsMessages.updateSignedOut),
  },
});

export function settingsRoutes(service: SettingsService, optionalUser: MiddlewareHandler<AppEnv>) {
  const router = createRouter();
  router.use(PATH, optionalUser);
  router.on('PUT', PATH, membersOnly(settingsMessages.updateSignedOut));
  router.use(PATH, membersOnly(messages.signInRequired));
  const member = (c: Context<AppEnv>) => viewerId(c)!; // behind membersOnly
  return router
    .openapi(readRoute, async (c) => c.json(await service.read(member(c)), 200))
    .openapi(saveRoute, async (c) =>
      c.json(await service.save(member(c), c.req.valid('json')), 200),
    );
}
