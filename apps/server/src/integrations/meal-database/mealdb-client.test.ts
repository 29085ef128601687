import { afterAll, describe, expect, it } from 'vitest';
import { FAKE_MEALDB_KEY, startFakeMealDb } from '../../../test/fakes/meal-database.js';
import { createMealDbClient, MealDbError } from './mealdb-client.js';

const fake = await startFakeMealDb({ apiKey: FAKE_MEALDB_KEY });
afterAll(() => fake.close());

describe('the TheMealDB client', () => {
  const client = createMealDbClient({
    apiKey: FAKE_MEALDB_KEY,
    baseUrl: `${fake.baseUrl}/`,
    timeoutMs: 5000,
  });

  it('speaks the four calls with the key in the path', async () => {
    fake.mode = 'ok';
    expect((await client.random()).idMeal).toMatch(/^\d+$/);
    expect((await client.categories()).map((c) => c.strCategory)).toEqual([
      'Beef',
      'Seafood',
      'Dessert',
    ]);
    expect(await client.filter('Dessert')).toHaveLength(12);
    expect((await client.lookup('52801'))?.strMeal).toBe('Fake Seafood Dish 1');
    expect(await client.lookup('1')).toBeNull();
    expect(fake.requests.map((r) => r.call)).toEqual([
      'random.php',
      'categories.php',
      'filter.php',
      'lookup.php',
      'lookup.php',
    ]);
    expect(fake.requests.every((r) => r.key === FAKE_MEALDB_KEY)).toBe(true);
  });

  it.each([
    ['hang', 'random.php timed out'],
    ['server-error', 'random.php answered 502'],
    ['not-json', 'random.php sent no JSON'],
    ['null-meals', 'random.php sent no meal'],
  ] as const)('turns a %s answer into a MealDbError that names no URL', async (mode, message) => {
    fake.mode = mode;
    // A short wait for the hanging answer; the others answer at once.
    const quick = createMealDbClient({
      apiKey: FAKE_MEALDB_KEY,
      baseUrl: fake.baseUrl,
      timeoutMs: 300,
    });
    const error = await (mode === 'hang' ? quick : client).random().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MealDbError);
    expect((error as Error).message).toBe(message);
  });

  it('refuses a wrong key (an HTML 404) and an unknown category', async () => {
    fake.mode = 'ok';
    const wrong = createMealDbClient({ apiKey: 'nope', baseUrl: fake.baseUrl });
    await expect(wrong.categories()).rejects.toThrow('categories.php answered 404');
    await expect(client.filter('Goat')).rejects.toBeInstanceOf(MealDbError);
    const closed = createMealDbClient({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9' });
    await expect(closed.random()).rejects.toThrow('random.php unreachable');
  });
});
