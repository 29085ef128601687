import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CreditsSchema,
  GeneratedIdeasResponseSchema,
  IdeasResponseSchema,
  ideaCoverage,
  ideasMessages,
  ideaTerms,
  ingredientIdentity,
  termCovers,
  type IdeasResponse,
  type RecipeCreate,
} from '@mise/core';
import { recipe_ingredients, recipes } from '../../db/schema/recipes.js';
import { FAKE_AI_KEY, startFakeChat, type FakeChat } from '../../../test/fakes/chat-completions.js';
import { call, createTestApp, setUpTestApp, signUp, testConfig } from '../../../test/test-app.js';
import { backfillIngredientIdentity } from '../recipes/recipes.seed.js';

/**
 * Recipe ideas (issue 16 §3) through the real app and database: ranking on recipes written here,
 * members only, the contract's validation, and the AI's new ideas against the fake provider.
 */
const fake: FakeChat = await startFakeChat({ apiKey: FAKE_AI_KEY });
afterAll(() => fake.close());

const suite = setUpTestApp({
  config: testConfig({
    ai: { apiKey: FAKE_AI_KEY, baseUrl: fake.baseUrl, model: 'fake-chef-1', timeoutMs: 400 },
  }),
});

type Member = Awaited<ReturnType<typeof signUp>>;
let cook: Member;
let stranger: Member;

/** A word no starter recipe uses, so the test's recipes are the only candidates. */
const RARE = 'kohlrabi';

const recipe = (
  title: string,
  ingredients: RecipeCreate['ingredients'],
  extra: Partial<RecipeCreate> = {},
): RecipeCreate => ({
  title,
  description: 'Written by the ideas test.',
  prep_time: 10,
  cook_time: 20,
  servings: 2,
  is_public: true,
  ingredients,
  steps: [{ instruction: 'Cook it all.' }],
  ...extra,
});
const line = (name: string, optional = false) => ({ name, quantity: '1', unit: 'piece', optional });

