import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  entryFromFood,
  FoodSearchResultSchema,
  NutritionEstimateSchema,
  messages,
  nutritionMessages,
  type FoodSearchResult,
  type NutritionEstimateResponse,
} from '@mise/core';
import { AI_TIMEOUT_MS, loadConfig } from '../../config.js';
import { readFoodTable } from '../../db/seed/food-table.js';
import { seedFoods } from './foods.seed.js';
import { createFoodsRepository } from './foods.repository.js';
import { CHAT_TIMEOUT_MS } from '../../integrations/chat-completions/chat-completions.js';
import {
  FAKE_AI_KEY,
  VALID_NUTRITION,
  startFakeChat,
  type FakeChat,
} from '../../../test/fakes/chat-completions.js';
import { call, createTestApp, setUpTestApp, signUp, testConfig } from '../../../test/test-app.js';

const fake: FakeChat = await startFakeChat({ apiKey: FAKE_AI_KEY });
afterAll(() => fake.close());

/** The app under test talks to the fake provider, with a short timeout so the hang case is quick. */
const suite = setUpTestApp({
  config: testConfig({
    ai: { apiKey: FAKE_AI_KEY, baseUrl: fake.baseUrl, model: 'gpt-4o-mini', timeoutMs: 300 },
  }),
});
/** The same database without an AI provider: the default install. */
let offline: ReturnType<typeof createTestApp>['app'];
let cookie = '';
/** Every body the server sent in this file, searched for the key at the end. */
const bodies: string[] = [];

const estimate = async (body: unknown, app = suite.app, withCookie = cookie) => {
  const response = await call(app, 'POST', '/api/nutrition/estimate', {
    body,
    ...(withCookie ? { cookie: withCookie } : {}),
  });
  const text = await response.text();
  bodies.push(text);
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
};
const get = async (path: string, app = suite.app) => {
  const response = await call(app, 'GET', path);
  const text = await response.text();
  bodies.push(text);
  return { status: response.status, body: JSON.parse(text) as unknown };
};

const PANCAKES = [
  '2 1/2 cups all-purpose flour',
  '2 large eggs',
  '2 cups milk',
  '3 tbsp butter, melted',
  '2 tbsp sugar',
  'salt to taste',
];

beforeAll(async () => {
  await seedFoods(suite.database.db);
  offline = createTestApp(suite.database).app;
  cookie = (await signUp(suite.app)).cookie;
});

describe('POST /api/nutrition/estimate (USDA reference)', () => {
  it('refuses a guest', async () => {
    const { status, body } = await estimate({ ingredients: PANCAKES }, suite.app, '');
    expect(status).toBe(401);
    expect(body).toEqual({ error: { code: 'UNAUTHENTICATED', message: messages.signInRequired } });
  });

  it('asks for ingredients first, in the spec’s words', async () => {
    const { status, body } = await estimate({ ingredients: [] });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        fields: { ingredients: nutritionMessages.noIngredients },
      },
    });
  });

  it('refuses unknown fields, bad servings and an unknown source', async () => {
    expect((await estimate({ ingredients: ['1 egg'], servings: 0 })).status).toBe(400);
    expect((await estimate({ ingredients: ['1 egg'], source: 'magic' })).status).toBe(400);
    expect((await estimate({ ingredients: ['1 egg'], extra: true })).status).toBe(400);
    expect((await estimate({ ingredients: ['   '] })).status).toBe(400);
  });

  it('gives per-serving nutrition with each ingredient’s food, grams and confidence', async () => {
    const { status, body } = await estimate({
      title: 'Pancakes',
      servings: 4,
      ingredients: PANCAKES,
    });
    expect(status).toBe(200);
    const result = NutritionEstimateSchema.parse(body);
    expect(result.source).toBe('usda');
    expect(result.servings).toBe(4);
    expect(result.ingredients.map((i) => [i.food_id, i.grams])).toEqual([
      ['20081', 312.5],
      ['01123', 100],
      ['01077', 488],
      ['01001', 42.6],
      ['19335', 25.2],
      // To taste is taken as ¼ tsp (02047 '1 tsp' = 6 g), said in the basis.
      ['02047', 1.5],
    ]);
    for (const ingredient of result.ingredients.slice(0, 5)) {
      expect(ingredient.confidence).toBeGreaterThan(0.9);
      expect(ingredient.matched_food).toBeTruthy();
    }
    expect(result.unmatched).toEqual([]);
    expect(result.ingredients[5]!.basis).toContain('to taste: taken as 0.25 tsp');
    // 312.5 g × 3.64 + 100 g × 1.43 + 488 g × 0.60 + 42.6 g × 7.17 + 25.2 g × 3.87
    // = 1137.5 + 143 + 292.8 + 305.44 + 97.52 = 1976.26 kcal / 4 = 494.1
    expect(result.nutritional_info.calories).toBe(494);
    expect(result.nutritional_info).toMatchObject({
      protein_daily_value: expect.any(Number),
      carbs_daily_value: expect.any(Number),
      fat_daily_value: expect.any(Number),
      unsaturated_fat: expect.any(Number),
    });
    expect(result.nutritional_info).not.toHaveProperty('vitamin_d');
    expect(result.nutritional_info).not.toHaveProperty('trans_fat');
  });

  it('divides by 4 when no servings are sent', async () => {
    const { body } = await estimate({ ingredients: ['400 g onion'] });
    expect(body).toMatchObject({ servings: 4, nutritional_info: { calories: 40 } });
  });

  it('takes structured ingredients and the food a cook chose', async () => {
    const { body } = await estimate({
      servings: 1,
      ingredients: [
        { name: 'diced tomatoes', quantity: '1', unit: 'can', notes: 'undrained' },
        { name: 'onion', amount: 1, unit: 'cup', food_id: '11291' },
      ],
    });
    const result = NutritionEstimateSchema.parse(body);
    expect(result.ingredients[0]).toMatchObject({ food_id: '11531', grams: 190 });
    expect(result.ingredients[1]).toMatchObject({
      food_id: '11291',
      matched_food: 'Onions, spring or scallions (includes tops and bulb), raw',
      grams: 100,
      confidence: 1,
    });
  });

  it('reports what it cannot match instead of dropping it', async () => {
    const { body } = await estimate({
      servings: 1,
      ingredients: ['2 cups unicorn tears', '1 egg'],
    });
    const result = NutritionEstimateSchema.parse(body);
    expect(result.ingredients).toHaveLength(2);
    expect(result.unmatched).toEqual([{ name: '2 cups unicorn tears', reason: 'no food matched' }]);
    expect(result.nutritional_info.calories).toBe(72); // 50 g × 143 / 100
  });
});

