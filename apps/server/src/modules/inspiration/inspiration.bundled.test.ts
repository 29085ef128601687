import { beforeAll, describe, expect, it } from 'vitest';
import {
  InspirationCategoryListSchema,
  InspirationMealListSchema,
  inspirationMessages,
  RecipeSchema,
} from '@mise/core';
import { call, setUpTestApp, signUp } from '../../../test/test-app.js';

/** No MEALDB_API_KEY: the bundled catalogue answers everything. */
describe('inspirations from the bundled catalogue', () => {
  const suite = setUpTestApp({ inspiration: { pauseMs: 0 } });
  let cookie = '';
  beforeAll(async () => {
    cookie = (await signUp(suite.app)).cookie;
  });
  const get = async (path: string) => {
    const response = await call(suite.app, 'GET', path);
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json();
  };

  it('gives 6 distinct random meals by default, recipe-shaped, from the catalogue', async () => {
    const { items } = InspirationMealListSchema.parse(await get('/api/inspiration/random'));
    expect(items).toHaveLength(6);
    expect(new Set(items.map((m) => m.id)).size).toBe(6);
    for (const meal of items) {
      expect(meal.source).toBe('bundled');
      expect(meal.image_url).toBe(`/api/inspiration/images/${meal.id}.svg`);
      expect(meal).toMatchObject({
        servings: 4,
        prep_time: 15,
        cook_time: 30,
        complexity: 'medium',
      });
      expect(meal.ingredients.length).toBeGreaterThan(3);
      expect(meal.steps[0]).toMatchObject({ step_number: 1 });
    }
  });

  it('gives as many as asked, up to 12, and refuses more', async () => {
    const { items } = InspirationMealListSchema.parse(
      await get('/api/inspiration/random?count=12'),
    );
    expect(new Set(items.map((m) => m.id)).size).toBe(12);
    const refused = await call(suite.app, 'GET', '/api/inspiration/random?count=13');
    expect(refused.status).toBe(400);
    expect((await call(suite.app, 'GET', '/api/inspiration/random?count=0')).status).toBe(400);
  });

  it('lists ten categories with descriptions and drawn thumbnails', async () => {
    const { items } = InspirationCategoryListSchema.parse(await get('/api/inspiration/categories'));
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.find((c) => c.name === 'Seafood')).toEqual({
      name: 'Seafood',
      description: expect.stringMatching(/\w{4,}/) as string,
      thumbnail: '/api/inspiration/images/category-seafood.svg',
    });
  });

  it("gives a category's meals, each whole; none for an unknown category", async () => {
    const { items } = InspirationMealListSchema.parse(
      await get('/api/inspiration/categories/Soup'),
    );
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.every((m) => m.category === 'Soup' && m.steps.length > 0)).toBe(true);
    const none = InspirationMealListSchema.parse(await get('/api/inspiration/categories/Goat'));
    expect(none.items).toEqual([]);
  });

  it('saves a meal as the member’s private recipe titled (Saved); guests 401, unknown 404', async () => {
    const response = await call(suite.app, 'POST', '/api/inspiration/mise-soup-2/save', { cookie });
    expect(response.status, await response.clone().text()).toBe(201);
    const recipe = RecipeSchema.parse(await response.json());
    expect(recipe).toMatchObject({
      title: 'Chicken Noodle Broth (Saved)',
      is_public: false,
      servings: 4,
      prep_time: 15,
      cook_time: 30,
      image_url: '/api/inspiration/images/mise-soup-2.svg',
    });
    expect(recipe.ingredients[0]).toMatchObject({ name: 'Chicken stock', amount: 1.5, unit: 'l' });

    const guest = await call(suite.app, 'POST', '/api/inspiration/mise-soup-2/save');
    expect(guest.status).toBe(401);
    expect(await guest.json()).toMatchObject({ error: { message: inspirationMessages.signedOut } });
    const unknown = await call(suite.app, 'POST', '/api/inspiration/mise-nothing-9/save', {
      cookie,
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { message: 'Inspiration not found' } });
  });

  it('serves the drawn pictures as locked-down SVG', async () => {
    const response = await call(suite.app, 'GET', '/api/inspiration/images/mise-pasta-1.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox="0 0 400 300"/);
    expect(svg.length).toBeLessThan(3 * 1024);
    expect(svg).not.toMatch(/<script|href=|on\w+=/i);
    const again = await (
      await call(suite.app, 'GET', '/api/inspiration/images/mise-pasta-1.svg')
    ).text();
    expect(again).toBe(svg);
    const category = await call(suite.app, 'GET', '/api/inspiration/images/category-soup.svg');
    expect(category.status).toBe(200);
    expect((await call(suite.app, 'GET', '/api/inspiration/images/mise-nope.svg')).status).toBe(
      404,
    );
    expect((await call(suite.app, 'GET', '/api/inspiration/images/..%2Fx.svg')).status).toBe(400);
  });
});
