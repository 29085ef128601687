import type { Platform } from '../../platform.js';
import type { Module } from '../module.js';
import type { ProgressRecorder } from '../progress/progress.recorder.js';
import type { RecipesService } from '../recipes/recipes.service.js';
import { createCollectionsRepository } from './collections.repository.js';
import { collectionsRoutes } from './collections.routes.js';
import { createCollectionsService, type CollectionsService } from './collections.service.js';

/**
 * Cookbooks (issue 13 point 3). Which recipes a viewer may see, their summaries and images come
 * from the recipes service; this module reads only its own two tables. Creating a cookbook and
 * saving a recipe into one are recorded by progress in the write's transaction.
 */
export function collectionsModule(
  { db, sessions }: Platform,
  deps: { recipes: RecipesService; progress: ProgressRecorder },
): Module<CollectionsService> {
  const service = createCollectionsService({
    repo: createCollectionsRepository(db),
    recipes: deps.recipes,
    progress: deps.progress,
  });
  return { routes: collectionsRoutes(service, sessions.optionalUser), service };
}
