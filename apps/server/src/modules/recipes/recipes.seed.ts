import { RecipeCreateSchema } from '@mise/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recipes } from '../../db/schema/recipes.js';
import { applyOnce } from '../../db/seed/apply-once.js';
import { UPLOADS_ROUTE_PREFIX } from '../../storage/storage.js';
import { createRecipesRepository } from './recipes.repository.js';
import { toIngredientValues, toStepValues, type RecipeGoalCatalogue } from './recipes.service.js';
import { STARTER_RECIPES } from './seed/starter-recipes.js';
import {
  ARTWORK_SMALL_WIDTH,
  renderStarterArtwork,
  starterArtworkKey,
  starterArtworkSmallKey,
} from './seed/starter-artwork.js';

/**
 * Where a starter's picture is served: this server's own uploads route, which reads whichever
 * storage the install uses (the database is seeded before, and apart from, any storage: the build's
 * PGlite template has none).
 */
export const starterImageUrl = (title: string) =>
  `${UPLOADS_ROUTE_PREFIX}/${starterArtworkKey({ title })}`;

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
          image_url: image_url ?? starterImageUrl(recipe.title),
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
  await seedStarterArtworkLinks(db);
  await backfillIngredientIdentity(db);
}

/**
 * Installs seeded before the artwork existed: their untouched starters (still nobody's, still without
 * a picture) get theirs. Once per install, like the seed itself.
 */
export async function seedStarterArtworkLinks(db: Db): Promise<void> {
  await applyOnce(db, 'starter-artwork-v1', async (tx) => {
    for (const { title } of STARTER_RECIPES) {
      await tx
        .update(recipes)
        .set({ image_url: starterImageUrl(title) })
        .where(and(eq(recipes.title, title), isNull(recipes.user_id), isNull(recipes.image_url)));
    }
  });
}

/** The part of the images service that keeps server-made files in storage. */
export interface ArtworkStore {
  ensureStored(key: string, render: () => Promise<Uint8Array>): Promise<'stored' | 'present'>;
}

/**
 * The starter pictures' files, at 640 and 320 px (decision 0025), drawn (SVG → WebP with sharp) only
 * when the storage lacks them: about 2 s on a new install's first start, a look per file after that.
 * Two at a time: sharp works on libuv's pool, and the machine may be small. Answers how many
 * starters had a file drawn.
 */
export async function ensureStarterArtwork(images: ArtworkStore): Promise<number> {
  let stored = 0;
  const queue = [...STARTER_RECIPES];
  const worker = async () => {
    for (let starter = queue.shift(); starter; starter = queue.shift()) {
      const recipe = starter;
      const large = await images.ensureStored(starterArtworkKey(recipe), () =>
        renderStarterArtwork(recipe),
      );
      const small = await images.ensureStored(starterArtworkSmallKey(recipe), () =>
        renderStarterArtwork(recipe, ARTWORK_SMALL_WIDTH),
      );
      if (large === 'stored' || small === 'stored') stored += 1;
    }
  };
  await Promise.all([worker(), worker()]);
  return stored;
}

/**
 * Ingredients written before migration 0024 get their food identity (decision 0024), in batches of
 * `batch` rows, each its own short transaction. Runs at every start-up, after the catalogue; once
 * the rows are filled it is one empty look-up in the partial index.
 */
export async function backfillIngredientIdentity(db: Db, batch = 2000): Promise<number> {
  const repo = createRecipesRepository(db);
  let total = 0;
  for (;;) {
    const filled = await repo.backfillIngredientIdentity(batch);
    total += filled;
    if (filled < batch) return total;
  }
}

/**
 * The starter recipes still as seeded (nobody's, public), by title: what other modules' catalogues
 * link to (the sample meal plans), without reading this module's tables.
 */
export async function starterRecipeIds(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: recipes.id, title: recipes.title })
    .from(recipes)
    .where(
      and(
        isNull(recipes.user_id),
        eq(recipes.is_public, true),
        inArray(
          recipes.title,
          STARTER_RECIPES.map((recipe) => recipe.title),
        ),
      ),
    );
  return new Map(rows.map((row) => [row.title, row.id]));
}
