import { RecipeCreateSchema } from '@mise/core';
import type { Db } from '../../db/client.js';
import { applyOnce } from '../../db/seed/apply-once.js';
import { health_goals } from '../../db/schema/recipes.js';
import { createRecipesRepository } from './recipes.repository.js';
import { toIngredientValues, toStepValues } from './recipes.service.js';
import { STARTER_HEALTH_GOALS } from './seed/health-goals.js';
import { STARTER_RECIPES } from './seed/starter-recipes.js';

/**
 * The recipes module's catalogues: the health goals (recipes link to them) and the 24 starter
 * recipes, each once per install.
 */
export async function seedRecipeCatalogues(db: Db): Promise<void> {
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
