import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalogues } from '../src/catalogues.js';
import { openDatabase, writePgliteTemplate } from '../src/db/client.js';
import { seedFoods } from '../src/modules/nutrition/foods.seed.js';

describe('the embedded database', () => {
  it('starts a new data directory from the template, migrates it, and keeps what it stores', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mise-db-'));
    const template = path.join(dir, 'template.tar.gz');
    // As the build makes it: migrated, with the food reference loaded.
    await writePgliteTemplate(template, async (database) => {
      await database.migrate();
      await seedFoods(database.db);
    });
    const dataDir = path.join(dir, 'db');

    const first = await openDatabase({ kind: 'pglite', dataDir, template });
    await first.migrate();
    await seedCatalogues(first.db);
    const count = async (table: string) =>
      (
        await first.db.execute<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(table)}`,
        )
      ).rows[0]!.n;
    expect(await count('food_nutrition_reference')).toBeGreaterThan(7000);
    expect(await count('recipes')).toBeGreaterThan(0);
    await first.db.execute(
      sql`insert into "user" (id, name, email) values ('u1', 'Ann', 'ann@example.com')`,
    );
    const extension = await first.db.execute<{ extname: string }>(
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(extension.rows).toEqual([{ extname: 'pg_trgm' }]);
    await first.close();

    // Reopened without a template: the directory is no longer new, and the row is still there.
    const second = await openDatabase({ kind: 'pglite', dataDir });
    await second.migrate();
    const rows = await second.db.execute<{ email: string }>(sql`select email from "user"`);
    expect(rows.rows).toEqual([{ email: 'ann@example.com' }]);
    const seeds = await second.db.execute<{ name: string }>(
      sql`select name from seed_runs order by name`,
    );
    expect(seeds.rows.map((r) => r.name)).toEqual([
      'contests-v1',
      'health-goal-rules-v1',
      'health-goals-v1',
      'sample-meal-plans-v1',
      'starter-artwork-v1',
      'starter-recipes-v1',
      'usda-sr21-foods-v1',
    ]);
    await second.close();
  });
});
