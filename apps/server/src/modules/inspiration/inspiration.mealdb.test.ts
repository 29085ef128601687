import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  InspirationCategoryListSchema,
  InspirationMealListSchema,
  RecipeSchema,
  type InspirationMeal,
} from '@mise/core';
import { createLogger } from '../../http/logger.js';
import {
  FAKE_MEALDB_KEY,
  fakeMealId,
  startFakeMealDb,
  type FakeMealDb,
} from '../../../test/fakes/meal-database.js';
import { call, setUpTestApp, signUp, testConfig } from '../../../test/test-app.js';
import { RANDOM_POOL_SIZE } from './inspiration.service.js';

const fake = await startFakeMealDb({ apiKey: FAKE_MEALDB_KEY });
afterAll(() => fake.close());

/** Warnings the app logged, as JSON lines. */
function capturingLogger() {
  const lines: string[] = [];
  return { lines, logger: createLogger('warn', (_level, line) => lines.push(line)) };
}

const mealsOf = async (response: Response): Promise<InspirationMeal[]> => {
  expect(response.status, await response.clone().text()).toBe(200);
  return InspirationMealListSchema.parse(await response.json()).items;
};

describe('inspirations from the meal database (a fake of TheMealDB)', () => {
  const log = capturingLogger();
  const suite = setUpTestApp({
    config: testConfig({ mealDb: { apiKey: FAKE_MEALDB_KEY, baseUrl: fake.baseUrl } }),
    logger: log.logger,
    inspiration: { pauseMs: 0 },
  });
  let cookie = '';
  let memberId = '';
  beforeAll(async () => {
    cookie = (await signUp(suite.app)).cookie;
    const me = await call(suite.app, 'GET', '/api/me', { cookie });
    memberId = ((await me.json()) as { user: { id: string } }).user.id;
    fake.mode = 'ok';
    fake.requests.length = 0;
  });

  it('gathers distinct random meals in rounds, once for a storm of callers', async () => {
    // Ten visitors at once: one gathering of the pool, which every caller samples.
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => call(suite.app, 'GET', '/api/inspiration/random')),
    );
    const sets = await Promise.all(answers.map(mealsOf));
    // The fake repeats each meal once: 24 distinct take 24 + 12 + 6 + 3 + 1 + 1 calls (6 rounds).
    expect(fake.count('random.php')).toBe(47);
    for (const meals of sets) {
      expect(meals).toHaveLength(6);
      expect(new Set(meals.map((m) => m.id)).size).toBe(6);
      expect(meals.every((m) => m.source === 'mealdb')).toBe(true);
    }
    // Refresh samples the pool again: other meals, still no new provider calls.
    const seen = new Set(sets.flat().map((m) => m.id));
    expect(seen.size).toBeGreaterThan(6);
    expect(seen.size).toBeLessThanOrEqual(RANDOM_POOL_SIZE);
    await mealsOf(await call(suite.app, 'GET', '/api/inspiration/random?count=12'));
    expect(fake.count('random.php')).toBe(47);
    expect(fake.requests.every((r) => r.key === FAKE_MEALDB_KEY)).toBe(true);
  });

  it("converts the service's meals: its thumb as the picture, step labels dropped", async () => {
    const [meal] = await mealsOf(await call(suite.app, 'GET', '/api/inspiration/random?count=1'));
    expect(meal!.image_url).toBe(
      `https://www.themealdb.com/images/media/meals/fake${meal!.id}.jpg`,
    );
    expect(meal!.steps.map((s) => s.instruction)).toEqual([
      'Heat 1.5 tbsp oil in a pan',
      expect.stringMatching(/^Cook the \w+ for 10 minutes$/) as string,
      'Serve hot',
    ]);
    expect(meal!.ingredients).toEqual([
      { name: 'Olive Oil', quantity: '1 1/2 tbsp', amount: 1.5, unit: 'tbsp' },
      expect.objectContaining({ amount: expect.any(Number) as number }),
      { name: 'Salt', quantity: 'pinch', amount: 1, unit: 'pinch' },
    ]);
  });

  it("lists the service's categories", async () => {
    const response = await call(suite.app, 'GET', '/api/inspiration/categories');
    const { items } = InspirationCategoryListSchema.parse(await response.json());
    expect(items.map((c) => c.name)).toEqual(['Beef', 'Seafood', 'Dessert']);
    expect(items[1]).toEqual({
      name: 'Seafood',
      description: 'Fake dishes of Seafood.',
      thumbnail: 'https://www.themealdb.com/images/category/seafood.png',
    });
  });

  it("looks up a category's first 10 of 12 meals, once for two callers", async () => {
    const before = fake.count('lookup.php');
    const [first, second] = await Promise.all([
      call(suite.app, 'GET', '/api/inspiration/categories/Seafood'),
      call(suite.app, 'GET', '/api/inspiration/categories/seafood'),
    ]);
    const meals = await mealsOf(first);
    expect(await mealsOf(second)).toEqual(meals);
    expect(meals).toHaveLength(10);
    expect(meals.every((m) => m.category === 'Seafood' && m.steps.length === 3)).toBe(true);
    expect(fake.count('filter.php')).toBe(1);
    expect(fake.count('lookup.php') - before).toBe(10);
  });

  it('saves a meal looked up again by id, once per call; an unknown id is 404', async () => {
    const id = fakeMealId(5);
    const lookups = fake.count('lookup.php');
    const save = () => call(suite.app, 'POST', `/api/inspiration/${id}/save`, { cookie });
    const first = await save();
    expect(first.status, await first.clone().text()).toBe(201);
    const recipe = RecipeSchema.parse(await first.json());
    expect(recipe).toMatchObject({
      title: 'Fake Dessert Dish 5 (Saved)',
      is_public: false,
      user_id: memberId,
      author_id: memberId,
      source_url: `https://example.com/recipes/${id}`,
      cuisine: 'Canadian',
    });
    expect(fake.count('lookup.php') - lookups).toBe(1);
    const second = RecipeSchema.parse(await (await save()).json());
    expect(second.id).not.toBe(recipe.id);
    const mine = await call(suite.app, 'GET', '/api/recipes?author=me&limit=50', { cookie });
    const titles = ((await mine.json()) as { items: { title: string }[] }).items.map(
      (r) => r.title,
    );
    expect(titles.filter((t) => t === 'Fake Dessert Dish 5 (Saved)')).toHaveLength(2);

    const unknown = await call(suite.app, 'POST', '/api/inspiration/99999/save', { cookie });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { message: 'Inspiration not found' } });
    // A bundled meal is saved from the catalogue, without asking the service.
    const bundled = await call(suite.app, 'POST', '/api/inspiration/mise-vegan-2/save', { cookie });
    expect(bundled.status).toBe(201);
    expect(fake.requests.some((r) => r.query.get('i')?.startsWith('mise-'))).toBe(false);
    expect(log.lines).toEqual([]);
  });
});

