import { beforeAll, describe, expect, it } from 'vitest';
import {
  GroceryAddResultSchema,
  groceryMessages,
  mealPlanMessages,
  type MealPlan,
  type MealPlanForm,
  type Recipe,
} from '@mise/core';
import { call, recipeClient, setUpTestApp, signUp } from '../../../test/test-app.js';
import { seedFoods } from '../nutrition/foods.seed.js';
import {
  byName,
  errorOf,
  groceryClient,
  recipeWith,
  type Member,
} from './grocery-test-fixtures.js';

/**
 * Adding a meal plan to the grocery list through the real routes: the plan is written with
 * POST /api/meal-plans (the meal plans module), then added with its planned servings.
 */
describe('grocery list from a meal plan', () => {
  const suite = setUpTestApp();
  let owner: Member;
  let other: Member;
  let pasta: Recipe;
  let bread: Recipe;

  const createPlan = async (member: Member, body: MealPlanForm): Promise<MealPlan> => {
    const response = await call(suite.app, 'POST', '/api/meal-plans', {
      cookie: member.cookie,
      body,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as MealPlan;
  };

  beforeAll(async () => {
    await seedFoods(suite.database.db);
    owner = await signUp(suite.app);
    other = await signUp(suite.app);
    const cook = recipeClient(suite.app, owner.cookie);
    pasta = await cook.create(
      recipeWith(
        'Plan Garlic Pasta',
        4,
        [
          { name: 'olive oil', quantity: '2', unit: 'tbsp' },
          { name: 'garlic', quantity: '4', unit: 'clove' },
        ],
        { is_public: true },
      ),
    );
    bread = await cook.create(
      recipeWith(
        'Plan Garlic Bread',
        2,
        [
          { name: 'olive oil', quantity: '1/4', unit: 'cup' },
          { name: 'salt', unit: 'to taste' },
        ],
        { is_public: true },
      ),
    );
  });

  it('adds every planned serving, merged across the week, each line naming its recipes', async () => {
    const plan = await createPlan(owner, {
      title: 'Grocery week',
      is_public: false,
      recipes: [pasta.id, bread.id],
      schedule: [
        { recipe_id: pasta.id, day: 0, meal_type: 'dinner', servings: 2 },
        { recipe_id: bread.id, day: 1, meal_type: 'lunch', servings: 2 },
        { recipe_id: pasta.id, day: 2, meal_type: 'dinner', servings: 4 },
      ],
    });
    const mine = groceryClient(() => suite.app, owner);
    const response = await mine.send('POST', `/api/grocery-list/from-meal-plan/${plan.id}`);
    expect(response.status, await response.clone().text()).toBe(201);
    const result = GroceryAddResultSchema.parse(await response.json());
    // Pasta at 2 + 4 servings of 4: 3 tbsp of oil; bread at its 2: 1/4 cup (4 tbsp). One line.
    const oil = byName(result, 'olive oil');
    expect(oil).toHaveLength(1);
    expect(oil[0]!.quantity).toBe('7 tbsp');
    expect(oil[0]!.sources.map((s) => s.recipe_id).sort()).toEqual([pasta.id, bread.id].sort());
    expect(byName(result, 'garlic')).toMatchObject([{ quantity: '6 cloves' }]);
    expect(byName(result, 'salt')).toMatchObject([{ quantity: 'to taste' }]);
    expect(result).toMatchObject({ added: 3, merged: 0 });
  });

  it('reads plans as the meal plans do: another’s private plan is 404, a public one adds', async () => {
    const secret = await createPlan(owner, {
      title: 'Secret grocery week',
      is_public: false,
      recipes: [pasta.id],
      schedule: [{ recipe_id: pasta.id, day: 0, meal_type: 'dinner', servings: 4 }],
    });
    const shared = await createPlan(owner, {
      title: 'Shared grocery week',
      is_public: true,
      recipes: [bread.id],
      schedule: [{ recipe_id: bread.id, day: 3, meal_type: 'lunch', servings: 4 }],
    });
    const theirs = groceryClient(() => suite.app, other);
    const refused = await theirs.send('POST', `/api/grocery-list/from-meal-plan/${secret.id}`);
    expect(refused.status).toBe(404);
    expect(await errorOf(refused)).toMatchObject({ message: mealPlanMessages.notFound });
    expect((await theirs.list()).items).toEqual([]);
    const added = await theirs.send('POST', `/api/grocery-list/from-meal-plan/${shared.id}`);
    expect(added.status).toBe(201);
    expect(byName(GroceryAddResultSchema.parse(await added.json()), 'olive oil')).toMatchObject([
      { quantity: '1/2 cup' },
    ]);
    const guest = groceryClient(() => suite.app, undefined);
    expect((await guest.send('POST', `/api/grocery-list/from-meal-plan/${shared.id}`)).status).toBe(
      401,
    );
    expect(
      (await theirs.send('POST', `/api/grocery-list/from-meal-plan/${crypto.randomUUID()}`)).status,
    ).toBe(404);
  });

  it('shops for the week only: a recipe on no day is left out, unless the week is empty', async () => {
    const mine = groceryClient(() => suite.app, owner);
    await mine.clear();
    const week = await createPlan(owner, {
      title: 'Half-planned grocery week',
      recipes: [pasta.id, bread.id],
      schedule: [{ recipe_id: pasta.id, day: 0, meal_type: 'dinner', servings: 4 }],
    });
    const planned = await mine.send('POST', `/api/grocery-list/from-meal-plan/${week.id}`);
    expect(planned.status).toBe(201);
    const result = GroceryAddResultSchema.parse(await planned.json());
    // Only the pasta, at its 4 servings: 2 tbsp of oil; no bread, so no salt.
    expect(byName(result, 'olive oil')).toMatchObject([{ quantity: '2 tbsp' }]);
    expect(byName(result, 'salt')).toEqual([]);
    expect(result.items.flatMap((i) => i.sources.map((s) => s.recipe_id))).not.toContain(bread.id);

    await mine.clear();
    const unplanned = await createPlan(owner, {
      title: 'Unplanned grocery week',
      recipes: [pasta.id, bread.id],
    });
    const once = await mine.send('POST', `/api/grocery-list/from-meal-plan/${unplanned.id}`);
    expect(once.status).toBe(201);
    const each = GroceryAddResultSchema.parse(await once.json());
    // Each recipe once at its own servings: 2 tbsp + 1/4 cup (4 tbsp) of oil, and the bread's salt.
    expect(byName(each, 'olive oil')).toMatchObject([{ quantity: '6 tbsp' }]);
    expect(byName(each, 'salt')).toHaveLength(1);
  });

  it('refuses a plan with nothing to shop for', async () => {
    const empty = await createPlan(owner, { title: 'Empty grocery week' });
    const response = await groceryClient(() => suite.app, owner).send(
      'POST',
      `/api/grocery-list/from-meal-plan/${empty.id}`,
    );
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ message: groceryMessages.emptyPlan });
  });
});
