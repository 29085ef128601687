import { beforeAll, describe, expect, it } from 'vitest';
import {
  mealPlanMessages,
  GroceryAddResultSchema,
  GroceryItemSchema,
  GroceryListSchema,
  MAX_GROCERY_ITEMS,
  groceryMessages,
  type Recipe,
} from '@mise/core';
import { grocery_items } from '../../db/schema/grocery.js';
import { AppError } from '../../http/app-error.js';
import { call, recipeClient, sessionCookie, setUpTestApp, signUp } from '../../../test/test-app.js';
import { seedFoods } from '../nutrition/foods.seed.js';
import {
  byName,
  errorOf,
  groceryClient,
  recipeWith,
  type Member,
} from './grocery-test-fixtures.js';
import { createGroceryRepository } from './grocery.repository.js';
import { createGroceryService, type PlannedMeals } from './grocery.service.js';

describe('grocery list', () => {
  /** Statements sent while a test records them (null: not recording). */
  let recorded: string[] | null = null;
  const suite = setUpTestApp({}, { onQuery: (q) => recorded?.push(q) });
  let owner: Member;
  let other: Member;
  let mine: ReturnType<typeof groceryClient>;
  let theirs: ReturnType<typeof groceryClient>;
  const guest = groceryClient(() => suite.app, undefined);
  /** Serves 4: 2 tbsp olive oil, 3 cloves garlic, salt to taste, 1 cup flour, optional parsley. */
  let pasta: Recipe;
  /** Serves 2: 1/4 cup olive oil, 1 head garlic, salt to taste, 100 g flour. */
  let bread: Recipe;
  let othersPrivate: Recipe;
  let othersPublic: Recipe;

  beforeAll(async () => {
    await seedFoods(suite.database.db);
    owner = await signUp(suite.app);
    other = await signUp(suite.app);
    mine = groceryClient(() => suite.app, owner);
    theirs = groceryClient(() => suite.app, other);
    const cook = recipeClient(suite.app, owner.cookie);
    pasta = await cook.create(
      recipeWith('Grocery Garlic Pasta', 4, [
        { name: 'olive oil', quantity: '2', unit: 'tbsp' },
        { name: 'garlic, minced', quantity: '3', unit: 'clove' },
        { name: 'salt', unit: 'to taste' },
        { name: 'all-purpose flour', quantity: '1', unit: 'cup' },
        { name: 'fresh parsley', quantity: '1', unit: 'tbsp', optional: true },
      ]),
    );
    bread = await cook.create(
      recipeWith('Grocery Garlic Bread', 2, [
        { name: 'extra virgin olive oil', quantity: '1/4', unit: 'cup' },
        { name: 'garlic', quantity: '1', unit: 'head' },
        { name: 'Salt', unit: 'to taste' },
        { name: 'all-purpose flour', quantity: '100', unit: 'g' },
      ]),
    );
    const theirCook = recipeClient(suite.app, other.cookie);
    othersPrivate = await theirCook.create(
      recipeWith('Secret Grocery Stew', 4, [{ name: 'beef', quantity: '1', unit: 'lb' }]),
    );
    othersPublic = await theirCook.create(
      recipeWith('Shared Grocery Salad', 2, [{ name: 'lettuce', quantity: '1', unit: 'head' }], {
        is_public: true,
      }),
    );
  });

  it('is for members: a guest gets 401 with the list’s message on every route', async () => {
    const id = crypto.randomUUID();
    const calls = [
      ['GET', '/api/grocery-list', undefined],
      ['POST', '/api/grocery-list/items', { name: 'milk' }],
      ['PATCH', `/api/grocery-list/items/${id}`, { checked: true }],
      ['DELETE', `/api/grocery-list/items/${id}`, undefined],
      ['DELETE', '/api/grocery-list/checked', undefined],
      ['POST', '/api/grocery-list/from-recipes', { recipes: [{ recipe_id: id, servings: 1 }] }],
      ['POST', `/api/grocery-list/from-meal-plan/${id}`, undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      const response = await guest.send(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await errorOf(response)).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: groceryMessages.signedOut,
      });
    }
  });

  it('merges two recipes sharing olive oil in tbsp and cup into one line with both sources', async () => {
    await mine.clear();
    const result = await mine.fromRecipes([
      { recipe_id: pasta.id, servings: 4 },
      { recipe_id: bread.id, servings: 2 },
    ]);
    expect(GroceryAddResultSchema.safeParse(result).success).toBe(true);
    // Exactly the contract's fields: the food key stays the server's.
    expect(Object.keys(result.items[0]!).sort()).toEqual(
      Object.keys(GroceryItemSchema.shape).sort(),
    );
    const oil = byName(result, 'olive oil');
    expect(oil).toHaveLength(1);
    expect(oil[0]).toMatchObject({ quantity: '6 tbsp', category: 'pantry', checked: false });
    expect(oil[0]!.sources).toEqual([
      { recipe_id: pasta.id, title: 'Grocery Garlic Pasta' },
      { recipe_id: bread.id, title: 'Grocery Garlic Bread' },
    ]);
    // 3 cloves and a head of garlic: the reference does not weigh a head, so two lines.
    expect(
      byName(result, 'garlic')
        .map((g) => g.quantity)
        .sort(),
    ).toEqual(['1 head', '3 cloves']);
    // Salt to taste twice: one line, never a sum.
    expect(byName(result, 'salt')).toMatchObject([{ quantity: 'to taste', amount: null }]);
    // A cup of flour and 100 g, through the flour's density (125 g a cup): 225 g in cups.
    const flour = byName(result, 'all-purpose flour');
    expect(flour).toHaveLength(1);
    expect(flour[0]!.unit).toBe('cup');
    expect(flour[0]!.amount).toBeCloseTo(1.8, 2);
    // The optional parsley is left out.
    expect(byName(result, 'fresh parsley')).toEqual([]);
    expect(result.items).toHaveLength(5);
    expect(result).toMatchObject({ added: 5, merged: 0 });
    // Aisle by aisle: produce (garlic) before pantry (flour, oil) before spices (salt).
    expect(result.items.map((i) => i.category)).toEqual([
      'produce',
      'produce',
      'pantry',
      'pantry',
      'spices',
    ]);
  });

  it('scales each recipe to the servings asked for and merges into what is on the list', async () => {
    await mine.clear();
    await mine.fromRecipes([{ recipe_id: pasta.id, servings: 4 }]);
    const again = await mine.fromRecipes([{ recipe_id: pasta.id, servings: 8 }]);
    // 2 tbsp at 4 servings, then 4 tbsp at 8: 6 tbsp on one line, one source.
    expect(byName(again, 'olive oil')).toMatchObject([
      { amount: 6, unit: 'tbsp', quantity: '6 tbsp' },
    ]);
    expect(byName(again, 'olive oil')[0]!.sources).toHaveLength(1);
    expect(byName(again, 'garlic')).toMatchObject([{ quantity: '9 cloves' }]);
    // Salt to taste merged (nothing to add: the line is unchanged), the other three changed.
    expect(again).toMatchObject({ added: 0, merged: 3 });
  });

  it('never merges into a checked line: it is in the basket', async () => {
    await mine.clear();
    await mine.fromRecipes([{ recipe_id: pasta.id, servings: 4 }]);
    const oil = byName(await mine.list(), 'olive oil')[0]!;
    const checked = await mine.patch(oil.id, { checked: true });
    expect(checked.checked).toBe(true);
    const after = await mine.fromRecipes([{ recipe_id: pasta.id, servings: 4 }]);
    const oils = byName(after, 'olive oil');
    expect(oils.map((o) => [o.checked, o.quantity])).toEqual(
      expect.arrayContaining([
        [true, '2 tbsp'],
        [false, '2 tbsp'],
      ]),
    );
    expect(oils).toHaveLength(2);
  });

  it('adds an item by hand, merged into the unchecked line of the same food', async () => {
    await mine.clear();
    await mine.fromRecipes([{ recipe_id: bread.id, servings: 2 }]);
    const oil = byName(await mine.list(), 'extra virgin olive oil')[0]!;
    // 'olive oil' is the same food as 'extra virgin olive oil' (the engine matches both to it).
    const merged = await mine.add({ name: 'Olive oil', amount: 2, unit: 'Tablespoons' });
    expect(merged.id).toBe(oil.id);
    expect(merged.quantity).toBe('6 tbsp');
    expect(merged.sources).toEqual(oil.sources);
    // Something new is its own line; its aisle comes from the food unless given.
    const milk = await mine.add({ name: 'milk', amount: 1, unit: 'gallon' });
    expect(milk).toMatchObject({ category: 'dairy', quantity: '1 gallon', sources: [] });
    const soap = await mine.add({ name: 'dish soap', category: 'other' });
    expect(soap).toMatchObject({ category: 'other', quantity: '', amount: null });
    // A checked item (the page undoing a delete) is put back as it was, on its own line.
    const restored = await mine.add({
      name: 'olive oil',
      amount: 1,
      unit: 'cup',
      checked: true,
      sources: [{ recipe_id: pasta.id, title: 'Grocery Garlic Pasta' }],
    });
    expect(restored.id).not.toBe(oil.id);
    expect(restored).toMatchObject({ checked: true, quantity: '1 cup' });
  });

  it('adds an item on one pooled connection: the line is answered from the add’s transaction', async () => {
    await mine.add({ name: 'lemons', amount: 1 }); // the session and the foods are known now
    for (const [name, amount] of [
      ['lemons', 2], // merged into the line above
      ['limes', 3], // a line of its own
    ] as const) {
      recorded = [];
      const line = await mine.add({ name, amount });
      const statements = recorded.map((q) => q.replace(/\s+/g, ' ').trim());
      recorded = null;
      expect(line).toMatchObject({ name, amount: 3 }); // lemons: 1 + 2
      // The line's read is the add's last statement, inside its transaction (PostgreSQL: before
      // Drizzle's commit on the connection it checked out; PGlite opens its transactions itself).
      const work =
        suite.database.kind === 'postgres'
          ? (() => {
              expect(statements[0]).toBe('begin');
              expect(statements.at(-1)).toBe('commit');
              return statements.slice(1, -1);
            })()
          : statements;
      expect(work.at(-1)).toMatch(/^select .* from "grocery_items" where/);
    }
  });

  it('refuses a NUL inside a source’s title (jsonb would fail on it) with 400, writing nothing', async () => {
    await mine.clear();
    const response = await mine.send('POST', '/api/grocery-list/items', {
      name: 'olive oil',
      checked: true,
      sources: [{ recipe_id: pasta.id, title: 'Grocery\u0000Pasta' }],
    });
    expect(response.status, await response.clone().text()).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    const tooLong = await mine.send('POST', '/api/grocery-list/items', {
      name: 'olive oil',
      sources: [{ recipe_id: pasta.id, title: 'x'.repeat(201) }],
    });
    expect(tooLong.status).toBe(400);
    expect((await mine.list()).items).toEqual([]);
  });

  it('stores a lone surrogate in a source’s title (jsonb would refuse its escape) as U+FFFD', async () => {
    await mine.clear();
    const response = await mine.send('POST', '/api/grocery-list/items', {
      name: 'olive oil',
      checked: true,
      sources: [{ recipe_id: pasta.id, title: 'Pasta \ud800' }],
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const [item] = (await mine.list()).items;
    expect(item?.sources).toEqual([{ recipe_id: pasta.id, title: 'Pasta \ufffd' }]);
  });

  it('checks, unchecks and edits a line; a new name is a new food for later merges', async () => {
    await mine.clear();
    const item = await mine.add({ name: 'butter', amount: 100, unit: 'g' });
    expect((await mine.patch(item.id, { checked: true })).checked).toBe(true);
    expect((await mine.patch(item.id, { checked: false })).checked).toBe(false);
    const edited = await mine.patch(item.id, {
      name: 'cheddar',
      amount: 1.5,
      unit: 'kg',
      category: 'dairy',
    });
    expect(edited).toMatchObject({ name: 'cheddar', quantity: '1.5 kg', category: 'dairy' });
    expect(await mine.patch(item.id, {})).toMatchObject({ id: item.id, name: 'cheddar' });
    // Butter no longer merges into it; cheddar does.
    expect((await mine.add({ name: 'butter', amount: 50, unit: 'g' })).id).not.toBe(item.id);
    const cheddar = await mine.add({ name: 'cheddar', amount: 500, unit: 'g' });
    expect(cheddar).toMatchObject({ id: item.id, quantity: '2 kg' });
  });

  it('two phones of one member: the write the server gets last wins, both then read it; replays change nothing more', async () => {
    await mine.clear();
    // The second phone: a session of its own (a sign-in), the same member.
    const signIn = await call(suite.app, 'POST', '/api/auth/sign-in/email', {
      body: { email: owner.email, password: owner.password },
    });
    expect(signIn.status).toBe(200);
    const cookie = sessionCookie(signIn);
    expect(cookie).not.toBe(owner.cookie);
    const otherPhone = groceryClient(() => suite.app, { ...owner, cookie });
    const item = await mine.add({ name: 'limes', amount: 3, unit: '' });

    // Both offline: one checks it, the other unchecks it (after checking it); each phone's outbox
    // sends when its network is back — this one first, the other after.
    await mine.patch(item.id, { checked: true });
    await otherPhone.patch(item.id, { checked: false });
    for (const phone of [mine, otherPhone])
      expect(byName(await phone.list(), 'limes')).toEqual([
        expect.objectContaining({ id: item.id, checked: false }),
      ]);

    // The other way round, the other state: the server's order decides, not which phone asked.
    await otherPhone.patch(item.id, { checked: false });
    await mine.patch(item.id, { checked: true });
    for (const phone of [mine, otherPhone])
      expect(byName(await phone.list(), 'limes')).toEqual([
        expect.objectContaining({ checked: true }),
      ]);

    // An edit sent twice (its answer lost, the outbox sends it again) sets, never adds.
    for (let i = 0; i < 2; i += 1)
      expect(await mine.patch(item.id, { amount: 5, unit: '' })).toMatchObject({ amount: 5 });
    // A delete sent twice: the second finds the line gone (404; the outbox counts it done).
    expect((await mine.send('DELETE', `/api/grocery-list/items/${item.id}`)).status).toBe(204);
    expect((await otherPhone.send('DELETE', `/api/grocery-list/items/${item.id}`)).status).toBe(
      404,
    );
    expect(byName(await otherPhone.list(), 'limes')).toEqual([]);
  });

  it('clears checked lines only', async () => {
    await mine.clear();
    const a = await mine.add({ name: 'apples', amount: 6 });
    const b = await mine.add({ name: 'bananas', amount: 3 });
    await mine.patch(a.id, { checked: true });
    const cleared = await mine.send('DELETE', '/api/grocery-list/checked');
    expect(cleared.status).toBe(204);
    expect((await mine.list()).items.map((i) => i.id)).toEqual([b.id]);
  });

  it('keeps each member’s list their own: another’s line is 404, their recipes 404 when private', async () => {
    await mine.clear();
    const item = await mine.add({ name: 'lemons', amount: 2 });
    for (const [method, body] of [
      ['PATCH', { checked: true }],
      ['DELETE', undefined],
    ] as const) {
      const response = await theirs.send(method, `/api/grocery-list/items/${item.id}`, body);
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toMatchObject({ message: groceryMessages.notFound });
    }
    expect((await theirs.list()).items.map((i) => i.id)).not.toContain(item.id);
    expect((await mine.list()).items).toMatchObject([{ id: item.id, checked: false }]);
    // Not an id at all, or an id of nothing: 404 too.
    expect((await mine.send('DELETE', '/api/grocery-list/items/nope')).status).toBe(404);
    expect(
      (await mine.send('PATCH', `/api/grocery-list/items/${crypto.randomUUID()}`, {})).status,
    ).toBe(404);

    const secret = await mine.send('POST', '/api/grocery-list/from-recipes', {
      recipes: [
        { recipe_id: othersPrivate.id, servings: 2 },
        { recipe_id: pasta.id, servings: 2 },
      ],
    });
    expect(secret.status).toBe(404);
    const text = await secret.text();
    expect(text).toContain(groceryMessages.unknownRecipes);
    expect(text).not.toContain('Secret Grocery Stew');
    // Nothing of the refused add was written.
    expect((await mine.list()).items).toHaveLength(1);
    const shared = await mine.fromRecipes([{ recipe_id: othersPublic.id, servings: 4 }]);
    expect(byName(shared, 'lettuce')).toMatchObject([{ quantity: '2 heads', category: 'produce' }]);
  });

  it('says what is wrong with an item or an add', async () => {
    const cases = [
      ['/api/grocery-list/items', { name: '  ' }, groceryMessages.nameRequired],
      ['/api/grocery-list/items', { name: 'milk', amount: -1 }, groceryMessages.amountRange],
      ['/api/grocery-list/items', { name: 'milk', amount: 100_001 }, groceryMessages.amountRange],
      ['/api/grocery-list/items', { name: 'milk', category: 'deli' }, groceryMessages.category],
      ['/api/grocery-list/from-recipes', { recipes: [] }, groceryMessages.recipesRequired],
      [
        '/api/grocery-list/from-recipes',
        { recipes: [{ recipe_id: 'x', servings: 1 }] },
        groceryMessages.recipeId,
      ],
      [
        '/api/grocery-list/from-recipes',
        { recipes: [{ recipe_id: pasta.id, servings: 0 }] },
        groceryMessages.servings,
      ],
      [
        '/api/grocery-list/from-recipes',
        { recipes: Array.from({ length: 51 }, () => ({ recipe_id: pasta.id, servings: 1 })) },
        groceryMessages.tooManyRecipes(50),
      ],
    ] as const;
    for (const [path, body, message] of cases) {
      const response = await mine.send('POST', path, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(Object.values(error.fields ?? {})).toContain(message);
    }
    const patch = await mine.send('PATCH', `/api/grocery-list/items/${crypto.randomUUID()}`, {
      name: '',
    });
    expect(patch.status).toBe(400);
  });

  it(`holds at most ${MAX_GROCERY_ITEMS} lines; merging into one still works when full`, async () => {
    const member = await signUp(suite.app);
    const list = groceryClient(() => suite.app, member);
    const first = await list.add({ name: 'rice', amount: 1, unit: 'kg' });
    const { user_id } = (await suite.database.db.query.grocery_items.findFirst({
      where: (t, { eq }) => eq(t.id, first.id),
    }))!;
    await suite.database.db.insert(grocery_items).values(
      Array.from({ length: MAX_GROCERY_ITEMS - 1 }, (_, i) => ({
        user_id,
        name: `thing ${i}`,
        food_key: `name:thing ${i}`,
      })),
    );
    const full = await list.send('POST', '/api/grocery-list/items', { name: 'beans', amount: 1 });
    expect(full.status).toBe(400);
    expect(await errorOf(full)).toMatchObject({
      message: groceryMessages.tooManyItems(MAX_GROCERY_ITEMS),
    });
    const recipes = await list.send('POST', '/api/grocery-list/from-recipes', {
      recipes: [{ recipe_id: othersPublic.id, servings: 4 }],
    });
    expect(recipes.status).toBe(400);
    expect((await list.list()).items).toHaveLength(MAX_GROCERY_ITEMS);
    expect(await list.add({ name: 'rice', amount: 500, unit: 'g' })).toMatchObject({
      id: first.id,
      quantity: '1.5 kg',
    });
  });

  it('runs concurrent adds one after the other: 10 identical adds give each line once, 10×', async () => {
    await mine.clear();
    const responses = await Promise.all(
      Array.from({ length: 10 }, async () =>
        mine.send('POST', '/api/grocery-list/from-recipes', {
          recipes: [{ recipe_id: pasta.id, servings: 4 }],
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    const { items } = await mine.list();
    expect(items.map((i) => i.name).sort()).toEqual([
      'all-purpose flour',
      'garlic',
      'olive oil',
      'salt',
    ]);
    const amount = (name: string) => byName({ items }, name)[0]!;
    expect(amount('olive oil')).toMatchObject({ amount: 20, unit: 'tbsp', quantity: '1 1/4 cups' });
    expect(amount('garlic')).toMatchObject({ amount: 30, unit: 'clove' });
    expect(amount('all-purpose flour')).toMatchObject({ amount: 10, unit: 'cup' });
    expect(amount('salt')).toMatchObject({ amount: null, quantity: 'to taste' });
  });

  it('honours an Idempotency-Key: twenty identical adds at once give one line, the same answer', async () => {
    await mine.clear();
    const body = { name: 'oat milk', amount: 1, unit: 'l' };
    const keyed = (client: typeof mine, key: string, member = owner) =>
      call(suite.app, 'POST', '/api/grocery-list/items', {
        cookie: (client === mine ? owner : member).cookie,
        body,
        headers: { 'idempotency-key': key },
      });
    const key = `offline-${crypto.randomUUID()}`;
    const responses = await Promise.all(Array.from({ length: 20 }, async () => keyed(mine, key)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    const answers = await Promise.all(
      responses.map(async (r) => GroceryItemSchema.parse(await r.json())),
    );
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    let { items } = await mine.list();
    expect(byName({ items }, 'oat milk')).toEqual([
      expect.objectContaining({ id: answers[0]!.id, amount: 1, unit: 'l' }),
    ]);
    // Another key is another add (merged into the same line); a key is the member's own.
    expect((await keyed(mine, `offline-${crypto.randomUUID()}`)).status).toBe(201);
    expect((await keyed(theirs, key, other)).status).toBe(201);
    ({ items } = await mine.list());
    expect(byName({ items }, 'oat milk')).toEqual([expect.objectContaining({ amount: 2 })]);
    expect(byName(await theirs.list(), 'oat milk')).toEqual([
      expect.objectContaining({ amount: 1 }),
    ]);
    // The line deleted since: a replay adds nothing back.
    await mine.send('DELETE', `/api/grocery-list/items/${answers[0]!.id}`);
    expect((await keyed(mine, key)).status).toBe(404);
    expect(byName(await mine.list(), 'oat milk')).toEqual([]);
    // Not a key: refused before anything is written.
    const bad = await keyed(mine, 'short');
    expect(bad.status).toBe(400);
    expect(byName(await mine.list(), 'oat milk')).toEqual([]);
  });

  it('reads the whole list in one query, however long it is', async () => {
    await mine.clear();
    const count = async () => {
      recorded = [];
      const list = await mine.list();
      const statements = recorded;
      recorded = null;
      expect(GroceryListSchema.safeParse(list).success).toBe(true);
      return statements.filter((q) => q.includes('"grocery_items"')).length;
    };
    await mine.add({ name: 'eggs', amount: 6 });
    const few = await count();
    await mine.fromRecipes([
      { recipe_id: pasta.id, servings: 4 },
      { recipe_id: bread.id, servings: 2 },
    ]);
    for (let i = 0; i < 10; i++) await mine.add({ name: `snack ${i}`, amount: 1 });
    const many = await count();
    expect(few).toBe(1);
    expect(many).toBe(1);
  });

  it('keeps lines when a recipe they came from is deleted (a list is what to buy)', async () => {
    await mine.clear();
    const doomed = await recipeClient(suite.app, owner.cookie).create(
      recipeWith('Doomed Grocery Soup', 2, [{ name: 'leeks', quantity: '2' }]),
    );
    await mine.fromRecipes([{ recipe_id: doomed.id, servings: 2 }]);
    const deleted = await recipeClient(suite.app, owner.cookie).send(
      'DELETE',
      `/api/recipes/${doomed.id}`,
    );
    expect(deleted.status).toBe(204);
    expect(byName(await mine.list(), 'leeks')).toMatchObject([
      { quantity: '2', sources: [{ recipe_id: doomed.id, title: 'Doomed Grocery Soup' }] },
    ]);
  });

  describe('a meal plan’s planned servings (the service, with the plan given)', () => {
    const serviceWith = (plans: PlannedMeals) =>
      createGroceryService({
        repo: createGroceryRepository(suite.database.db),
        recipes: suite.services.recipes,
        nutrition: suite.services.nutrition,
        plans,
      });
    const ownerId = async () =>
      (
        (await (await call(suite.app, 'GET', '/api/me', { cookie: owner.cookie })).json()) as {
          user: { id: string };
        }
      ).user.id;

    it('scales each planned recipe (0: its own servings) and skips recipes the member cannot see', async () => {
      await mine.clear();
      const asked: string[] = [];
      const service = serviceWith({
        plannedServings: (planId) => {
          asked.push(planId);
          return Promise.resolve({
            title: 'A week',
            recipes: [
              { recipe_id: pasta.id, servings: 0 },
              { recipe_id: othersPrivate.id, servings: 2 },
              { recipe_id: bread.id, servings: 4 },
            ],
          });
        },
      });
      const planId = crypto.randomUUID();
      const result = await service.addFromMealPlan(await ownerId(), planId.toUpperCase());
      expect(asked).toEqual([planId]);
      // 2 tbsp (pasta at its own 4) + 1/2 cup (bread at 4 of 2): 10 tbsp, one line.
      expect(byName(result, 'olive oil')).toMatchObject([{ quantity: '10 tbsp' }]);
      expect(byName(result, 'olive oil')[0]!.sources).toHaveLength(2);
      expect(byName(result, 'beef')).toEqual([]);
      expect(JSON.stringify(result)).not.toContain('Secret Grocery Stew');
    });

    it('refuses a plan with nothing the member can shop for, and passes on a plan not found', async () => {
      const userId = await ownerId();
      const nothing = serviceWith({
        plannedServings: () =>
          Promise.resolve({
            title: 'Not mine',
            recipes: [{ recipe_id: othersPrivate.id, servings: 1 }],
          }),
      });
      await expect(nothing.addFromMealPlan(userId, crypto.randomUUID())).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        message: groceryMessages.emptyPlan,
      });
      const missing = serviceWith({
        plannedServings: () => Promise.reject(new AppError('NOT_FOUND', mealPlanMessages.notFound)),
      });
      await expect(missing.addFromMealPlan(userId, crypto.randomUUID())).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      // Not an id: not found without asking the plans.
      await expect(nothing.addFromMealPlan(userId, 'week-1')).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: mealPlanMessages.notFound,
      });
    });
  });
});
