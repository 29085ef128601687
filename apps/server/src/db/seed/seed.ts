import { RecipeCreateSchema } from '@mise/core';
import { createFoodsRepository } from '../../modules/nutrition/foods.repository.js';
import { createRecipesRepository } from '../../modules/recipes/recipes.repository.js';
import { toIngredientValues, toStepValues } from '../../modules/recipes/recipes.service.js';
import type { Db } from '../client.js';
import { health_goals, seed_runs } from '../schema/recipes.js';
import { readFoodTable } from './food-table.js';
import { STARTER_HEALTH_GOALS } from './health-goals.js';
import { STARTER_RECIPES } from './starter-recipes.js';

/**
 * Catalogues a new install starts with, each applied once (recorded in seed_runs) so that content a
 * cook deletes stays deleted. Runs at start-up, after migrations; safe to run from several processes
 * at once (the seed_runs insert decides who seeds).
 */
export async function seedCatalogues(db: Db): Promise<void> {
  await seedFoods(db);
  await applyOnce(db, 'health-goals-v1', async (tx) => {
    await tx
      .insert(health_goals)
      .values([...STARTER_HEALTH_GOALS])
      .onConflictDoNothing();
  });
  await applyOnce(db, 'starter-recipes-v1', async (tx) => {
    const repo = createRecipesRepository(tx);
    // Oldest first, so the list shows them in the order they are written.
    for (const [index, starter] of STARTER_RECIPES.entries()) {
      const recipe = RecipeCreateSchema.parse(starter);
      const { ingredients, steps, nutritional_info, cuisine, meal_type, image_url, ...fields } =
        recipe;
      await repo.create(
        {
          ...fields,
          nutritional_info: nutritional_info ?? null,
          cuisine: cuisine ?? null,
          meal_type: meal_type ?? null,
          image_url: image_url ?? null,
          user_id: null,
          author_id: null,
          created_at: new Date(Date.now() - (STARTER_RECIPES.length - index) * 1000),
        },
        toIngredientValues(ingredients),
        toStepValues(steps),
      );
    }
  });
}

/**
 * The food nutrition reference (spec-2 §3) from the committed USDA SR21 table: 7.4k foods in one
 * insert statement, once per install (about a second on PGlite).
 */
export async function seedFoods(db: Db): Promise<void> {
  await applyOnce(db, 'usda-sr21-foods-v1', async (tx) => {
    await createFoodsRepository(tx).insertMany(readFoodTable());
  });
}

async function applyOnce(db: Db, name: string, apply: (tx: Db) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx.insert(seed_runs).values({ name }).onConflictDoNothing().returning();
    if (claimed.length > 0) await apply(tx);
  });
}
