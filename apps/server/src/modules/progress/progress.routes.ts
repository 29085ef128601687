import { createRoute, z } from '@hono/zod-openapi';
import {
  ChallengeCompleteSchema,
  ChallengeHistorySchema,
  ProgressEventListSchema,
  ProgressEventsQuerySchema,
  ProgressHistoryQuerySchema,
  ProgressHistorySchema,
  ProgressSchema,
  SeenIdsSchema,
  messages,
  progressMessages,
} from '@mise/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { createRouter, errorResponse, jsonBody } from '../../http/openapi.js';
import { viewerId } from '../../http/session.js';
import type { ProgressService } from './progress.service.js';

const tags = ['Progress'];
const guest = errorResponse(messages.signInRequired);
const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});
const noXp =
  'No request carries XP, a level or progress: the server decides from the actions it recorded.';

const progressRoute = createRoute({
  method: 'get',
  path: '/api/me/progress',
  tags,
  summary: 'The member’s level, XP, streak, achievements, badges and today’s challenges',
  description:
    'Today is the member’s local day; its three challenges are assigned on first sight (once, ' +
    'whichever tab asks) and expire at the next local midnight.',
  responses: { 200: json('The member’s progress', ProgressSchema), 401: guest },
});
const eventsRoute = createRoute({
  method: 'get',
  path: '/api/me/progress/events',
  tags,
  summary: 'Progress events to show as toasts, newest first (at most 20)',
  request: { query: ProgressEventsQuerySchema },
  responses: { 200: json('The events', ProgressEventListSchema), 401: guest },
});
const eventsSeenRoute = createRoute({
  method: 'post',
  path: '/api/me/progress/seen',
  tags,
  summary: 'Mark events as shown (ids not the member’s are ignored)',
  request: { body: jsonBody(SeenIdsSchema) },
  responses: { 204: { description: 'Marked' }, 400: errorResponse('Invalid ids'), 401: guest },
});
const historyRoute = createRoute({
  method: 'get',
  path: '/api/me/progress/history',
  tags,
  summary: 'XP and counted cooks on each of the last `days` local days, oldest first',
  request: { query: ProgressHistoryQuerySchema },
  responses: {
    200: json('Every day, with 0 on days without any', ProgressHistorySchema),
    400: errorResponse('Invalid days'),
    401: guest,
  },
});
const challengesRoute = createRoute({
  method: 'get',
  path: '/api/me/challenges',
  tags,
  summary: 'The member’s last 30 challenge assignments, newest day first',
  responses: { 200: json('The assignments', ChallengeHistorySchema), 401: guest },
});
const completeRoute = createRoute({
  method: 'post',
  path: '/api/me/challenges/{id}/complete',
  tags,
  summary: 'Complete a challenge the day’s recorded actions meet',
  description: `Completing twice changes nothing (newly_completed: false). ${noXp}`,
  request: { params: z.object({ id: z.string().max(64) }) },
  responses: {
    200: json('The challenge', ChallengeCompleteSchema),
    401: guest,
    404: errorResponse(progressMessages.challengeNotFound),
    409: errorResponse(progressMessages.challengeNotMet),
  },
});
const achievementsSeenRoute = createRoute({
  method: 'post',
  path: '/api/me/achievements/seen',
  tags,
  summary: 'Mark achievements as seen (kept once; unknown ids are ignored)',
  request: { body: jsonBody(SeenIdsSchema) },
  responses: { 204: { description: 'Marked' }, 400: errorResponse('Invalid ids'), 401: guest },
});

/** A member's own progress: every route needs a session and reads or marks only their rows. */
export function progressRoutes(service: ProgressService, requireUser: MiddlewareHandler<AppEnv>) {
  const router = createRouter();
  for (const path of [
    '/api/me/progress',
    '/api/me/progress/*',
    '/api/me/challenges',
    '/api/me/challenges/*',
    '/api/me/achievements/*',
  ])
    router.use(path, requireUser);
  const member = (c: Context<AppEnv>) => viewerId(c)!; // behind requireUser
  return router
    .openapi(progressRoute, async (c) => c.json(await service.progress(member(c)), 200))
    .openapi(eventsRoute, async (c) =>
      c.json(await service.events(member(c), c.req.valid('query').unseen === 'true'), 200),
    )
    .openapi(eventsSeenRoute, async (c) => {
      await service.markEventsSeen(member(c), c.req.valid('json').ids);
      return c.body(null, 204);
    })
    .openapi(historyRoute, async (c) =>
      c.json(await service.history(member(c), c.req.valid('query').days), 200),
    )
    .openapi(challengesRoute, async (c) => c.json(await service.challenges(member(c)), 200))
    .openapi(completeRoute, async (c) =>
      c.json(await service.complete(member(c), c.req.valid('param').id), 200),
    )
    .openapi(achievementsSeenRoute, async (c) => {
      await service.markAchievementsSeen(member(c), c.req.valid('json').ids);
      return c.body(null, 204);
    });
}