async function create(member: Member, body: RecipeCreate): Promise<string> {
  const response = await call(suite.app, 'POST', '/api/recipes', { cookie: member.cookie, body });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function ideas(member: Member, body: unknown): Promise<IdeasResponse> {
  const response = await call(suite.app, 'POST', '/api/ideas', { cookie: member.cookie, body });
  expect(response.status, await response.clone().text()).toBe(200);
  return IdeasResponseSchema.parse(await response.json());
}
const titles = (answer: IdeasResponse) => answer.items.map((item) => item.recipe.title);

beforeAll(async () => {
  cook = await signUp(suite.app);
  stranger = await signUp(suite.app);
});

describe('POST /api/ideas ranks by how much of each recipe the cook has', () => {
  beforeAll(async () => {
    // Counted lines: thighs, kohlrabi, leek (salt, olive oil, water are staples; parsley optional).
    await create(
      cook,
      recipe('Thigh Kohlrabi Braise', [
        line('2 boneless skinless chicken thighs, diced'),
        line(RARE),
        line('leek'),
        line('salt'),
        line('extra virgin olive oil'),
        line('water'),
        line('parsley', true),
      ]),
    );
    // Everything counted is covered by "chicken" and kohlrabi: full coverage.
    await create(cook, recipe('Kohlrabi Chicken Salad', [line('chicken breast'), line(RARE)]));
    // Chicken broth is not chicken: 1 of 2.
    await create(cook, recipe('Kohlrabi Broth Soup', [line('chicken broth'), line(RARE)]));
    await create(
      cook,
      recipe('Vegan Kohlrabi Slaw', [line(RARE), line('carrot')], {
        dietary_restrictions: ['vegan'],
        prep_time: 5,
        cook_time: 0,
      }),
    );
    await create(stranger, recipe('Stranger Kohlrabi Secret', [line(RARE)], { is_public: false }));
    await create(
      cook,
      recipe('My Kohlrabi Secret', [line(RARE), line('leek')], { is_public: false }),
    );
  });

  it('matches by food identity, not counting staples or optional lines', async () => {
    const answer = await ideas(cook, { ingredients: ['Chicken', 'KOHLRABI'] });
    const braise = answer.items.find((item) => item.recipe.title === 'Thigh Kohlrabi Braise')!;
    expect(braise.coverage).toBeCloseTo(2 / 3, 3);
    expect(braise.matched.map((i) => i.name)).toEqual([
      '2 boneless skinless chicken thighs, diced',
      RARE,
    ]);
    expect(braise.missing).toEqual([{ name: 'leek', quantity: '1', amount: 1, unit: 'piece' }]);
    const soup = answer.items.find((item) => item.recipe.title === 'Kohlrabi Broth Soup')!;
    expect(soup.coverage).toBe(0.5);
    expect(soup.missing.map((i) => i.name)).toEqual(['chicken broth']);
  });

  it('orders by coverage, then fewer missing, then newest', async () => {
    const answer = await ideas(cook, { ingredients: ['chicken', RARE] });
    expect(titles(answer).filter((title) => title.includes('Kohlrabi'))).toEqual([
      'Kohlrabi Chicken Salad', // 2/2
      'Thigh Kohlrabi Braise', // 2/3
      'My Kohlrabi Secret', // 1/2, one missing, newest of the halves
      'Vegan Kohlrabi Slaw', // 1/2, one missing
      'Kohlrabi Broth Soup', // 1/2, one missing, oldest
    ]);
    expect(answer.items.map((item) => item.coverage)).toEqual(
      [...answer.items.map((item) => item.coverage)].sort((a, b) => b - a),
    );
  });

  it('shows public recipes and the member’s own private ones, never another’s', async () => {
    expect(titles(await ideas(cook, { ingredients: [RARE] }))).toContain('My Kohlrabi Secret');
    expect(titles(await ideas(cook, { ingredients: [RARE] }))).not.toContain(
      'Stranger Kohlrabi Secret',
    );
    const theirs = titles(await ideas(stranger, { ingredients: [RARE] }));
    expect(theirs).toContain('Stranger Kohlrabi Secret');
    expect(theirs).not.toContain('My Kohlrabi Secret');
  });

  it('filters by diet and by total time', async () => {
    expect(titles(await ideas(cook, { ingredients: [RARE], diet: 'vegan' }))).toEqual([
      'Vegan Kohlrabi Slaw',
    ]);
    expect(titles(await ideas(cook, { ingredients: [RARE], max_time: 10 }))).toEqual([
      'Vegan Kohlrabi Slaw',
    ]);
  });

  it('finds nothing for foods no recipe uses, nor for staples alone', async () => {
    expect((await ideas(cook, { ingredients: ['unobtainium'] })).items).toEqual([]);
    const staples = titles(await ideas(cook, { ingredients: ['salt', 'water', 'olive oil'] }));
    expect(staples).not.toContain('Thigh Kohlrabi Braise');
  });

  it('keeps ideas right after the ingredients are replaced', async () => {
    const id = await create(cook, recipe('Kohlrabi Swap', [line(RARE), line('leek')]));
    const swap = await call(suite.app, 'PUT', `/api/recipes/${id}/ingredients`, {
      cookie: cook.cookie,
      body: { ingredients: [line('turnip'), line('salt')] },
    });
    expect([200, 204]).toContain(swap.status);
    expect(titles(await ideas(cook, { ingredients: [RARE] }))).not.toContain('Kohlrabi Swap');
    const turnip = (await ideas(cook, { ingredients: ['turnips'] })).items.find(
      (item) => item.recipe.title === 'Kohlrabi Swap',
    );
    expect(turnip?.coverage).toBe(1);
  });

  it('the start-up backfill fills rows written before migration 0024', async () => {
    const id = await create(
      cook,
      recipe('Kohlrabi Old Row', [
        line(RARE),
        line('leek'),
        line('salt'),
        line('red onion'),
        line('onion'),
      ]),
    );
    const ideaIndex = async () => {
      const [row] = await suite.database.db
        .select({ lines: recipes.idea_lines, words: recipes.idea_words })
        .from(recipes)
        .where(eq(recipes.id, id));
      return { lines: row!.lines, words: [...row!.words].sort() };
    };
    const written = await ideaIndex();
    expect(written.words).toEqual(['kohlrabi', 'leek', 'onion', 'onion#2', 'red']);
    // As a row written before 0024 looks: no identity yet, nothing counted.
    await suite.database.db
      .update(recipe_ingredients)
      .set({ food_words: null, is_staple: false })
      .where(eq(recipe_ingredients.recipe_id, id));
    await suite.database.db
      .update(recipes)
      .set({ counted_ingredients: 0, idea_lines: [], idea_words: [] })
      .where(eq(recipes.id, id));
    expect(await backfillIngredientIdentity(suite.database.db, 2)).toBeGreaterThanOrEqual(3);
    const [row] = await suite.database.db
      .select({ counted: recipes.counted_ingredients })
      .from(recipes)
      .where(eq(recipes.id, id));
    expect(row!.counted).toBe(4);
    // The SQL twin of core's ideaRecipeIndex writes what a recipe write does.
    expect(await ideaIndex()).toEqual(written);
    const old = (await ideas(cook, { ingredients: [RARE] })).items.find(
      (item) => item.recipe.title === 'Kohlrabi Old Row',
    );
    expect(old?.coverage).toBe(0.25);
    expect(old?.missing.map((i) => i.name)).toEqual(['leek', 'red onion', 'onion']);
  });
});

describe('POST /api/ideas cuts the candidates without changing the ranking', () => {
  // Words no other recipe here uses; 'black salsify' and 'salsify' share a word, so a term can
  // cover two lines of one recipe; olive oil is a staple, parsley optional.
  const POOL = [
    'salsify',
    'black salsify',
    'celeriac',
    'jicama',
    'romanesco',
    'sunchoke',
    'sorrel',
  ];
  const written: Array<{ title: string; lines: Array<{ name: string; optional: boolean }> }> = [];

  beforeAll(async () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let i = 0; i < 44; i++) {
      // Mostly three to five pool lines; every eleventh recipe a single line, which a short
      // recipe's full coverage must bring past the busier ones the cut ranks first.
      const count = i % 11 === 0 ? 1 : 3 + (next() % 3);
      const names = new Set<string>();
      while (names.size < count) names.add(POOL[next() % POOL.length]!);
      const lines = [...names].map((name) => ({ name, optional: false }));
      if (i % 4 === 1) lines.push({ name: 'olive oil', optional: false });
      if (i % 5 === 2) lines.push({ name: 'parsley', optional: true });
      const title = `Cut Test ${String(i).padStart(2, '0')}`;
      written.push({ title, lines });
      await create(
        cook,
        recipe(
          title,
          lines.map((l) => line(l.name, l.optional)),
        ),
      );
    }
    // For "salsify, celeriac": short recipes whose one line holds both words (S = 2, matched 1,
    // 1 of 2) come first in the order the cut reads, before the 2-of-3 ones that rank above them:
    // the cut must read past them.
    // And sixty one-line recipes that come before them all in that order, so the first read
    // (a hundred rows) ends among the mash ones.
    for (let i = 0; i < 60; i++) {
      const title = `Cut Test Sorrel ${i}`;
      written.push({ title, lines: [{ name: 'sorrel', optional: false }] });
      await create(cook, recipe(title, [line('sorrel')]));
    }
    for (let i = 0; i < 64; i++) {
      const names =
        i < 42 ? ['salsify celeriac mash', 'sorrel'] : ['salsify', 'celeriac', 'jicama'];
      const lines = names.map((name) => ({ name, optional: false }));
      const title = `Cut Test ${i + 44}`;
      written.push({ title, lines });
      await create(
        cook,
        recipe(
          title,
          names.map((name) => line(name)),
        ),
      );
    }
  }, 120_000);

  /** Every candidate ranked in full, by core's rules: what the cut must reproduce. */
  function expected(pantry: string[]) {
    const terms = ideaTerms(pantry);
    return written
      .map((r, order) => {
        const counted = r.lines
          .filter((l) => !l.optional)
          .map((l) => ingredientIdentity(l.name))
          .filter((identity) => !identity.is_staple);
        const matched = counted.filter((i) =>
          terms.some((t) => termCovers(t, i.food_words)),
        ).length;
        return {
          title: r.title,
          order,
          matched,
          coverage: ideaCoverage(matched, counted.length),
          missing: counted.length - matched,
        };
      })
      .filter((r) => r.matched > 0)
      .sort((a, b) => b.coverage - a.coverage || a.missing - b.missing || b.order - a.order)
      .slice(0, 20);
  }

  it.each([
    [['salsify', 'celeriac', 'jicama']],
    [['black salsify', 'sorrel']],
    [['salsify', 'romanesco', 'sunchoke', 'sorrel']],
    [['celeriac', 'jicama']],
    [['salsify', 'celeriac']],
  ])('%j: the same twenty as ranking every candidate', async (pantry) => {
    const answer = await ideas(cook, { ingredients: pantry });
    const want = expected(pantry);
    expect(want.length).toBe(20);
    expect(titles(answer)).toEqual(want.map((r) => r.title));
    expect(answer.items.map((item) => item.coverage)).toEqual(
      want.map((r) => Math.round(r.coverage * 1000) / 1000),
    );
  });
});