describe('the pause between random rounds (spec-1 §7)', () => {
  const suite = setUpTestApp();
  it('waits between rounds: 6 rounds, 5 pauses', async () => {
    const fresh = await startFakeMealDb({ apiKey: FAKE_MEALDB_KEY });
    try {
      const { createApp } = await import('../../app.js');
      const { app } = createApp({
        config: testConfig({ mealDb: { apiKey: FAKE_MEALDB_KEY, baseUrl: fresh.baseUrl } }),
        database: suite.database,
        inspiration: { pauseMs: 60 },
      });
      const started = performance.now();
      await mealsOf(await app.request('http://localhost:3000/api/inspiration/random'));
      expect(performance.now() - started).toBeGreaterThanOrEqual(5 * 60);
      expect(fresh.count('random.php')).toBe(47);
    } finally {
      await fresh.close();
    }
  });
});

describe('inspirations when the meal database fails', () => {
  const log = capturingLogger();
  let broken: FakeMealDb;
  const suite = setUpTestApp({
    config: testConfig({ mealDb: { apiKey: FAKE_MEALDB_KEY, baseUrl: 'http://127.0.0.1:9' } }),
    logger: log.logger,
    inspiration: { pauseMs: 0 },
  });
  beforeAll(async () => {
    broken = await startFakeMealDb({ apiKey: FAKE_MEALDB_KEY });
  });
  afterAll(() => broken.close());

  it('answers from the bundled catalogue when the service is unreachable, and says so in the log', async () => {
    const meals = await mealsOf(await call(suite.app, 'GET', '/api/inspiration/random'));
    expect(meals).toHaveLength(6);
    expect(meals.every((m) => m.source === 'bundled' && m.id.startsWith('mise-'))).toBe(true);
    const categories = InspirationCategoryListSchema.parse(
      await (await call(suite.app, 'GET', '/api/inspiration/categories')).json(),
    );
    expect(categories.items.map((c) => c.name)).toContain('Vegan');
    const vegan = await mealsOf(await call(suite.app, 'GET', '/api/inspiration/categories/Vegan'));
    expect(vegan.length).toBeGreaterThanOrEqual(4);
    expect(log.lines.length).toBeGreaterThan(0);
    expect(JSON.parse(log.lines[0]!)).toMatchObject({
      level: 'warn',
      message: 'meal database failed; using the bundled catalogue',
    });
    // The key is in TheMealDB's URLs, so no URL may reach the log.
    expect(log.lines.join('\n')).not.toContain(FAKE_MEALDB_KEY);
  });

  it.each(['server-error', 'not-json', 'null-meals'] as const)(
    'falls back on a %s answer, then leaves the service alone for a while',
    async (mode) => {
      const { app } = await import('../../app.js').then(({ createApp }) =>
        createApp({
          config: testConfig({ mealDb: { apiKey: FAKE_MEALDB_KEY, baseUrl: broken.baseUrl } }),
          database: suite.database,
          logger: createLogger('silent'),
          inspiration: { pauseMs: 0 },
        }),
      );
      broken.mode = mode;
      broken.requests.length = 0;
      const response = await app.request('http://localhost:3000/api/inspiration/categories');
      const { items } = InspirationCategoryListSchema.parse(await response.json());
      expect(items.map((c) => c.name)).toContain('Soup');
      const meals = await mealsOf(
        await app.request('http://localhost:3000/api/inspiration/random'),
      );
      expect(meals.every((m) => m.source === 'bundled')).toBe(true);
      // One failed call; the rest went straight to the catalogue.
      expect(broken.requests).toHaveLength(1);
    },
  );
});
