import type { Platform } from '../../platform.js';
import type { HealthGoalsService } from '../health-goals/health-goals.service.js';
import type { Module } from '../module.js';
import type { ProgressService } from '../progress/progress.service.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import { createCookingRepository } from './cooking.repository.js';
import { cookingRoutes } from './cooking.routes.js';
import { createCookingService, type Clock, type CookingService } from './cooking.service.js';

/**
 * Cooking sessions, timed by the server. The recipe facts a session needs come from the recipes
 * service, the member's goals from the health goals service; a counted cook is recorded by progress
 * in the finish's transaction. `clock` lets tests make time pass (the system clock otherwise).
 */
export function cookingModule(
  { db, sessions }: Platform,
  deps: {
    recipes: RecipesService;
    healthGoals: HealthGoalsService;
    progress: ProgressService;
    clock?: Clock | undefined;
  },
): Module<CookingService> {
  const service = createCookingService({ repo: createCookingRepository(db), ...deps });
  return { routes: cookingRoutes(service, sessions.requireUser), service };
}
