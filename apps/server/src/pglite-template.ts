import { fileURLToPath } from 'node:url';
import { writePgliteTemplate } from './db/client.js';
import { seedCatalogues } from './catalogues.js';

/**
 * Used by build.mjs: writes the template that new embedded data directories start from — migrated and
 * seeded (food reference, health goals, starter recipes; each seed run recorded, so a start finds
 * nothing left to do). Made with this build's migrations, seeds and PGlite, so it always matches them.
 */
export async function writeTemplate(file: URL): Promise<void> {
  await writePgliteTemplate(fileURLToPath(file), async (database) => {
    await database.migrate();
    await seedCatalogues(database.db);
  });
}
