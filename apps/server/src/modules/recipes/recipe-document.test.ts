import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  IngredientSchema,
  RecipeSchema,
  RecipeSummarySchema,
  StepSchema,
  type Recipe,
  type RecipeCreate,
  type RecipeList,
  type RecipeSummary,
  type RecipeSummaryList,
} from '@mise/core';
import { call, setUpTestApp, signUp, uniqueMember } from '../../../test/test-app.js';

/**
 * Recipes leave the server as JSON text that PostgreSQL rendered (recipes.repository.ts), not through
 * JSON.stringify. These tests hold that text to the API contract exactly: every field of the schema
 * and no other, the right types, `Date.toISOString()` timestamps, hidden community authors, `is_owner`
 * per caller, and text that survives any character a cook can type.
 */
const suite = setUpTestApp();
type Member = Awaited<ReturnType<typeof signUp>> & { id: string };
let cook: Member;
let neighbour: Member;

// Exactly the contract: an unknown key fails, and (below) so does a missing one.
const StrictRecipe = RecipeSchema.extend({
  ingredients: z.array(IngredientSchema.strict()),
  steps: z.array(StepSchema.strict()),
}).strict();
const StrictSummary = RecipeSummarySchema.strict();

const trickyText =
  'Crème brûlée "déjà" \\ back\\slash \n new line \t tab </script> 🍮 \u2028 \u0001';

const dessert: RecipeCreate = {
  title: trickyText,
  description: 'Line one.\nLine "two".',
  cuisine: 'French',
  meal_type: 'other',
  complexity: 'hard',
  prep_time: 20,
  cook_time: 40,
  servings: 6,
  total_cost: 12.5,
  cost_per_serving: 2.08,
  is_public: false,
  dietary_restrictions: ['vegetarian', 'gluten_free'],
  equipment_needed: ['ramekins', 'blowtorch'],
  nutritional_info: { calories: 410.5, protein: 6, fat: 31.25 },
  ingredients: [
    { name: 'cream', quantity: '2 1/2', unit: 'cups', cost: 3.1, notes: 'heavy, "cold"' },
    { name: 'sugar', quantity: '1/3', unit: 'cup', optional: true },
  ],
  steps: [
    { instruction: trickyText, time_required: 15, tips: 'Water bath.' },
    { instruction: 'Torch the tops.' },
  ],
};

const get = async <T>(path: string, member?: Member) => {
  const response = await call(suite.app, 'GET', path, member ? { cookie: member.cookie } : {});
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as T;
};

const isoMillis = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

function expectShape<T extends RecipeSummary>(
  schema: z.ZodType<T>,
  keys: string[],
  recipe: unknown,
): T {
  const parsed = schema.parse(recipe);
  expect(Object.keys(recipe as object).sort()).toEqual(keys.sort());
  for (const stamp of [parsed.created_at, parsed.updated_at]) {
    expect(stamp).toMatch(isoMillis);
    expect(new Date(stamp).toISOString()).toBe(stamp);
  }
  return parsed;
}
const expectContract = (recipe: unknown): Recipe =>
  expectShape(StrictRecipe, Object.keys(RecipeSchema.shape), recipe);
/** A list's recipe: the whole recipe's fields but its ingredients and steps (decision 0007). */
const expectSummary = (recipe: unknown): RecipeSummary =>
  expectShape(StrictSummary, Object.keys(RecipeSummarySchema.shape), recipe);
const summaryOf = ({ ingredients: _ingredients, steps: _steps, ...summary }: Recipe) => summary;

let ownId = '';
let communityId = '';

beforeAll(async () => {
  const member = async (prefix: string): Promise<Member> => {
    const signedUp = await signUp(suite.app, uniqueMember(prefix));
    const me = await call(suite.app, 'GET', '/api/me', { cookie: signedUp.cookie });
    return { ...signedUp, id: ((await me.json()) as { user: { id: string } }).user.id };
  };
  cook = await member('doccook');
  neighbour = await member('docneighbour');
  const own = await call(suite.app, 'POST', '/api/recipes', { cookie: cook.cookie, body: dessert });
  expect(own.status).toBe(201);
  ownId = ((await own.json()) as Recipe).id;
  const community = await call(suite.app, 'POST', '/api/recipes', {
    cookie: neighbour.cookie,
    body: { ...dessert, title: 'Shared tart', is_public: true, is_community: true },
  });
  expect(community.status).toBe(201);
  communityId = ((await community.json()) as Recipe).id;
});