describe('POST /api/ideas refuses', () => {
  it('a guest with 401 before the body is read', async () => {
    for (const path of ['/api/ideas', '/api/ideas/generate']) {
      const response = await call(suite.app, 'POST', path, { body: 'not even json' });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        ideasMessages.signedOut,
      );
    }
  });

  it.each([
    [{}, 'no ingredients'],
    [{ ingredients: [] }, 'an empty list'],
    [{ ingredients: ['  '] }, 'a blank name'],
    [{ ingredients: Array.from({ length: 31 }, (_, i) => `food ${i}`) }, 'too many'],
    [{ ingredients: ['x'.repeat(81)] }, 'a long name'],
    [{ ingredients: ['egg'], diet: 'carnivore' }, 'an unknown diet'],
    [{ ingredients: ['egg'], max_time: 0 }, 'no time'],
    [{ ingredients: ['egg'], extra: true }, 'an unknown field'],
  ] as Array<[unknown, string]>)('400 for %j (%s)', async (body) => {
    const response = await call(suite.app, 'POST', '/api/ideas', { cookie: cook.cookie, body });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'VALIDATION_FAILED',
    );
  });
});

describe('POST /api/ideas/generate writes new recipes with the AI provider', () => {
  const generated = {
    recipes: [1, 2, 3, 4].map((n) => ({
      '@type': 'Recipe',
      name: `Kohlrabi Idea ${n}`,
      description: 'Crisp and quick.',
      image: 'https://example.com/not-ours.jpg',
      recipeYield: '2 servings',
      prepTime: 'PT10M',
      cookTime: 'PT15M',
      recipeIngredient: ['2 kohlrabi, peeled', '1 cup cooked rice'],
      recipeInstructions: ['Slice the kohlrabi.', 'Toss with the rice.'],
    })),
  };

  async function balanceOf(member: Member): Promise<number> {
    const response = await call(suite.app, 'GET', '/api/me/credits', { cookie: member.cookie });
    return CreditsSchema.parse(await response.json()).balance;
  }
  const generate = (member: Member, body: unknown = { ingredients: [RARE, 'rice'] }) =>
    call(suite.app, 'POST', '/api/ideas/generate', { cookie: member.cookie, body });

  beforeEach(() => {
    fake.mode = 'valid';
    fake.content = JSON.stringify(generated);
    fake.requests.length = 0;
  });

  it('answers drafts and the balance after one credit is spent', async () => {
    const member = await signUp(suite.app);
    const before = await balanceOf(member);
    const response = await generate(member, {
      ingredients: [RARE, 'rice'],
      diet: 'vegan',
      max_time: 30,
    });
    expect(response.status).toBe(200);
    const answer = GeneratedIdeasResponseSchema.parse(await response.json());
    expect(answer.items.map((draft) => draft.title)).toEqual([
      'Kohlrabi Idea 1',
      'Kohlrabi Idea 2',
      'Kohlrabi Idea 3',
    ]);
    expect(answer.items[0]).toMatchObject({
      servings: 2,
      prep_time: 10,
      cook_time: 15,
      image_url: null,
      steps: [{ instruction: 'Slice the kohlrabi.' }, { instruction: 'Toss with the rice.' }],
    });
    expect(answer.items[0]!.ingredients[1]).toMatchObject({ name: 'cooked rice', amount: 1 });
    expect(answer.balance).toBe(before - 1);
    expect(await balanceOf(member)).toBe(before - 1);
    const prompt = fake.requests[0]!.body.messages!.map((m) => m.content).join(' ');
    expect(prompt).toContain(`${RARE}, rice`);
    expect(prompt).toContain('vegan');
    expect(prompt).toContain('30 minutes');
    expect(fake.requests[0]!.body.response_format?.type).toBe('json_object');
  });

  it.each(['server-error', 'invalid-json', 'unauthorized'] as const)(
    'refunds when the provider fails (%s), with a clear 502 and no key',
    async (mode) => {
      const member = await signUp(suite.app);
      const before = await balanceOf(member);
      fake.mode = mode;
      const response = await generate(member);
      expect(response.status).toBe(502);
      const text = await response.text();
      expect(text).not.toContain(FAKE_AI_KEY.slice(3, 20));
      expect(await balanceOf(member)).toBe(before);
    },
  );

  it('402 with nothing spent or called when the credits are gone', async () => {
    const member = await signUp(suite.app);
    await balanceOf(member); // the month's allowance first, so it does not undo the zero
    await suite.database.db.execute(sql`
      update credit_accounts set balance = 0
      where user_id = (select id from "user" where email = ${member.email})`);
    const response = await generate(member);
    expect(response.status).toBe(402);
    expect(fake.requests).toHaveLength(0);
    expect(await balanceOf(member)).toBe(0);
  });

  it('503 with a clear message when no provider is configured, nothing spent', async () => {
    const offline = createTestApp(suite.database, { chatCompletions: null }).app;
    const member = await signUp(offline);
    const before = CreditsSchema.parse(
      await (await call(offline, 'GET', '/api/me/credits', { cookie: member.cookie })).json(),
    ).balance;
    const response = await call(offline, 'POST', '/api/ideas/generate', {
      cookie: member.cookie,
      body: { ingredients: ['egg'] },
    });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      ideasMessages.aiNotConfigured,
    );
    const after = CreditsSchema.parse(
      await (await call(offline, 'GET', '/api/me/credits', { cookie: member.cookie })).json(),
    ).balance;
    expect(after).toBe(before);
  });
});
