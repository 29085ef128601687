import type { Db } from '../../db/client.js';
import { requireAdmin, type RoleReader } from '../../http/require-admin.js';
import type { Platform } from '../../platform.js';
import type { Module } from '../module.js';
import type { ProgressRecorder } from '../progress/progress.recorder.js';
import { createHealthGoalsRepository } from './health-goals.repository.js';
import { healthGoalsRoutes } from './health-goals.routes.js';
import { createHealthGoalsService, type HealthGoalsService } from './health-goals.service.js';

/** The seeds never set a member's goals, so nothing they do is progress. */
const nothingRecorded: ProgressRecorder = {
  record: () => Promise.resolve({ xp_awarded: 0, unlocked: [] }),
};

/** The catalogue's service alone, for what runs without the HTTP app (the catalogue seeds). */
export function healthGoalsCatalogue(
  db: Db,
  progress: ProgressRecorder = nothingRecorded,
): HealthGoalsService {
  return createHealthGoalsService(createHealthGoalsRepository(db), progress);
}

/**
 * The health-goal catalogue (admins change it; roles are read from the roles service) and members'
 * preferred goals. The recipes module links, filters and recommends through this service; the
 * stats (goal-stats.module.ts) read it too. Choosing goals is recorded by progress in the save's
 * transaction.
 */
export function healthGoalsModule(
  { db, sessions }: Platform,
  { roles, progress }: { roles: RoleReader; progress: ProgressRecorder },
): Module<HealthGoalsService> {
  const service = healthGoalsCatalogue(db, progress);
  const routes = healthGoalsRoutes(service, {
    requireUser: sessions.requireUser,
    optionalUser: sessions.optionalUser,
    requireAdmin: requireAdmin(roles),
  });
  return { routes, service };
}
