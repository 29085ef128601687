import { createRoute } from '@hono/zod-openapi';
import { HealthSchema } from '@mise/core';
import { createRouter, errorResponse } from '../../http/openapi.js';

export interface HealthProbe {
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
}

const route = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['Operations'],
  summary: 'Liveness and database reachability',
  responses: {
    200: { description: 'Healthy', content: { 'application/json': { schema: HealthSchema } } },
    500: errorResponse('The database did not answer'),
  },
});

export function healthRoutes(probe: HealthProbe) {
  return createRouter().openapi(route, async (c) => {
    await probe.ping();
    return c.json({ status: 'ok' as const, database: probe.kind }, 200);
  });
}
