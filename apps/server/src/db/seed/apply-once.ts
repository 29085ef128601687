import type { Db } from '../client.js';
import { seed_runs } from '../schema/recipes.js';

/**
 * Runs a catalogue's seed once per install: the seed_runs insert decides, inside the seed's own
 * transaction, so content a cook deletes stays deleted and several processes starting at once seed
 * it once. Each module seeds its own catalogue with this (see src/catalogues.ts).
 */
export async function applyOnce(
  db: Db,
  name: string,
  apply: (tx: Db) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx.insert(seed_runs).values({ name }).onConflictDoNothing().returning();
    if (claimed.length > 0) await apply(tx);
  });
}
