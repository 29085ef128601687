import type { Platform } from '../../platform.js';
import type { Module } from '../module.js';
import type { NutritionService } from '../nutrition/nutrition.service.js';
import type { ProgressRecorder } from '../progress/progress.recorder.js';
import { createRecipesRepository } from './recipes.repository.js';
import { recipesRoutes } from './recipes.routes.js';
import {
  createRecipesService,
  type RecipeGoalCatalogue,
  type RecipesService,
} from './recipes.service.js';

/**
 * Recipes with their ingredients, steps and health-goal links. A write that changes what nutrition
 * rests on asks the nutrition module's local engine for a fresh estimate (decision 0009); the goals
 * a recipe links to, and a member's goals, come from the health-goals module's service. Creating
 * a recipe is recorded by progress in the create's transaction.
 */
export function recipesModule(
  { db, sessions }: Platform,
  {
    nutrition,
    healthGoals,
    progress,
  }: { nutrition: NutritionService; healthGoals: RecipeGoalCatalogue; progress: ProgressRecorder },
): Module<RecipesService> {
  const service = createRecipesService(createRecipesRepository(db), healthGoals, progress, () =>
    nutrition.localEstimator(),
  );
  return { routes: recipesRoutes(service, sessions.optionalUser), service };
}
