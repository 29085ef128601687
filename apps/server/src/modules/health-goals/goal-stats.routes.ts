import { createRoute } from '@hono/zod-openapi';
import { HealthGoalStatsSchema } from '@mise/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { createRouter, errorResponse } from '../../http/openapi.js';
import { viewerId } from '../../http/session.js';
import type { GoalStatsService } from './goal-stats.service.js';

const statsRoute = createRoute({
  method: 'get',
  path: '/api/me/health-goals/stats',
  tags: ['Health goals'],
  summary: 'Progress toward the member’s preferred goals over the last 30 days, best first',
  description:
    'Per preferred goal: `days_achieved` of the last 30 days (today included, in the member’s time ' +
    'zone), `progress_pct` (whole percent of 30), `streak_days` (achieved days in a row back from ' +
    'today, or from yesterday while today is not achieved yet) and `colour` (70 or more green, 40 ' +
    'or more yellow, else red). A day counts when the diary’s totals meet the goal’s rule, or, for ' +
    'a goal without a rule, when the diary holds a recipe tagged with it; a day with no entries ' +
    'counts for nothing. Ordered by progress, then streak, then name.',
  responses: {
    200: {
      description: 'One item per preferred goal (none without preferred goals)',
      content: { 'application/json': { schema: HealthGoalStatsSchema } },
    },
    401: errorResponse('Not signed in'),
  },
});

export function goalStatsRoutes(service: GoalStatsService, requireUser: MiddlewareHandler<AppEnv>) {
  const router = createRouter();
  router.use('/api/me/health-goals/stats', requireUser);
  return router.openapi(statsRoute, async (c) => c.json(await service.stats(viewerId(c)!), 200));
}
