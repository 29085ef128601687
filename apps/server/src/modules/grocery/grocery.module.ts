import type { Platform } from '../../platform.js';
import type { Module } from '../module.js';
import type { NutritionService } from '../nutrition/nutrition.service.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import { createGroceryRepository } from './grocery.repository.js';
import { groceryRoutes } from './grocery.routes.js';
import { createGroceryService, type GroceryService, type PlannedMeals } from './grocery.service.js';

/**
 * The grocery list (issue 13 point 2). Recipes' ingredients come from the recipes service, which
 * food a name is (aisle, density, weights) from the nutrition service, a plan's planned servings
 * from the meal plans module.
 */
export function groceryModule(
  { db, sessions }: Platform,
  deps: { recipes: RecipesService; nutrition: NutritionService; plans: PlannedMeals },
): Module<GroceryService> {
  const service = createGroceryService({ repo: createGroceryRepository(db), ...deps });
  return { routes: groceryRoutes(service, sessions.optionalUser), service };
}
