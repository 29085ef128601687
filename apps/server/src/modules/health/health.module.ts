import { sql } from 'drizzle-orm';
import type { Platform } from '../../platform.js';
import type { Module } from '../module.js';
import { healthRoutes } from './health.routes.js';

/** GET /api/health: liveness, and whether the database answers. */
export function healthModule({ database }: Platform): Module {
  const ping = async () => void (await database.db.execute(sql`select 1`));
  return { routes: healthRoutes({ kind: database.kind, ping }), service: undefined };
}
