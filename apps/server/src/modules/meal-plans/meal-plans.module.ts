import type { Platform } from '../../platform.js';
import type { Module } from '../module.js';
import type { HealthGoalsService } from '../health-goals/health-goals.service.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import type { ProgressRecorder } from '../progress/progress.recorder.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import { createMealPlansRepository } from './meal-plans.repository.js';
import { mealPlansRoutes } from './meal-plans.routes.js';
import {
  createMealPlansService,
  type MealPlansService,
  type NutritionTargetsReader,
} from './meal-plans.service.js';

/**
 * Meal plans (issue 13 point 1). Recipes (visibility, costs, nutrition) come from the recipes
 * service, the goal catalogue from the health-goals service, authors' names from the profiles
 * service and the viewer's daily targets from the diary's nutrition settings. The grocery list calls
 * `service.plannedServings`. Making or copying a plan is recorded by progress in the write's
 * transaction.
 */
export function mealPlansModule(
  { db, sessions }: Platform,
  deps: {
    recipes: RecipesService;
    healthGoals: HealthGoalsService;
    profiles: ProfilesService;
    diary: NutritionTargetsReader;
    progress: ProgressRecorder;
  },
): Module<MealPlansService> {
  const service = createMealPlansService({ repo: createMealPlansRepository(db), ...deps });
  return { routes: mealPlansRoutes(service, sessions.optionalUser), service };
}
