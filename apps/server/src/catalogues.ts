import type { Db } from './db/client.js';
import { healthGoalsCatalogue } from './modules/health-goals/health-goals.module.js';
import { seedContests } from './modules/contests/contests.seed.js';
import { seedHealthGoals } from './modules/health-goals/health-goals.seed.js';
import { seedFoods } from './modules/nutrition/foods.seed.js';
import { seedProgressCatalogues } from './modules/progress/progress.seed.js';
import { seedRecipeCatalogues } from './modules/recipes/recipes.seed.js';

/**
 * Catalogues a new install starts with, one line per module; each module seeds its own, once per
 * install (db/seed/apply-once.ts). Runs at start-up after migrations, and into the build's PGlite
 * template. Order matters where one catalogue links to another: starter recipes link to the goals.
 */
export async function seedCatalogues(db: Db): Promise<void> {
  await seedFoods(db);
  await seedHealthGoals(db);
  await seedRecipeCatalogues(db, { healthGoals: healthGoalsCatalogue });
  await seedProgressCatalogues(db);
  await seedContests(db);
}
