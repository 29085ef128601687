import { createMealDbClient } from '../../integrations/meal-database/mealdb-client.js';
import type { Platform } from '../../platform.js';
import type { Module } from '../module.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import { inspirationRoutes } from './inspiration.routes.js';
import { createInspirationService, type InspirationService } from './inspiration.service.js';
import { bundledSource, mealDbSource } from './meal-source.js';

export interface InspirationOverrides {
  /** Tests drop spec-1 §9's 100 ms pause between random rounds to stay fast. */
  pauseMs?: number | undefined;
}

/**
 * Recipe inspirations (issue 16 §1): TheMealDB when MEALDB_API_KEY is set, else — and whenever it
 * fails — the catalogue bundled with Mise. Saving goes through the recipes service.
 */
export function inspirationModule(
  { config, logger, sessions }: Platform,
  deps: { recipes: RecipesService } & InspirationOverrides,
): Module<InspirationService> {
  const bundled = bundledSource();
  const source = config.mealDb
    ? mealDbSource(createMealDbClient(config.mealDb), bundled, logger)
    : bundled;
  const service = createInspirationService({
    source,
    recipes: deps.recipes,
    pauseMs: deps.pauseMs,
  });
  return { routes: inspirationRoutes(service, sessions.optionalUser), service };
}
