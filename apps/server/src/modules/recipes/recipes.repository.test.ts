import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { recipes } from '../../db/schema/recipes.js';
import { setUpTestApp } from '../../../test/test-app.js';
import { createRecipesRepository, type RecipeFilter } from './recipes.repository.js';

/** Lists run as prepared statements, one per shape of filter (recipes.repository.ts). */
const suite = setUpTestApp();
const repo = () => createRecipesRepository(suite.database.db);
const titles = async (filter: RecipeFilter) =>
  (await repo().list(filter, undefined, 'summary')).map(
    (row) => (JSON.parse(row.json) as { title: string }).title,
  );

beforeAll(async () => {
  await suite.database.db.insert(recipes).values(
    (['easy', 'hard', 'easy', 'expert'] as const).map((complexity, i) => ({
      title: `Shape test ${i} ${complexity}`,
      complexity,
      cuisine: i % 2 ? 'Thai' : 'Greek',
      dietary_restrictions: i === 0 ? ['vegan', 'gluten_free'] : ['vegan'],
      is_public: true,
      created_at: new Date(Date.UTC(2026, 0, 1 + i)),
    })),
  );
});

describe('prepared list statements', () => {
  it('give one name to one shape of filter, whatever its values, and another to another', () => {
    const repository = repo();
    const easy = repository.describeList({ complexity: 'easy', limit: 5 }, undefined, 'summary');
    const hard = repository.describeList({ complexity: 'hard', limit: 9 }, 'member', 'summary');
    expect(easy.name).toMatch(/^recipes_list_[0-9a-f]{24}$/);
    expect(hard.name).toBe(easy.name);
    expect(hard.text).toBe(easy.text);
    expect(hard.values).not.toEqual(easy.values);
    const withCuisine = repository.describeList(
      { complexity: 'easy', cuisine: 'Thai', limit: 5 },
      undefined,
      'summary',
    );
    const whole = repository.describeList({ complexity: 'easy', limit: 5 }, undefined, 'whole');
    const names = new Set([easy.name, withCuisine.name, whole.name]);
    expect(names.size).toBe(3);
  });

  it('run again with new values answer for those values, not the first ones', async () => {
    expect(await titles({ complexity: 'easy', limit: 10 })).toEqual([
      'Shape test 2 easy',
      'Shape test 0 easy',
    ]);
    expect(await titles({ complexity: 'expert', limit: 10 })).toEqual(['Shape test 3 expert']);
    expect(await titles({ complexity: 'easy', limit: 1 })).toEqual(['Shape test 2 easy']);
    expect(await titles({ diets: ['vegan', 'gluten_free'], limit: 10 })).toEqual([
      'Shape test 0 easy',
    ]);
    expect(await titles({ diets: ['vegan'], cuisine: 'thai', limit: 10 })).toEqual([
      'Shape test 3 expert',
      'Shape test 1 hard',
    ]);
  });

  it('plan a title search for its own term: built once, run unnamed', async () => {
    const repository = repo();
    const search = repository.describeList(
      { titleContains: 'soup', limit: 5 },
      undefined,
      'summary',
    );
    expect(search.name).toBe('');
    expect(search.text).toContain('mise_search_fold');
    const again = repository.describeList(
      { titleContains: 'stew', limit: 5 },
      undefined,
      'summary',
    );
    expect(again.text).toBe(search.text);
    const found = await repository.list({ titleContains: 'soup', limit: 5 }, undefined, 'summary');
    expect(Array.isArray(found)).toBe(true);
  });

  it('stop naming new shapes past the cap, and still answer', async () => {
    const repository = repo();
    // 7 optional filters, present or not: 128 shapes of list.
    const optional: Partial<RecipeFilter>[] = [
      { ownerId: 'someone' },
      { mealType: 'dinner' },
      { maxTotalMinutes: 30 },
      { healthGoalId: '3f1c2b8e-5d4a-4c6e-9b7f-2a1d0e9c8b7a' },
      { complexity: 'easy' },
      { cuisine: 'Thai' },
      { diets: ['vegan'] },
    ];
    const filterOf = (mask: number): RecipeFilter =>
      optional
        .filter((_, bit) => mask & (1 << bit))
        .reduce<RecipeFilter>((filter, extra) => ({ ...filter, ...extra }), { limit: 1 });
    const names = Array.from(
      { length: 128 },
      (_, mask) => repository.describeList(filterOf(mask), undefined, 'summary').name,
    );
    expect(new Set(names.slice(0, 100)).size).toBe(100);
    expect(names.slice(0, 100).every((name) => /^recipes_list_[0-9a-f]{24}$/.test(name))).toBe(
      true,
    );
    expect(names.slice(100).every((name) => name === '')).toBe(true);
    // Shape 100 (time, cuisine, diet) came past the cap: it runs unnamed, and right.
    const unnamed = await repository.list(filterOf(100), undefined, 'summary');
    expect(unnamed.map((row) => (JSON.parse(row.json) as { title: string }).title)).toEqual([
      'Shape test 3 expert',
    ]);
  });

  it('are prepared once on a PostgreSQL connection and then only executed', async () => {
    const url = suite.database.url;
    // PGlite runs every statement unnamed (its driver has no named statements); only PostgreSQL
    // keeps plans, which is where they pay.
    if (suite.database.kind !== 'postgres' || !url) {
      expect(suite.database.kind).toBe('pglite');
      return;
    }
    const single = await openDatabase({ kind: 'postgres', url, maxConnections: 1 });
    try {
      const repository = createRecipesRepository(single.db);
      const { name } = repository.describeList(
        { complexity: 'easy', limit: 3 },
        undefined,
        'whole',
      );
      for (const complexity of ['easy', 'hard', 'expert'])
        await repository.list({ complexity, limit: 3 }, undefined, 'whole');
      const statements = await single.db.execute<{ name: string }>(
        sql`select name from pg_prepared_statements where name like 'recipes_list_%'`,
      );
      expect(statements.rows).toEqual([{ name }]);
    } finally {
      await single.close();
    }
  });
});
