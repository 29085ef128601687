import type { Platform } from '../../platform.js';
import { systemClock, type Clock } from '../cooking/cooking.service.js';
import type { Module } from '../module.js';
import type { CreditGranter } from '../credits/credits.port.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import { createProgressRepository } from './progress.repository.js';
import { progressRoutes } from './progress.routes.js';
import { createProgressService, type ProgressService } from './progress.service.js';

/**
 * Progress (issue 14; decision 0018): the XP ledger, levels, achievements, badges, daily challenges,
 * the streak and the events feed. Other modules call `service.record` inside their transactions; the
 * member's time zone comes from the profiles service, read in that same transaction.
 */
export function progressModule(
  { db, sessions, config }: Platform,
  deps: { profiles: ProfilesService; credits?: CreditGranter; clock?: Clock | undefined },
): Module<ProgressService> {
  const service = createProgressService({
    db,
    repoOf: createProgressRepository,
    profiles: deps.profiles,
    clock: deps.clock ?? systemClock,
    // Each level reached grants a few AI credits (issue 15 §3), once per level.
    levelCredits: deps.credits
      ? { granter: deps.credits, perLevel: config.credits.perLevel }
      : null,
  });
  return { routes: progressRoutes(service, sessions.requireUser), service };
}