describe('the recipe JSON PostgreSQL renders', () => {
  it('holds every field of the contract, typed, with the text exactly as written', async () => {
    const recipe = expectContract(await get(`/api/recipes/${ownId}`, cook));
    expect(recipe).toMatchObject({
      title: trickyText,
      description: 'Line one.\nLine "two".',
      total_cost: 12.5,
      cost_per_serving: 2.08,
      cooking_time_minutes: 60,
      nutritional_info: { calories: 410.5, protein: 6, fat: 31.25 },
      ai_estimated: false,
      nutrition_outdated: false,
      dietary_restrictions: ['vegetarian', 'gluten_free'],
      equipment_needed: ['ramekins', 'blowtorch'],
      special_ingredients: [],
      health_tags: [],
      image_url: null,
      author_id: cook.id,
      user_id: cook.id,
      is_owner: true,
    });
    expect(recipe.ingredients.map((i) => [i.name, i.quantity, i.amount, i.cost, i.notes])).toEqual([
      ['cream', '2 1/2', 2.5, 3.1, 'heavy, "cold"'],
      ['sugar', '1/3', 1 / 3, 0, null],
    ]);
    expect(recipe.ingredients.every((i) => i.recipe_id === ownId)).toBe(true);
    expect(recipe.steps).toEqual([
      expect.objectContaining({ step_number: 1, instruction: trickyText, time_required: 15 }),
      expect.objectContaining({ step_number: 2, tips: null, video_url: null, time_required: null }),
    ]);
  });

  it('answers create with the same document a read gives', async () => {
    const created = await call(suite.app, 'POST', '/api/recipes', {
      cookie: cook.cookie,
      body: { ...dessert, title: 'Second batch' },
    });
    const body = expectContract(await created.json());
    expect(await get(`/api/recipes/${body.id}`, cook)).toEqual(body);
  });

  it('hides a community recipe’s author from everyone, and tells only its maker it is theirs', async () => {
    for (const [viewer, isOwner] of [
      [neighbour, true],
      [cook, false],
      [undefined, false],
    ] as const) {
      const recipe = expectContract(await get(`/api/recipes/${communityId}`, viewer));
      expect(recipe).toMatchObject({ author_id: null, user_id: null, is_owner: isOwner });
    }
  });

  it('renders lists as summaries the same way, for a guest and for a member', async () => {
    const guest = await get<RecipeSummaryList>('/api/recipes?limit=50');
    guest.items.forEach(expectSummary);
    expect(guest.items.some((r) => r.is_owner)).toBe(false);
    expect(guest.items.map((r) => r.id)).not.toContain(ownId);

    const member = await get<RecipeSummaryList>('/api/recipes?limit=50', cook);
    member.items.forEach(expectSummary);
    const mine = member.items.find((r) => r.id === ownId);
    expect(mine).toEqual(summaryOf(await get<Recipe>(`/api/recipes/${ownId}`, cook)));
    expect(member.items.filter((r) => r.is_owner).map((r) => r.user_id)).toEqual(
      member.items.filter((r) => r.is_owner).map(() => cook.id),
    );

    // The public-only lists still tell a member which recipes are theirs.
    const featured = await get<RecipeSummaryList>('/api/recipes/featured', neighbour);
    featured.items.forEach(expectSummary);
    expect(featured.items.find((r) => r.id === communityId)?.is_owner).toBe(true);
    // Trending leaves out the featured three: three newer public recipes put the tart beyond them.
    for (const title of ['Newer pie', 'Newest pie', 'Latest pie']) {
      const created = await call(suite.app, 'POST', '/api/recipes', {
        cookie: neighbour.cookie,
        body: { ...dessert, title, is_public: true },
      });
      expect(created.status).toBe(201);
    }
    for (const path of ['/api/recipes/trending?limit=50', '/api/recipes/search?q=tart']) {
      const list = await get<RecipeSummaryList>(path, cook);
      expect(list.items.length).toBeGreaterThan(0);
      list.items.forEach(expectSummary);
    }
  });

  it('answers by ids with whole recipes, ingredients and steps included', async () => {
    const list = await get<RecipeList>(`/api/recipes/by-ids?ids=${ownId},${communityId}`, cook);
    expect(
      list.items
        .map(expectContract)
        .map((r) => r.id)
        .sort(),
    ).toEqual([ownId, communityId].sort());
    const own = list.items.find((r) => r.id === ownId)!;
    expect(own).toEqual(await get(`/api/recipes/${ownId}`, cook));
    expect(own.ingredients).toHaveLength(2);
  });

  it('pages with a cursor that continues where the page ended', async () => {
    const all = await get<RecipeSummaryList>('/api/recipes?limit=50', cook);
    expect(all.items.length).toBeGreaterThan(2);
    const paged: RecipeSummary[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page: RecipeSummaryList = await get<RecipeSummaryList>(
        `/api/recipes?limit=2${query}`,
        cook,
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      page.items.forEach(expectSummary);
      paged.push(...page.items);
      cursor = page.next_cursor;
    } while (cursor);
    // Every recipe once, newest first, the same as one long page.
    expect(paged.map((r) => r.id)).toEqual(all.items.map((r) => r.id));
  });
});
