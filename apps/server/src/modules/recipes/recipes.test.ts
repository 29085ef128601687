import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  recipeMessages,
  type Recipe,
  type RecipeCreate,
  type RecipeList,
  type RecipeSummaryList,
} from '@mise/core';
import { health_goals } from '../../db/schema/health-goals.js';
import {
  recipe_health_goals,
  recipe_ingredients,
  recipe_steps,
  recipes,
} from '../../db/schema/recipes.js';
import { call, setUpTestApp, signUp } from '../../../test/test-app.js';
import { createRecipesRepository } from './recipes.repository.js';
import { FEATURED_COUNT } from './recipes.service.js';

let queries = 0;
/** The statements sent since the last reset of `queries`. */
let statements: string[] = [];
const suite = setUpTestApp(
  {},
  {
    onQuery: (q) => {
      queries += 1;
      statements.push(q);
    },
  },
);
/** Statements that write a recipe's own tables. */
const recipeWrites = () => statements.filter((q) => /insert into "recipe/i.test(q));

type Member = Awaited<ReturnType<typeof signUp>>;
let owner: Member;
let other: Member;
let admin: Member;

const pancakes = (overrides: Partial<RecipeCreate> = {}): RecipeCreate => ({
  title: 'Buttermilk Pancakes',
  description: 'Fluffy weekend pancakes.',
  cuisine: 'American',
  meal_type: 'breakfast',
  complexity: 'easy',
  prep_time: 10,
  cook_time: 15,
  servings: 4,
  is_public: true,
  dietary_restrictions: ['vegetarian'],
  ingredients: [
    { name: 'flour', quantity: '2', amount: 2, unit: 'cups' },
    { name: 'olive oil', quantity: '2', unit: 'tablespoons' },
    { name: 'garlic', quantity: '1/2', amount: 'lots' },
  ],
  steps: [
    { instruction: 'Whisk.', time_required: 5 },
    { instruction: 'Cook.', tips: 'Medium heat.' },
  ],
  ...overrides,
});

async function create(member: Member, body: RecipeCreate = pancakes()): Promise<Recipe> {
  const response = await call(suite.app, 'POST', '/api/recipes', { cookie: member.cookie, body });
  if (response.status !== 201)
    throw new Error(`create failed ${response.status}: ${await response.text()}`);
  return (await response.json()) as Recipe;
}
const get = (path: string, member?: Member) =>
  call(suite.app, 'GET', path, member ? { cookie: member.cookie } : {});
const list = async (path: string, member?: Member) =>
  (await (await get(path, member)).json()) as RecipeSummaryList;
const rowCount = async (table: typeof recipes | typeof recipe_ingredients | typeof recipe_steps) =>
  (await suite.database.db.select({ n: count() }).from(table))[0]!.n;

beforeAll(async () => {
  owner = await signUp(suite.app);
  other = await signUp(suite.app);
  admin = await signUp(suite.app);
  await suite.services.roles.change('grant', admin.email);
  await suite.database.db.insert(health_goals).values([
    { name: 'Heart Health', description: 'Kind to your heart.' },
    { name: 'High Protein', description: 'Protein at every meal.' },
  ]);
});

describe('creating a recipe', () => {
  it('refuses a guest with the spec message and stores nothing', async () => {
    const before = await rowCount(recipes);
    const response = await call(suite.app, 'POST', '/api/recipes', { body: pancakes() });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: messages.createSignedOut },
    });
    expect(await rowCount(recipes)).toBe(before);
  });

  it('writes the recipe, ingredients, steps and goal links in one statement and answers with them', async () => {
    await create(owner, { title: 'Warm-up' }); // the session is now known for a while
    statements = [];
    const untagged = await create(owner, pancakes({ title: 'Untagged Pancakes' }));
    // Beside it, in its transaction: the member's create lock, their count, and progress's award.
    expect(recipeWrites()).toHaveLength(1);
    expect(recipeWrites()[0]).toMatch(
      /insert into "recipe_ingredients"[\s\S]*insert into "recipe_steps"/i,
    );
    expect(untagged.ingredients).toHaveLength(3);
    statements = [];
    const recipe = await create(owner, pancakes({ health_tags: ['high protein', 'Nope'] }));
    // The tags' goals are looked up through the health-goals service first (recipes do not read the
    // goals' table); the writes are still the one statement.
    expect(statements.filter((q) => /from "health_goals"/i.test(q))).toHaveLength(1);
    expect(recipeWrites()).toHaveLength(1);
    expect(recipeWrites()[0]).toMatch(/insert into "recipe_health_goals"/i);
    expect(recipe.ingredients.map((i) => i.name)).toEqual(['flour', 'olive oil', 'garlic']);
    expect(recipe.steps.map((s) => s.step_number)).toEqual([1, 2]);
    expect(recipe.health_tags).toEqual(['high protein', 'Nope']);
    const links = await suite.database.db
      .select({ goal: health_goals.name })
      .from(recipe_health_goals)
      .innerJoin(health_goals, eq(health_goals.id, recipe_health_goals.health_goal_id))
      .where(eq(recipe_health_goals.recipe_id, recipe.id));
    expect(links).toEqual([{ goal: 'High Protein' }]);
  });

  it('applies the defaults of spec-1 §5', async () => {
    const recipe = await create(owner, { title: 'Toast' });
    expect(recipe).toMatchObject({
      title: 'Toast',
      description: '',
      complexity: 'medium',
      servings: 4,
      prep_time: 0,
      cook_time: 0,
      cooking_time_minutes: 0,
      total_cost: 0,
      cost_per_serving: 0,
      is_community: false,
      is_public: false,
      ai_generated: false,
      ai_modified: false,
      ai_estimated: false,
      nutritional_info: null,
      author_id: recipe.user_id,
      is_owner: true,
      ingredients: [],
      steps: [],
    });
  });

  it('filters diets, coerces amounts, normalises or guesses units, numbers steps and trims lists', async () => {
    const recipe = await create(
      owner,
      pancakes({
        dietary_restrictions: ['vegetarian', 'carnivore', 'halal', 'vegetarian'],
        equipment_needed: ['  griddle ', '', '   ', 'whisk'],
        special_ingredients: [' buttermilk '],
        steps: [
          { step_number: 7, instruction: 'Whisk.' },
          { step_number: 3, instruction: 'Cook.', time_required: '' },
        ],
      }),
    );
    expect(recipe.dietary_restrictions).toEqual(['vegetarian', 'halal']);
    expect(recipe.equipment_needed).toEqual(['griddle', 'whisk']);
    expect(recipe.special_ingredients).toEqual(['buttermilk']);
    expect(recipe.ingredients.map((i) => [i.name, i.quantity, i.amount, i.unit])).toEqual([
      ['flour', '2', 2, 'cup'],
      ['olive oil', '2', 2, 'tbsp'],
      ['garlic', '1/2', 0.5, 'clove'],
    ]);
    expect(recipe.steps.map((s) => [s.step_number, s.instruction, s.time_required])).toEqual([
      [1, 'Whisk.', null],
      [2, 'Cook.', null],
    ]);
    expect(recipe.cooking_time_minutes).toBe(25);
  });

  it('records that nutrition was estimated, only when there is nutrition', async () => {
    const estimated = await create(
      owner,
      pancakes({ nutritional_info: { calories: 250 }, ai_estimated: true }),
    );
    expect(estimated.ai_estimated).toBe(true);
    const without = await create(owner, pancakes({ ai_estimated: true }));
    expect(without.ai_estimated).toBe(false);
  });

  it.each([
    [{ title: '' }, 'title', recipeMessages.titleRequired],
    [{ title: 'X', servings: 0 }, 'servings', recipeMessages.servingsMin],
    [{ title: 'X', prep_time: -1 }, 'prep_time', recipeMessages.prepTimeMin],
    [{ title: 'X', cook_time: -5 }, 'cook_time', recipeMessages.cookTimeMin],
    [{ title: 'X', cost_per_serving: 1.234 }, 'cost_per_serving', recipeMessages.costStep],
    [{ title: 'X', total_cost: -1 }, 'total_cost', recipeMessages.costMin],
    [{ title: 'X', complexity: 'trivial' }, 'complexity', undefined],
    [
      { title: 'X', ingredients: [{ name: '' }] },
      'ingredients.0.name',
      recipeMessages.nameRequired,
    ],
    [
      { title: 'X', steps: [{ instruction: '' }] },
      'steps.0.instruction',
      recipeMessages.instructionRequired,
    ],
    [
      { title: 'X', steps: [{ instruction: 'a', time_required: 2.5 }] },
      'steps.0.time_required',
      recipeMessages.timeRequiredWhole,
    ],
    [
      { title: 'X', nutritional_info: { calories: -1 } },
      'nutritional_info.calories',
      recipeMessages.nutritionMin,
    ],
    [
      { title: 'X', nutritional_info: { fat_daily_value: 101 } },
      'nutritional_info.fat_daily_value',
      recipeMessages.dailyValueRange,
    ],
    [{ title: 'X', user_id: 'someone-else' }, '_', undefined],
    [{ title: 'Nul\u0000' }, 'title', 'Text cannot contain a NUL character'],
    [
      { title: 'X', ingredients: [{ name: 'salt', notes: 'a\u0000b' }] },
      'ingredients.0.notes',
      'Text cannot contain a NUL character',
    ],
    [
      { title: 'X', equipment_needed: ['pan\u0000'] },
      'equipment_needed.0',
      'Text cannot contain a NUL character',
    ],
  ])('refuses %o on %s and stores nothing', async (body, field, message) => {
    const before = await rowCount(recipes);
    const response = await call(suite.app, 'POST', '/api/recipes', { cookie: owner.cookie, body });
    expect(response.status).toBe(400);
    const error = (
      (await response.json()) as { error: { code: string; fields: Record<string, string> } }
    ).error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields)).toContain(field);
    if (message) expect(error.fields[field]).toBe(message);
    expect(await rowCount(recipes)).toBe(before);
  });

  it('is all or nothing: a failure after the recipe and ingredients leaves no rows', async () => {
    const db = suite.database.db;
    await db.execute(
      sql`create function fail_steps() returns trigger language plpgsql as $$ begin raise exception 'injected'; end $$`,
    );
    await db.execute(
      sql`create trigger fail_steps before insert on recipe_steps for each row execute function fail_steps()`,
    );
    try {
      const before = {
        recipes: await rowCount(recipes),
        ingredients: await rowCount(recipe_ingredients),
      };
      const response = await call(suite.app, 'POST', '/api/recipes', {
        cookie: owner.cookie,
        body: pancakes({ title: 'Doomed' }),
      });
      expect(response.status).toBe(500);
      expect(await response.text()).not.toContain('injected');
      expect(await rowCount(recipes)).toBe(before.recipes);
      expect(await rowCount(recipe_ingredients)).toBe(before.ingredients);
    } finally {
      await db.execute(sql`drop trigger fail_steps on recipe_steps`);
      await db.execute(sql`drop function fail_steps()`);
    }
  });
});

