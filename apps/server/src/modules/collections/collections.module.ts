import type { Platform } from '../../platform.js';
import type { Module } from '../module.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import { createCollectionsRepository } from './collections.repository.js';
import { collectionsRoutes } from './collections.routes.js';
import { createCollectionsService, type CollectionsService } from './collections.service.js';

/**
 * Cookbooks (issue 13 point 3). Which recipes a viewer may see, their summaries and images come
 * from the recipes service; this module reads only its own two tables.
 */
export function collectionsModule(
  { db, sessions }: Platform,
  deps: { recipes: RecipesService },
): Module<CollectionsService> {
  const service = createCollectionsService({
    repo: createCollectionsRepository(db),
    recipes: deps.recipes,
  });
  return { routes: collectionsRoutes(service, sessions.optionalUser), service };
}