describe('the food reference', () => {
  it('is filled once from the committed SR21 table, with every food', async () => {
    const repository = createFoodsRepository(suite.database.db);
    const table = readFoodTable();
    expect(table).toHaveLength(7412);
    expect(await repository.count()).toBe(table.length);
    await seedFoods(suite.database.db);
    expect(await repository.count()).toBe(table.length);
    const egg = (await repository.all()).find((food) => food.id === '01123');
    expect(egg).toEqual(table.find((food) => food.id === '01123'));
  });
});

describe('GET /api/nutrition/providers', () => {
  it('says whether the AI estimate is offered, and nothing else', async () => {
    expect((await get('/api/nutrition/providers')).body).toEqual({ usda: true, ai: true });
    expect((await get('/api/nutrition/providers', offline)).body).toEqual({
      usda: true,
      ai: false,
    });
  });
});

describe('POST /api/nutrition/estimate with source "ai"', () => {
  const ask = (extra: Record<string, unknown> = {}) =>
    estimate({
      title: 'Pancakes',
      description: 'Fluffy.',
      ingredients: PANCAKES,
      source: 'ai',
      ...extra,
    });

  it('is refused clearly when no AI provider is configured', async () => {
    const { status, body } = await estimate({ ingredients: PANCAKES, source: 'ai' }, offline);
    expect(status).toBe(400);
    expect(body).toEqual({
      error: { code: 'VALIDATION_FAILED', message: nutritionMessages.aiNotConfigured },
    });
  });

  it('asks the model in JSON-object mode with the recipe, servings 4 and the ingredients', async () => {
    fake.mode = 'valid';
    fake.requests.length = 0;
    const { status, body } = await ask();
    expect(status).toBe(200);
    expect(body).toEqual({
      nutritional_info: VALID_NUTRITION,
      source: 'ai',
      servings: 4,
      ingredients: [],
      unmatched: [],
      incomplete_nutrients: [],
    });
    const [request] = fake.requests;
    expect(request!.authorization).toBe(`Bearer ${FAKE_AI_KEY}`);
    expect(request!.body.model).toBe('gpt-4o-mini');
    expect(request!.body.response_format).toEqual({ type: 'json_object' });
    expect(request!.body.messages!.map((m) => m.role)).toEqual(['system', 'user']);
    const prompt = request!.body.messages![1]!.content;
    expect(prompt).toContain('Recipe title: Pancakes');
    expect(prompt).toContain('Description: Fluffy.');
    expect(prompt).toContain('Servings: 4');
    expect(prompt).toContain('- 2 1/2 cups all-purpose flour');
    expect(prompt).toContain('- salt to taste');
  });

  it('strips code fences around the JSON', async () => {
    fake.mode = 'fenced';
    const { status, body } = await ask();
    expect(status).toBe(200);
    expect((body as NutritionEstimateResponse).nutritional_info.calories).toBe(412);
  });

  it('keeps the previous value for each missing or non-numeric field', async () => {
    fake.mode = 'missing-fields';
    const { status, body } = await ask({
      previous: { calories: 380, sodium: 500, sugar: 7 },
    });
    expect(status).toBe(200);
    expect((body as NutritionEstimateResponse).nutritional_info).toEqual({
      calories: 380, // 'unknown' → previous
      protein: 21, // '21 g'
      fat: 11,
      sodium: 500, // 'high' → previous
      sugar: 7, // missing → previous
      protein_daily_value: 42,
      fat_daily_value: 14,
    });
  });

  it.each([
    ['invalid-json', nutritionMessages.invalidJson],
    ['no-content', nutritionMessages.invalidStructure],
    ['unauthorized', 'Nutrition estimation failed: 401 Unauthorized'],
    ['server-error', 'Nutrition estimation failed: 500 Internal Server Error'],
    ['hang', messages.requestTimedOut],
  ] as const)('answers %s with "%s" (502)', async (mode, message) => {
    fake.mode = mode;
    const { status, body } = await ask();
    expect(status).toBe(502);
    expect(body).toEqual({ error: { code: 'UPSTREAM_FAILED', message } });
  });

  it('says why when the provider cannot be reached at all', async () => {
    const unreachable = createTestApp(suite.database, {
      config: testConfig({
        ai: {
          apiKey: FAKE_AI_KEY,
          baseUrl: 'http://127.0.0.1:9/v1',
          model: 'gpt-4o-mini',
          timeoutMs: 2000,
        },
      }),
    }).app;
    const { status, body } = await estimate({ ingredients: ['1 egg'], source: 'ai' }, unreachable);
    expect(status).toBe(502);
    expect((body as { error: { message: string } }).error.message).toMatch(
      /^Failed to estimate nutrition: /,
    );
  });

  it('waits 10 s by default before giving up', () => {
    expect(AI_TIMEOUT_MS).toBe(10_000);
    expect(CHAT_TIMEOUT_MS).toBe(10_000);
    const config = loadConfig({ AI_API_KEY: 'k', AUTH_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp' });
    expect(config.ai).toEqual({
      apiKey: 'k',
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o-mini',
      timeoutMs: 10_000,
    });
    expect(loadConfig({ AUTH_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp' }).ai).toBeUndefined();
  });
});

describe('GET /api/foods/search', () => {
  const search = async (query: string) => {
    const { status, body } = await get(`/api/foods/search${query}`);
    return { status, body: body as FoodSearchResult };
  };

  it('finds a whole raw egg first for "egg", with the spec’s fields per 100 g', async () => {
    const { status, body } = await search('?q=egg');
    expect(status).toBe(200);
    FoodSearchResultSchema.parse(body);
    expect(body.items).toHaveLength(5);
    expect(body.items[0]).toMatchObject({
      id: '01123',
      food_name: 'Egg, whole, raw, fresh',
      food_group: 'Dairy and Egg Products',
      calories: 143,
      protein: 12.58,
      serving_size: 100,
      serving_unit: 'g',
    });
    expect(body.items.every((f) => /egg/i.test(f.food_name))).toBe(true);
  });

  it('finds the everyday food first for a plain "egg" or "milk", with its household measures (issue 12)', async () => {
    const [egg] = (await search('?q=egg')).body.items;
    expect(egg).toMatchObject({ id: '01123', food_name: 'Egg, whole, raw, fresh' });
    expect(egg?.measures).toContainEqual({ amount: 1, description: 'large', grams: 50 });
    const milk = (await search('?q=milk')).body.items;
    expect(milk[0]).toMatchObject({ id: '01077', food_name: 'Milk, whole, 3.25% milkfat' });
    expect(milk[0]?.measures).toContainEqual({ amount: 1, description: 'cup', grams: 244 });
    expect(milk.every((f) => /milk/i.test(f.food_name))).toBe(true);
    // The diary fills an entry from a count of a measure: two large eggs.
    expect(
      entryFromFood(egg!, {
        measure: egg!.measures.find((m) => m.description === 'large')!,
        count: 2,
      }),
    ).toMatchObject({
      serving_size: 2,
      serving_unit: 'large',
      calories: 143,
    });
  });

  it('ranks everyday foods first for common terms', async () => {
    const first = async (q: string) => (await search(`?q=${encodeURIComponent(q)}`)).body.items[0];
    expect((await first('eggs'))?.id).toBe('01123');
    expect((await first('flour'))?.id).toBe('20081');
    expect((await first('chicken breast'))?.id).toBe('05062');
    expect((await first('cilantro'))?.id).toBe('11165');
    expect((await first('olive oil'))?.id).toBe('04053');
  });

  it('finds nothing for an empty term, and honours the limit (1–50)', async () => {
    expect((await search('?q=')).body.items).toEqual([]);
    expect((await search('?q=%20%20')).body.items).toEqual([]);
    expect((await search('?q=cheese&limit=12')).body.items).toHaveLength(12);
    expect((await search('?q=cheese&limit=51')).status).toBe(400);
    expect((await search('?q=cheese&limit=0')).status).toBe(400);
  });

  it('treats % and _ as plain characters', async () => {
    expect((await search('?q=%25')).status).toBe(200);
    expect((await search('?q=_')).body.items).toEqual([]);
  });
});

describe('the provider key', () => {
  it('never appears in any response', async () => {
    const documents = await get('/api/openapi.json');
    expect(documents.status).toBe(200);
    expect(bodies.length).toBeGreaterThan(20);
    for (const text of bodies) {
      expect(text).not.toContain(FAKE_AI_KEY);
      expect(text).not.toContain(FAKE_AI_KEY.slice(0, 12));
    }
  });
});