describe('who sees what', () => {
  let privateRecipe: Recipe;
  let publicRecipe: Recipe;
  let communityRecipe: Recipe;
  beforeAll(async () => {
    privateRecipe = await create(owner, pancakes({ title: 'Secret Sauce', is_public: false }));
    publicRecipe = await create(owner, pancakes({ title: 'Open Omelette' }));
    communityRecipe = await create(owner, pancakes({ title: 'Shared Soup', is_community: true }));
  });

  it('shows a private recipe to its owner only; everyone else gets 404', async () => {
    expect((await get(`/api/recipes/${privateRecipe.id}`, owner)).status).toBe(200);
    for (const viewer of [other, admin, undefined]) {
      const response = await get(`/api/recipes/${privateRecipe.id}`, viewer);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: recipeMessages.notFound },
      });
    }
  });

  it('shows a public recipe to anyone, and marks only the owner as owner', async () => {
    for (const [viewer, isOwner] of [
      [owner, true],
      [other, false],
      [admin, false],
      [undefined, false],
    ] as const) {
      const response = await get(`/api/recipes/${publicRecipe.id}`, viewer);
      expect(response.status).toBe(200);
      expect(((await response.json()) as Recipe).is_owner).toBe(isOwner);
    }
  });

  it('shows community recipes without an author, still editable only by their maker', async () => {
    const seen = (await (await get(`/api/recipes/${communityRecipe.id}`, other)).json()) as Recipe;
    expect(seen).toMatchObject({
      author_id: null,
      user_id: null,
      is_owner: false,
      is_community: true,
    });
    const mine = (await (await get(`/api/recipes/${communityRecipe.id}`, owner)).json()) as Recipe;
    expect(mine.is_owner).toBe(true);
    const patch = await call(suite.app, 'PATCH', `/api/recipes/${communityRecipe.id}`, {
      cookie: other.cookie,
      body: { title: 'Mine now' },
    });
    expect(patch.status).toBe(403);
  });

  it('keeps private recipes out of every list and lookup for others', async () => {
    const paths = [
      '/api/recipes?limit=100',
      '/api/recipes/trending?limit=100',
      '/api/recipes/featured',
      '/api/recipes/search?q=Secret',
      `/api/recipes/by-ids?ids=${privateRecipe.id},${publicRecipe.id}`,
    ];
    for (const path of paths) {
      for (const viewer of [other, admin, undefined]) {
        const ids = (await list(path, viewer)).items.map((r) => r.id);
        expect(ids, `${path} as ${viewer?.email ?? 'guest'}`).not.toContain(privateRecipe.id);
      }
    }
    const ownIds = (await list(`/api/recipes/by-ids?ids=${privateRecipe.id}`, owner)).items.map(
      (r) => r.id,
    );
    expect(ownIds).toEqual([privateRecipe.id]);
    expect((await list('/api/recipes/search?q=Secret', owner)).items.map((r) => r.id)).toEqual([
      privateRecipe.id,
    ]);
    const relevant = await get('/api/recipes/relevant?title=Secret', owner);
    expect(relevant.status).toBe(404); // public recipes only, even for the owner
  });

  it('answers ids that are not recipes with 404, never 500', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', "1' or '1'='1"]) {
      expect((await get(`/api/recipes/${encodeURIComponent(id)}`, owner)).status).toBe(404);
    }
  });
});

