import { RecipeCreateSchema } from '@mise/core';
import type { Db } from '../../db/client.js';
import { applyOnce } from '../../db/seed/apply-once.js';
import { createRecipesRepository } from './recipes.repository.js';
import { toIngredientValues, toStepValues, type RecipeGoalCatalogue } from './recipes.service.js';
import { STARTER_RECIPES } from './seed/starter-recipes.js';

/**
 * The recipes module's catalogue: the 24 starter recipes, once per install. They link to the health
 * goals they are tagged with, found by name through the health-goals service (whose catalogue is
 * seeded first, src/catalogues.ts) — that service on the seed's own transaction, since an embedded
 * database runs one transaction at a time and a read beside it would wait for it forever.
 */
export async function seedRecipeCatalogues(
  db: Db,
  { healthGoals }: { healthGoals: (tx: Db) => Pick<RecipeGoalCatalogue, 'idsByNames'> },
): Promise<void> {
  await applyOnce(db, 'starter-recipes-v1', async (tx) => {
    const repo = createRecipesRepository(tx);
    const goalIds = await healthGoals(tx).idsByNames(
      STARTER_RECIPES.flatMap((starter) => starter.health_tags ?? []),
    );
    const goalsOf = (tags: readonly string[]) => [
      ...new Set(tags.flatMap((tag) => goalIds.get(tag.trim().toLowerCase()) ?? [])),
    ];
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
        goalsOf(fields.health_tags),
      );
    }
  });
}
