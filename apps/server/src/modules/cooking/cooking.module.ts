import type { Platform } from '../../platform.js';
import type { Module } from '../module.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import { createCookingRepository } from './cooking.repository.js';
import { cookingRoutes } from './cooking.routes.js';
import { createCookingService, type Clock, type CookingService } from './cooking.service.js';

/**
 * Cooking sessions, timed by the server. The recipe facts a session needs come from the recipes
 * service; `clock` lets tests make time pass (the system clock otherwise).
 */
export function cookingModule(
  { db, sessions }: Platform,
  { recipes, clock }: { recipes: RecipesService; clock?: Clock | undefined },
): Module<CookingService> {
  const service = createCookingService({ repo: createCookingRepository(db), recipes, clock });
  return { routes: cookingRoutes(service, sessions.requireUser), service };
}
