import type { Platform } from '../../platform.js';
import type { Module } from '../module.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import type { DiaryReader } from './diary-reader.js';
import { goalStatsRoutes } from './goal-stats.routes.js';
import { createGoalStatsService, type Clock, type GoalStatsService } from './goal-stats.service.js';
import type { HealthGoalsService } from './health-goals.service.js';

/**
 * Progress toward a member's health goals. Its own module beside the catalogue's because it reads
 * the recipes service (the goals of the recipes logged), and the recipes module itself links
 * through the catalogue's: built after both, it closes no cycle.
 */
export function goalStatsModule(
  { sessions }: Platform,
  deps: {
    healthGoals: HealthGoalsService;
    recipes: RecipesService;
    profiles: ProfilesService;
    diary: DiaryReader;
    clock?: Clock | undefined;
  },
): Module<GoalStatsService> {
  const service = createGoalStatsService(deps);
  return { routes: goalStatsRoutes(service, sessions.requireUser), service };
}
