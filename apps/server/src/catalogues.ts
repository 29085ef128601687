import type { Db } from './db/client.js';
import { healthGoalsCatalogue } from './modules/health-goals/health-goals.module.js';
import { seedContests } from './modules/contests/contests.seed.js';
import { seedHealthGoals } from './modules/health-goals/health-goals.seed.js';
import { seedFoods } from './modules/nutrition/foods.seed.js';
import { seedProgressCatalogues } from './modules/progress/progress.seed.js';
import {
  ensureStarterArtwork,
  seedRecipeCatalogues,
  starterRecipeIds,
} from './modules/recipes/recipes.seed.js';
import { seedSampleMealPlans } from './modules/meal-plans/meal-plans.seed.js';
import type { ImagesService } from './modules/images/images.service.js';

/**
 * Catalogues a new install starts with, one line per module; each module seeds its own, once per
 * install (db/seed/apply-once.ts). Runs at start-up after migrations, and into the build's PGlite
 * template. Order matters where one catalogue links to another: starter recipes link to the goals, sample
 * meal plans to the starter recipes.
 */
export async function seedCatalogues(db: Db): Promise<void> {
  await seedFoods(db);
  await seedHealthGoals(db);
  await seedRecipeCatalogues(db, { healthGoals: healthGoalsCatalogue });
  await seedProgressCatalogues(db);
  await seedContests(db);
  // After the starter recipes, which the sample plans are made of.
  await seedSampleMealPlans(db, { starterRecipes: starterRecipeIds });
}

/**
 * Catalogue files that live in storage rather than the database (the starter recipes' pictures):
 * made at start-up once the storage is known, only those it lacks. Returns how many were made.
 */
export async function seedCatalogueFiles(services: { images: ImagesService }): Promise<number> {
  return ensureStarterArtwork(services.images);
}
