import type { Db } from '../../db/client.js';
import { requireAdmin, type RoleReader } from '../../http/require-admin.js';
import type { Platform } from '../../platform.js';
import type { Module } from '../module.js';
import { createHealthGoalsRepository } from './health-goals.repository.js';
import { healthGoalsRoutes } from './health-goals.routes.js';
import { createHealthGoalsService, type HealthGoalsService } from './health-goals.service.js';

/** The catalogue's service alone, for what runs without the HTTP app (the catalogue seeds). */
export function healthGoalsCatalogue(db: Db): HealthGoalsService {
  return createHealthGoalsService(createHealthGoalsRepository(db));
}

/**
 * The health-goal catalogue (admins change it; roles are read from the roles service) and members'
 * preferred goals. The recipes module links, filters and recommends through this service; the
 * stats (goal-stats.module.ts) read it too.
 */
export function healthGoalsModule(
  { db, sessions }: Platform,
  { roles }: { roles: RoleReader },
): Module<HealthGoalsService> {
  const service = healthGoalsCatalogue(db);
  const routes = healthGoalsRoutes(service, {
    requireUser: sessions.requireUser,
    optionalUser: sessions.optionalUser,
    requireAdmin: requireAdmin(roles),
  });
  return { routes, service };
}
