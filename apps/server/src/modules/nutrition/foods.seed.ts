import type { Db } from '../../db/client.js';
import { readFoodTable } from '../../db/seed/food-table.js';
import { applyOnce } from '../../db/seed/apply-once.js';
import { createFoodsRepository } from './foods.repository.js';

/**
 * The food nutrition reference (spec-2 §3) from the committed USDA SR21 table: 7.4k foods in one
 * insert statement, once per install (about a second on PGlite).
 */
export async function seedFoods(db: Db): Promise<void> {
  await applyOnce(db, 'usda-sr21-foods-v1', async (tx) => {
    await createFoodsRepository(tx).insertMany(readFoodTable());
  });
}