describe('lists', () => {
  let chef: Member;
  beforeAll(async () => {
    chef = await signUp(suite.app);
    await create(
      chef,
      pancakes({
        title: 'Thai Green Curry',
        cuisine: 'Thai',
        complexity: 'medium',
        dietary_restrictions: ['dairy_free'],
        prep_time: 20,
        cook_time: 25,
      }),
    );
    await create(
      chef,
      pancakes({
        title: 'Quick Pad Thai',
        cuisine: 'Thai',
        complexity: 'easy',
        dietary_restrictions: ['vegan', 'dairy_free'],
        prep_time: 5,
        cook_time: 10,
      }),
    );
    await create(
      chef,
      pancakes({
        title: '100% Rye',
        cuisine: 'Nordic',
        complexity: 'expert',
        dietary_restrictions: ['vegan'],
        prep_time: 60,
        cook_time: 60,
      }),
    );
    await create(chef, pancakes({ title: 'Hidden Thai Snack', cuisine: 'Thai', is_public: false }));
  });

  const titles = async (path: string, viewer?: Member) =>
    (await list(path, viewer)).items.map((r) => r.title);

  it('filters by cuisine, complexity, diet, total time, title and author', async () => {
    expect(await titles('/api/recipes?cuisine=Thai')).toEqual([
      'Quick Pad Thai',
      'Thai Green Curry',
    ]);
    expect(await titles('/api/recipes?cuisine=Thai', chef)).toEqual([
      'Hidden Thai Snack',
      'Quick Pad Thai',
      'Thai Green Curry',
    ]);
    expect(await titles('/api/recipes?cuisine=Thai&complexity=easy')).toEqual(['Quick Pad Thai']);
    expect(await titles('/api/recipes?cuisine=thai&complexity=easy')).toEqual(['Quick Pad Thai']);
    expect(await titles('/api/recipes?diet=vegan')).toEqual(['100% Rye', 'Quick Pad Thai']);
    expect(await titles('/api/recipes?diet=dairy_free&max_time=20')).toEqual(['Quick Pad Thai']);
    expect(await titles('/api/recipes?q=thai')).toEqual(['Quick Pad Thai', 'Thai Green Curry']);
    expect(await titles('/api/recipes?q=%25')).toEqual(['100% Rye']); // % is literal, not a wildcard
    expect(await titles('/api/recipes?author=me', chef)).toHaveLength(4);
    expect((await get('/api/recipes?author=me')).status).toBe(401);
    expect((await get('/api/recipes?diet=carnivore')).status).toBe(400);
  });

  it('pages with keyset cursors: every visible recipe once, newest first', async () => {
    const all = (await list('/api/recipes?limit=100', owner)).items.map((r) => r.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: RecipeSummaryList = await list(
        `/api/recipes?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        owner,
      );
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((r) => r.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
    const bad = await get('/api/recipes?cursor=garbage');
    expect(bad.status).toBe(400);
  });

  it('issues the same number of queries whatever the page size (summaries: no ingredients or steps)', async () => {
    const measure = async (limit: number, viewer?: Member) => {
      queries = 0;
      const page = await list(`/api/recipes?limit=${limit}`, viewer);
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.some((r) => 'ingredients' in r || 'steps' in r)).toBe(false);
      return queries;
    };
    expect(await measure(1)).toBe(await measure(50));
    expect(await measure(1)).toBe(1); // a guest's page is one query
    expect(await measure(2, owner)).toBe(await measure(40, owner));

    // By ids: whole recipes, still one query for one recipe or many.
    const byIds = async (count: number) => {
      const ids = (await list('/api/recipes?limit=50')).items.slice(0, count).map((r) => r.id);
      queries = 0;
      const whole = (await (
        await get(`/api/recipes/by-ids?ids=${ids.join(',')}`)
      ).json()) as RecipeList;
      expect(whole.items).toHaveLength(count);
      expect(whole.items.every((r) => r.ingredients.length > 0 && r.steps.length > 0)).toBe(true);
      return queries;
    };
    expect(await byIds(1)).toBe(1);
    expect(await byIds(5)).toBe(1);
  });

  it('trending gives 6 by default, featured the 3 newest public', async () => {
    const newest = (await list('/api/recipes?limit=100')).items;
    expect((await list('/api/recipes/trending')).items).toHaveLength(6);
    expect((await list('/api/recipes/trending?limit=2')).items).toHaveLength(2);
    const featured = (await list('/api/recipes/featured', chef)).items;
    expect(featured.map((r) => r.id)).toEqual(newest.slice(0, 3).map((r) => r.id));
    expect(featured.every((r) => r.is_public)).toBe(true);
  });

  it('title search: contains, default 10, empty term gives nothing', async () => {
    expect((await list('/api/recipes/search?q=')).items).toEqual([]);
    expect((await list('/api/recipes/search?q=%20%20')).items).toEqual([]);
    expect((await list('/api/recipes/search?q=PAD')).items.map((r) => r.title)).toEqual([
      'Quick Pad Thai',
    ]);
    expect((await list('/api/recipes/search?q=a')).items.length).toBeLessThanOrEqual(10);
  });

  it('by ids: an empty list gives nothing; junk ids are ignored', async () => {
    expect((await list('/api/recipes/by-ids?ids=')).items).toEqual([]);
    expect((await list('/api/recipes/by-ids?ids=x,,y')).items).toEqual([]);
  });

  it('relevant lookup: public only, by meal type, diet, excluded ingredient and the first title word', async () => {
    const found = (await (
      await get('/api/recipes/relevant?meal_type=breakfast&diet=vegan&title=Quick%20lunch')
    ).json()) as Recipe;
    expect(found.title).toBe('Quick Pad Thai');
    const excluded = await get('/api/recipes/relevant?diet=vegan&title=Quick&exclude=garlic');
    expect(excluded.status).toBe(404);
  });
});

describe('trending and featured are not the same recipes (issue 10)', () => {
  it('trending: public recipes most recently updated, beyond the featured three', async () => {
    const cook = await signUp(suite.app);
    const made: Recipe[] = [];
    for (const n of [1, 2, 3, 4, 5])
      made.push(await create(cook, pancakes({ title: `Trend ${n}` })));
    // The oldest is edited last: it leads Trending. A private draft edited later still does not.
    const patch = (recipe: Recipe, body: object) =>
      call(suite.app, 'PATCH', `/api/recipes/${recipe.id}`, { cookie: cook.cookie, body });
    expect((await patch(made[0]!, { description: 'Now with more butter.' })).status).toBe(200);
    const draft = await create(cook, pancakes({ title: 'Trend draft', is_public: false }));
    expect((await patch(draft, { description: 'Still secret.' })).status).toBe(200);

    for (const viewer of [cook, undefined]) {
      const featured = (await list('/api/recipes/featured', viewer)).items.map((r) => r.title);
      expect(featured).toEqual(['Trend 5', 'Trend 4', 'Trend 3']);
      const trending = (await list('/api/recipes/trending?limit=50', viewer)).items;
      expect(trending[0]!.title).toBe('Trend 1');
      expect(trending.every((r) => r.is_public)).toBe(true);
      expect(trending.map((r) => r.title)).not.toContain('Trend draft');
      for (const title of featured) expect(trending.map((r) => r.title)).not.toContain(title);
      // Last updated first.
      const updated = trending.map((r) => r.updated_at);
      expect(updated).toEqual([...updated].sort().reverse());
    }
  });

  it('trending can use the partial index of public recipes by update time, in a generic plan too', async () => {
    // A named prepared statement soon runs a generic plan, one made without its parameters' values:
    // with `is_public = $n` it could not use the index `(updated_at, id) where is_public` and read
    // and sorted every recipe. Sequential scans and sorts are switched off here because this table is
    // tiny (the planner would rightly prefer them): what is checked is that the index CAN answer.
    const repository = createRecipesRepository(suite.database.db);
    const { text, values } = repository.describeList(
      { publicOnly: true, beyondNewestPublic: FEATURED_COUNT, order: 'updated', limit: 6 },
      undefined,
      'summary',
    );
    // Its parameters are the viewer (a guest: null) and the page size.
    const literal = (v: unknown) => (typeof v === 'number' ? String(v) : 'null');
    expect(values).toEqual([null, 6]);
    const plan = await suite.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql.raw(`prepare trending_plan as ${text}`));
      const explained = await tx.execute<{ 'QUERY PLAN': unknown }>(
        sql.raw(`explain (format json) execute trending_plan(${values.map(literal).join(', ')})`),
      );
      await tx.execute(sql`deallocate trending_plan`);
      const json = explained.rows[0]!['QUERY PLAN'];
      return typeof json === 'string' ? json : JSON.stringify(json);
    });
    expect(plan).toMatch(/"Index Name":\s*"recipes_public_updated_idx"/);
    expect(plan).not.toMatch(/"Node Type":\s*"Sort"/);
  });
});

describe('title search ignores accents (issue 10)', () => {
  let cook: Member;
  beforeAll(async () => {
    cook = await signUp(suite.app);
    await create(cook, pancakes({ title: 'Gruyère Soufflé' }));
    await create(cook, pancakes({ title: 'CRÈME BRÛLÉE' }));
    await create(cook, pancakes({ title: 'Smørrebrød with Œufs' }));
    // Typed in decomposed form (NFD): "o" then U+0302 COMBINING CIRCUMFLEX ACCENT.
    await create(cook, pancakes({ title: 'Tomme Ro\u0302tie' }));
    // No "e" of any kind: the single-letter search below must leave it out.
    await create(cook, pancakes({ title: 'Açaí Bowl' }));
    await create(cook, pancakes({ title: '김치찌개' }));
  });
  const titles = async (path: string, member?: Member) =>
    (await list(path, member)).items.map((r) => r.title);

  it.each([
    ['gruyere', 'Gruyère Soufflé'],
    ['GRUYÈRE', 'Gruyère Soufflé'],
    ['souffle', 'Gruyère Soufflé'],
    ['creme brulee', 'CRÈME BRÛLÉE'],
    ['Crème brûlée', 'CRÈME BRÛLÉE'],
    ['smorrebrod', 'Smørrebrød with Œufs'],
    ['oeufs', 'Smørrebrød with Œufs'],
    // Decomposed (NFD) text on either side: the combining marks do not count either.
    ['Gruye\u0300re', 'Gruyère Soufflé'],
    ['cre\u0300me bru\u0302le\u0301e', 'CRÈME BRÛLÉE'],
    ['rotie', 'Tomme Ro\u0302tie'],
    ['RÔTIE', 'Tomme Ro\u0302tie'],
    ['ro\u0302tie', 'Tomme Ro\u0302tie'],
    // A decomposed term in another script: Hangul typed as jamo finds the composed title.
    ['김치'.normalize('NFD'), '김치찌개'],
  ])('"%s" finds "%s" in search and in the browse list', async (term, title) => {
    const q = encodeURIComponent(term);
    expect(await titles(`/api/recipes/search?q=${q}`)).toEqual([title]);
    expect(await titles(`/api/recipes?q=${q}`)).toEqual([title]);
  });

  it('still matches what is typed, accents or not, and nothing else', async () => {
    expect(await titles('/api/recipes/search?q=gruyerex')).toEqual([]);
    // "é" is any "e": among this cook's recipes, every title with an e, accented or not, and only those.
    const mine = (q: string) => titles(`/api/recipes?author=me&q=${q}&limit=100`, cook);
    expect((await mine('%C3%A9')).sort()).toEqual(
      ['CRÈME BRÛLÉE', 'Gruyère Soufflé', 'Smørrebrød with Œufs', 'Tomme Ro\u0302tie'].sort(),
    );
    expect(await mine(encodeURIComponent('aí'))).toEqual(['Açaí Bowl']);
  });
});

describe('changing a recipe', () => {
  let recipe: Recipe;
  let privateOne: Recipe;
  beforeAll(async () => {
    recipe = await create(owner, pancakes({ title: 'Editable Eggs' }));
    privateOne = await create(owner, pancakes({ title: 'Private Eggs', is_public: false }));
  });

  const writes = (id: string) =>
    [
      ['PATCH', `/api/recipes/${id}`, { title: 'Renamed' }],
      ['PUT', `/api/recipes/${id}/ingredients`, { ingredients: [{ name: 'egg' }] }],
      ['PUT', `/api/recipes/${id}/steps`, { steps: [{ instruction: 'Boil.' }] }],
      [
        'PUT',
        `/api/recipes/${id}/nutrition`,
        { nutritional_info: { calories: 100 }, ai_estimated: true },
      ],
      ['PUT', `/api/recipes/${id}/health-goals`, { health_goals: ['Heart Health'] }],
    ] as const;

  it('lets only the owner write: others get 403 on a public recipe, 404 on a private one, guests 401', async () => {
    for (const [method, path, body] of writes(recipe.id)) {
      expect(
        (await call(suite.app, method, path, { cookie: other.cookie, body })).status,
        `${method} ${path}`,
      ).toBe(403);
      expect(
        (await call(suite.app, method, path, { cookie: admin.cookie, body })).status,
        `${method} ${path}`,
      ).toBe(403);
      expect((await call(suite.app, method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
    for (const [method, path, body] of writes(privateOne.id)) {
      expect(
        (await call(suite.app, method, path, { cookie: other.cookie, body })).status,
        `${method} ${path}`,
      ).toBe(404);
    }
    const unchanged = (await (await get(`/api/recipes/${recipe.id}`, owner)).json()) as Recipe;
    expect(unchanged).toMatchObject({
      title: 'Editable Eggs',
      nutritional_info: null,
      health_tags: [],
    });
    expect(unchanged.ingredients).toHaveLength(3);
  });

  it('updates fields and bumps updated_at', async () => {
    const response = await call(suite.app, 'PATCH', `/api/recipes/${recipe.id}`, {
      cookie: owner.cookie,
      body: {
        title: 'Devilled Eggs',
        servings: 6,
        dietary_restrictions: ['keto', 'nonsense'],
        is_public: false,
        cuisine: '  ',
      },
    });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Recipe;
    expect(updated).toMatchObject({
      title: 'Devilled Eggs',
      servings: 6,
      dietary_restrictions: ['keto'],
      is_public: false,
      cuisine: null,
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(recipe.updated_at));
    expect((await get(`/api/recipes/${recipe.id}`, other)).status).toBe(404); // now private
    const bad = await call(suite.app, 'PATCH', `/api/recipes/${recipe.id}`, {
      cookie: owner.cookie,
      body: { servings: 0 },
    });
    expect(bad.status).toBe(400);
  });

  it('replaces ingredients and steps, numbering steps by position', async () => {
    const ingredients = await call(suite.app, 'PUT', `/api/recipes/${recipe.id}/ingredients`, {
      cookie: owner.cookie,
      body: {
        ingredients: [
          { name: 'eggs', quantity: '6' },
          { name: 'mayonnaise', quantity: '3', unit: 'Tbsp.' },
        ],
      },
    });
    expect(
      ((await ingredients.json()) as Recipe).ingredients.map((i) => [i.name, i.amount, i.unit]),
    ).toEqual([
      ['eggs', 6, 'piece'],
      ['mayonnaise', 3, 'tbsp'],
    ]);
    const steps = await call(suite.app, 'PUT', `/api/recipes/${recipe.id}/steps`, {
      cookie: owner.cookie,
      body: {
        steps: [
          { instruction: 'Boil.', time_required: 10 },
          { instruction: 'Halve.' },
          { instruction: 'Fill.' },
        ],
      },
    });
    expect(((await steps.json()) as Recipe).steps.map((s) => s.step_number)).toEqual([1, 2, 3]);
    const emptied = await call(suite.app, 'PUT', `/api/recipes/${recipe.id}/steps`, {
      cookie: owner.cookie,
      body: { steps: [] },
    });
    expect(((await emptied.json()) as Recipe).steps).toEqual([]);
  });

  it('sets nutrition with ai_estimated', async () => {
    const response = await call(suite.app, 'PUT', `/api/recipes/${recipe.id}/nutrition`, {
      cookie: owner.cookie,
      body: { nutritional_info: { calories: 320, protein: 18.5 }, ai_estimated: true },
    });
    expect((await response.json()) as Recipe).toMatchObject({
      nutritional_info: { calories: 320, protein: 18.5 },
      ai_estimated: true,
    });
  });

  it('links health goals by name and keeps them as health tags', async () => {
    const response = await call(suite.app, 'PUT', `/api/recipes/${recipe.id}/health-goals`, {
      cookie: owner.cookie,
      body: { health_goals: ['heart health', 'Unknown Goal'] },
    });
    expect(((await response.json()) as Recipe).health_tags).toEqual([
      'heart health',
      'Unknown Goal',
    ]);
    const byGoal = (await list('/api/recipes?health_goal=Heart%20Health', owner)).items.map(
      (r) => r.id,
    );
    expect(byGoal).toEqual([recipe.id]);
  });

  it('lists the health-goal catalogue for everyone', async () => {
    const goals = await list('/api/health-goals');
    expect(goals.items.map((g) => (g as unknown as { name: string }).name)).toEqual([
      'Heart Health',
      'High Protein',
    ]);
  });
});

describe('deleting a recipe', () => {
  it('is for the owner only, with the spec messages', async () => {
    const recipe = await create(owner, pancakes({ title: 'Doomed Dal' }));
    const byOther = await call(suite.app, 'DELETE', `/api/recipes/${recipe.id}`, {
      cookie: other.cookie,
    });
    expect(byOther.status).toBe(403);
    expect(await byOther.json()).toEqual({
      error: { code: 'FORBIDDEN', message: messages.deleteNotOwner },
    });
    expect(
      (await call(suite.app, 'DELETE', `/api/recipes/${recipe.id}`, { cookie: admin.cookie }))
        .status,
    ).toBe(403);
    const byGuest = await call(suite.app, 'DELETE', `/api/recipes/${recipe.id}`);
    expect(byGuest.status).toBe(401);
    expect(await byGuest.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: messages.notAuthenticated },
    });
    expect((await get(`/api/recipes/${recipe.id}`)).status).toBe(200);

    const response = await call(suite.app, 'DELETE', `/api/recipes/${recipe.id}`, {
      cookie: owner.cookie,
    });
    expect(response.status).toBe(204);
    expect((await get(`/api/recipes/${recipe.id}`, owner)).status).toBe(404);
    const db = suite.database.db;
    expect(
      await db.select().from(recipe_ingredients).where(eq(recipe_ingredients.recipe_id, recipe.id)),
    ).toEqual([]);
    expect(
      await db.select().from(recipe_steps).where(eq(recipe_steps.recipe_id, recipe.id)),
    ).toEqual([]);
  });

  it('is all or nothing: a failure at the last statement keeps ingredients and steps', async () => {
    const recipe = await create(owner, pancakes({ title: 'Survivor Stew' }));
    const db = suite.database.db;
    await db.execute(
      sql`create function keep_recipes() returns trigger language plpgsql as $$ begin raise exception 'injected'; end $$`,
    );
    await db.execute(
      sql`create trigger keep_recipes before delete on recipes for each row execute function keep_recipes()`,
    );
    try {
      const response = await call(suite.app, 'DELETE', `/api/recipes/${recipe.id}`, {
        cookie: owner.cookie,
      });
      expect(response.status).toBe(500);
    } finally {
      await db.execute(sql`drop trigger keep_recipes on recipes`);
      await db.execute(sql`drop function keep_recipes()`);
    }
    const after = (await (await get(`/api/recipes/${recipe.id}`, owner)).json()) as Recipe;
    expect(after.ingredients).toHaveLength(3);
    expect(after.steps).toHaveLength(2);
  });
});
