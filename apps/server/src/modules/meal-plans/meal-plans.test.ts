import { beforeAll, describe, expect, it } from 'vitest';
import {
  MealPlanListSchema,
  MealPlanSchema,
  MealPlanSummarySchema,
  NUTRITION_DEFAULTS,
  mealPlanMessages as m,
  messages,
  type MealPlan,
  type MealPlanForm,
  type MealPlanList,
  type MealPlanSummary,
  type Recipe,
  type RecipeCreate,
} from '@mise/core';
import { call, recipeClient, setUpTestApp, signUp } from '../../../test/test-app.js';
import { meal_plan_slots } from '../../db/schema/meal-plans.js';
import { seedFoods } from '../nutrition/foods.seed.js';

type Member = Awaited<ReturnType<typeof signUp>>;

const errorOf = async (response: Response) =>
  (
    (await response.json()) as {
      error: { code: string; message: string; fields?: Record<string, string> };
    }
  ).error;

describe('meal plans', () => {
  /** Statements sent while a test counts them (null: not counting). */
  let counted: number | null = null;
  const suite = setUpTestApp(
    {},
    {
      onQuery: () => {
        if (counted !== null) counted += 1;
      },
    },
  );
  let owner: Member;
  let other: Member;
  let admin: Member;
  let ownerId = '';
  /** The owner's soup: $2.50 a serving, 250 kcal; private. */
  let soup: Recipe;
  /** The owner's salad: $4.00 a serving, 120 kcal; public. */
  let salad: Recipe;
  /** The other member's private stew, which nobody else may plan. */
  let othersPrivate: Recipe;
  /** The other member's public pasta: $3.10 a serving, 600 kcal. */
  let othersPublic: Recipe;
  let goalId = '';

  const send = (who: Member | undefined, method: string, path: string, body?: unknown) =>
    call(suite.app, method, path, {
      ...(who ? { cookie: who.cookie } : {}),
      ...(body === undefined ? {} : { body }),
    });
  async function create(who: Member, body: MealPlanForm): Promise<MealPlan> {
    const response = await send(who, 'POST', '/api/meal-plans', body);
    expect(response.status, await response.clone().text()).toBe(201);
    return MealPlanSchema.parse(await response.json());
  }
  async function patch(who: Member, id: string, body: unknown): Promise<MealPlan> {
    const response = await send(who, 'PATCH', `/api/meal-plans/${id}`, body);
    expect(response.status, await response.clone().text()).toBe(200);
    return MealPlanSchema.parse(await response.json());
  }
  async function read(who: Member | undefined, id: string): Promise<MealPlan> {
    const response = await send(who, 'GET', `/api/meal-plans/${id}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return MealPlanSchema.parse(await response.json());
  }
  async function list(who: Member | undefined, query: string): Promise<MealPlanList> {
    const response = await send(who, 'GET', `/api/meal-plans${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return MealPlanListSchema.parse(await response.json());
  }
  async function summary(who: Member | undefined, id: string): Promise<MealPlanSummary> {
    const response = await send(who, 'GET', `/api/meal-plans/${id}/summary`);
    expect(response.status, await response.clone().text()).toBe(200);
    return MealPlanSummarySchema.parse(await response.json());
  }

  const recipe = (title: string, over: Partial<RecipeCreate> = {}): RecipeCreate => ({
    title,
    servings: 4,
    ingredients: [{ name: 'tomato' }],
    steps: [{ instruction: 'Cook.' }],
    ...over,
  });

  beforeAll(async () => {
    // The nutrition engine's food table, for recipes without nutrition of their own.
    await seedFoods(suite.database.db);
    owner = await signUp(suite.app);
    other = await signUp(suite.app);
    admin = await signUp(suite.app);
    await suite.services.roles.change('grant', admin.email);
    ownerId = ((await (await send(owner, 'GET', '/api/me')).json()) as { user: { id: string } })
      .user.id;
    const mine = recipeClient(suite.app, owner.cookie);
    const theirs = recipeClient(suite.app, other.cookie);
    soup = await mine.create(
      recipe('Plan Soup', {
        cost_per_serving: 2.5,
        nutritional_info: { calories: 250, protein: 8, carbohydrates: 30, fat: 10, sugar: 12 },
      }),
    );
    salad = await mine.create(
      recipe('Plan Salad', {
        is_public: true,
        cost_per_serving: 4,
        nutritional_info: { calories: 120, protein: 3, carbohydrates: 10, fat: 8, sugar: 4 },
      }),
    );
    othersPrivate = await theirs.create(recipe('Secret Plan Stew', { cost_per_serving: 9 }));
    othersPublic = await theirs.create(
      recipe('Shared Plan Pasta', {
        is_public: true,
        cost_per_serving: 3.1,
        nutritional_info: { calories: 600, protein: 20, carbohydrates: 80, fat: 15, sugar: 6 },
      }),
    );
    goalId = (
      await suite.services.healthGoals.create({
        name: 'Plan Goal',
        description: 'For the plans.',
        rule: null,
      })
    ).id;
  });

  describe('who may do what', () => {
    let privatePlan: MealPlan;
    let publicPlan: MealPlan;
    beforeAll(async () => {
      privatePlan = await create(owner, {
        title: 'Owner private week',
        is_public: false,
        recipes: [soup.id],
      });
      publicPlan = await create(owner, { title: 'Owner public week', recipes: [salad.id] });
    });

    it('refuses a guest every write, with the spec’s message on create', async () => {
      const created = await send(undefined, 'POST', '/api/meal-plans', { title: 'Guest week' });
      expect(created.status).toBe(401);
      expect(await errorOf(created)).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: m.createSignedOut,
      });
      for (const [method, path] of [
        ['PATCH', `/api/meal-plans/${publicPlan.id}`],
        ['DELETE', `/api/meal-plans/${publicPlan.id}`],
        ['POST', `/api/meal-plans/${publicPlan.id}/copy`],
      ] as const) {
        const response = await send(undefined, method, path, method === 'PATCH' ? {} : undefined);
        expect(response.status, `${method} ${path}`).toBe(401);
        expect((await errorOf(response)).message).toBe(messages.signInRequired);
      }
      expect((await send(undefined, 'GET', '/api/meal-plans?scope=mine')).status).toBe(401);
      expect((await read(owner, publicPlan.id)).title).toBe('Owner public week');
    });

    it('lets a guest read public plans, never private ones', async () => {
      expect((await read(undefined, publicPlan.id)).id).toBe(publicPlan.id);
      expect((await send(undefined, 'GET', `/api/meal-plans/${privatePlan.id}`)).status).toBe(404);
      expect(
        (await send(undefined, 'GET', `/api/meal-plans/${privatePlan.id}/summary`)).status,
      ).toBe(404);
      const page = await list(undefined, '?scope=public&limit=100');
      const ids = page.items.map((p) => p.id);
      expect(ids).toContain(publicPlan.id);
      expect(ids).not.toContain(privatePlan.id);
      // A guest has no targets to compare with.
      expect((await summary(undefined, publicPlan.id)).targets).toBeNull();
    });

    it('hides a private plan from another member and from an admin (404 everywhere)', async () => {
      for (const who of [other, admin]) {
        for (const [method, path] of [
          ['GET', `/api/meal-plans/${privatePlan.id}`],
          ['GET', `/api/meal-plans/${privatePlan.id}/summary`],
          ['PATCH', `/api/meal-plans/${privatePlan.id}`],
          ['DELETE', `/api/meal-plans/${privatePlan.id}`],
          ['POST', `/api/meal-plans/${privatePlan.id}/copy`],
        ] as const) {
          const response = await send(
            who,
            method,
            path,
            method === 'PATCH' ? { title: 'X' } : undefined,
          );
          expect(response.status, `${method} ${path}`).toBe(404);
          expect(await errorOf(response)).toMatchObject({ code: 'NOT_FOUND', message: m.notFound });
        }
      }
      expect((await read(owner, privatePlan.id)).title).toBe('Owner private week');
    });

    it('lets others read a public plan but only its author change or delete it (admin too: 403)', async () => {
      for (const who of [other, admin]) {
        expect((await read(who, publicPlan.id)).author_id).toBe(ownerId);
        const changed = await send(who, 'PATCH', `/api/meal-plans/${publicPlan.id}`, {
          title: 'Hijacked',
        });
        expect(changed.status).toBe(403);
        expect(await errorOf(changed)).toMatchObject({ code: 'FORBIDDEN', message: m.notOwner });
        const deleted = await send(who, 'DELETE', `/api/meal-plans/${publicPlan.id}`);
        expect(deleted.status).toBe(403);
      }
      expect((await read(owner, publicPlan.id)).title).toBe('Owner public week');
    });

    it('answers 404 for ids that are not plans', async () => {
      for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
        expect((await send(owner, 'GET', `/api/meal-plans/${id}`)).status).toBe(404);
        expect((await send(owner, 'PATCH', `/api/meal-plans/${id}`, {})).status).toBe(404);
        expect((await send(owner, 'DELETE', `/api/meal-plans/${id}`)).status).toBe(404);
        expect((await send(owner, 'POST', `/api/meal-plans/${id}/copy`)).status).toBe(404);
      }
    });

    it('lists a member’s own plans, public and private, under scope=mine — and nobody else’s', async () => {
      await create(other, { title: 'Other’s week' });
      const mine = await list(owner, '?scope=mine&limit=100');
      expect(mine.items.every((p) => p.author_id === ownerId)).toBe(true);
      expect(mine.items.map((p) => p.id)).toEqual(
        expect.arrayContaining([privatePlan.id, publicPlan.id]),
      );
      const theirs = await list(other, '?scope=mine&limit=100');
      expect(theirs.items.map((p) => p.id)).not.toContain(privatePlan.id);
      // The public list has everyone's public plans, others' included.
      const everyone = await list(other, '?limit=100');
      expect(everyone.items.map((p) => p.id)).toContain(publicPlan.id);
      expect(everyone.items.some((p) => p.author_id !== ownerId)).toBe(true);
    });

    it('deletes the author’s own plan, its recipes staying', async () => {
      const doomed = await create(owner, { title: 'Doomed week', recipes: [soup.id] });
      expect((await send(owner, 'DELETE', `/api/meal-plans/${doomed.id}`)).status).toBe(204);
      expect((await send(owner, 'GET', `/api/meal-plans/${doomed.id}`)).status).toBe(404);
      expect((await recipeClient(suite.app, owner.cookie).read(soup.id)).title).toBe('Plan Soup');
    });
  });

  describe('validation and defaults', () => {
    it('fills the editor’s defaults (spec-2 §3)', async () => {
      const plan = await create(owner, { title: '  Plain week  ' });
      expect(plan).toMatchObject({
        title: 'Plain week',
        description: '',
        total_budget: 0,
        is_public: true,
        target_group: '',
        health_goal_id: null,
        recipes: [],
        schedule: [],
        author_id: ownerId,
      });
      expect(typeof plan.author_name).toBe('string');
      expect(Date.parse(plan.created_at)).not.toBeNaN();
    });

    it('requires a title', async () => {
      for (const body of [{}, { title: '   ' }, { title: '' }]) {
        const response = await send(owner, 'POST', '/api/meal-plans', body);
        expect(response.status).toBe(400);
        expect((await errorOf(response)).fields?.title).toBe(m.titleRequired);
      }
    });

    it('takes a budget of 0 or more in steps of 0.01, kept exact', async () => {
      for (const total_budget of [-1, 1.005, -0.01]) {
        const response = await send(owner, 'POST', '/api/meal-plans', {
          title: 'Budget week',
          total_budget,
        });
        expect(response.status, String(total_budget)).toBe(400);
        expect((await errorOf(response)).fields?.total_budget).toBe(m.budgetRange);
      }
      const plan = await create(owner, { title: 'Budget week', total_budget: 12.34 });
      expect(plan.total_budget).toBe(12.34);
      expect((await read(owner, plan.id)).total_budget).toBe(12.34);
      expect((await patch(owner, plan.id, { total_budget: 0.1 })).total_budget).toBe(0.1);
      const refused = await send(owner, 'PATCH', `/api/meal-plans/${plan.id}`, {
        total_budget: -1,
      });
      expect(refused.status).toBe(400);
      expect((await read(owner, plan.id)).total_budget).toBe(0.1);
    });

    it('checks the health goal against the catalogue, and clears it with "" or null', async () => {
      const unknown = await send(owner, 'POST', '/api/meal-plans', {
        title: 'Goal week',
        health_goal_id: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.status).toBe(400);
      expect((await errorOf(unknown)).fields?.health_goal_id).toBe(m.unknownHealthGoal);
      const notAnId = await send(owner, 'POST', '/api/meal-plans', {
        title: 'Goal week',
        health_goal_id: 'healthy',
      });
      expect((await errorOf(notAnId)).fields?.health_goal_id).toBe(m.healthGoal);

      const plan = await create(owner, { title: 'Goal week', health_goal_id: goalId });
      expect(plan.health_goal_id).toBe(goalId);
      expect((await patch(owner, plan.id, { health_goal_id: '' })).health_goal_id).toBeNull();
      await patch(owner, plan.id, { health_goal_id: goalId.toUpperCase() });
      expect((await read(owner, plan.id)).health_goal_id).toBe(goalId);
      expect((await patch(owner, plan.id, { health_goal_id: null })).health_goal_id).toBeNull();
      // A patch without the field leaves the goal alone.
      await patch(owner, plan.id, { health_goal_id: goalId });
      expect((await patch(owner, plan.id, { title: 'Goal week 2' })).health_goal_id).toBe(goalId);
      // A goal the catalogue lost since stays acceptable on the plan that holds it (a form sends it
      // back), not on another.
      const doomed = (
        await suite.services.healthGoals.create({
          name: 'Doomed Plan Goal',
          description: 'Soon gone.',
          rule: null,
        })
      ).id;
      await patch(owner, plan.id, { health_goal_id: doomed });
      await suite.services.healthGoals.delete(doomed);
      expect(
        (await patch(owner, plan.id, { title: 'Goal week 3', health_goal_id: doomed }))
          .health_goal_id,
      ).toBe(doomed);
      const elsewhere = await create(owner, { title: 'Other goal week' });
      const refused = await send(owner, 'PATCH', `/api/meal-plans/${elsewhere.id}`, {
        health_goal_id: doomed,
      });
      expect((await errorOf(refused)).fields?.health_goal_id).toBe(m.unknownHealthGoal);
    });

    it('takes recipes the author may see (own or public), in order, and refuses the rest', async () => {
      const plan = await create(owner, {
        title: 'Mixed week',
        recipes: [othersPublic.id, soup.id, salad.id, soup.id.toUpperCase()],
      });
      expect(plan.recipes).toEqual([othersPublic.id, soup.id, salad.id]);
      for (const recipes of [
        [othersPrivate.id],
        [soup.id, '00000000-0000-4000-8000-000000000000'],
      ]) {
        const response = await send(owner, 'POST', '/api/meal-plans', { title: 'Bad', recipes });
        expect(response.status).toBe(400);
        expect(await errorOf(response)).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: { recipes: m.unknownRecipes },
        });
        const patched = await send(owner, 'PATCH', `/api/meal-plans/${plan.id}`, { recipes });
        expect(patched.status).toBe(400);
      }
      expect((await read(owner, plan.id)).recipes).toEqual([othersPublic.id, soup.id, salad.id]);
      // Reordered.
      expect(
        (await patch(owner, plan.id, { recipes: [salad.id, othersPublic.id] })).recipes,
      ).toEqual([salad.id, othersPublic.id]);
    });

    it('refuses a day for a recipe that is not in the plan', async () => {
      const slot = { recipe_id: salad.id, day: 0, meal_type: 'lunch', servings: 1 };
      const created = await send(owner, 'POST', '/api/meal-plans', {
        title: 'Week',
        recipes: [soup.id],
        schedule: [slot],
      });
      expect(created.status).toBe(400);
      expect((await errorOf(created)).fields?.['schedule.0']).toBe(m.slotNotInPlan);
      // The schedule alone is checked against the stored recipes.
      const plan = await create(owner, { title: 'Week', recipes: [soup.id] });
      const patched = await send(owner, 'PATCH', `/api/meal-plans/${plan.id}`, {
        schedule: [{ ...slot, recipe_id: soup.id }, slot],
      });
      expect(patched.status).toBe(400);
      expect((await errorOf(patched)).fields?.['schedule.1']).toBe(m.slotNotInPlan);
      expect((await read(owner, plan.id)).schedule).toEqual([]);
    });

    it('refuses a recipe twice on the same meal of the same day, on create and on patch', async () => {
      const lunch = { recipe_id: soup.id, day: 2, meal_type: 'lunch' as const, servings: 1 };
      const created = await send(owner, 'POST', '/api/meal-plans', {
        title: 'Twice week',
        recipes: [soup.id],
        // The same recipe at dinner, or on another day, is another slot.
        schedule: [
          lunch,
          { ...lunch, meal_type: 'dinner' },
          { ...lunch, day: 3 },
          { ...lunch, servings: 2 },
        ],
      });
      expect(created.status).toBe(400);
      expect((await errorOf(created)).fields?.['schedule.3']).toBe(m.duplicateSlot);
      const plan = await create(owner, {
        title: 'Twice week',
        recipes: [soup.id],
        schedule: [lunch],
      });
      const patched = await send(owner, 'PATCH', `/api/meal-plans/${plan.id}`, {
        schedule: [lunch, { ...lunch, recipe_id: soup.id.toUpperCase() }],
      });
      expect(patched.status).toBe(400);
      expect((await errorOf(patched)).fields?.['schedule.1']).toBe(m.duplicateSlot);
      expect((await read(owner, plan.id)).schedule).toEqual([lunch]);
    });

    it('has the database refuse a second slot of a recipe on a meal of a day', async () => {
      const plan = await create(owner, { title: 'Index week', recipes: [soup.id] });
      const slot = {
        plan_id: plan.id,
        recipe_id: soup.id,
        day: 4,
        meal_type: 'dinner',
        servings: 1,
      };
      await suite.database.db.insert(meal_plan_slots).values({ ...slot, position: 0 });
      await expect(
        suite.database.db.insert(meal_plan_slots).values({ ...slot, position: 1 }),
      ).rejects.toThrow();
    });

    it('refuses days outside 0–6, unknown meal types and servings not above 0', async () => {
      const plan = await create(owner, { title: 'Week', recipes: [soup.id] });
      for (const bad of [
        { day: 7 },
        { day: -1 },
        { day: 1.5 },
        { meal_type: 'brunch' },
        { servings: 0 },
        { servings: -2 },
        { servings: 101 },
      ]) {
        const response = await send(owner, 'PATCH', `/api/meal-plans/${plan.id}`, {
          schedule: [{ recipe_id: soup.id, day: 0, meal_type: 'lunch', servings: 1, ...bad }],
        });
        expect(response.status, JSON.stringify(bad)).toBe(400);
      }
    });

    it('keeps the week as sent, and drops the days of recipes taken out of the plan', async () => {
      const schedule = [
        { recipe_id: soup.id, day: 0, meal_type: 'dinner' as const, servings: 2 },
        { recipe_id: salad.id, day: 0, meal_type: 'lunch' as const, servings: 1.5 },
        { recipe_id: soup.id, day: 6, meal_type: 'lunch' as const, servings: 1 },
      ];
      const plan = await create(owner, { title: 'Week', recipes: [soup.id, salad.id], schedule });
      expect(plan.schedule).toEqual(schedule);
      // Changing the list keeps the days of the recipes that stay.
      const fewer = await patch(owner, plan.id, { recipes: [salad.id] });
      expect(fewer.schedule).toEqual([schedule[1]]);
      // A title change leaves recipes and week alone.
      const renamed = await patch(owner, plan.id, { title: 'Renamed' });
      expect(renamed.recipes).toEqual([salad.id]);
      expect(renamed.schedule).toEqual([schedule[1]]);
    });
  });

  describe('summary', () => {
    it('costs each day from cost per serving × servings, and flips within_budget with the budget', async () => {
      const plan = await create(owner, {
        title: 'Costed week',
        total_budget: 30,
        recipes: [soup.id, salad.id, othersPublic.id],
        schedule: [
          { recipe_id: soup.id, day: 0, meal_type: 'dinner', servings: 2 }, // 5.00
          { recipe_id: salad.id, day: 0, meal_type: 'lunch', servings: 1.5 }, // 6.00
          { recipe_id: soup.id, day: 2, meal_type: 'lunch', servings: 1 }, // 2.50
          { recipe_id: othersPublic.id, day: 6, meal_type: 'dinner', servings: 3 }, // 9.30
        ],
      });
      const week = await summary(owner, plan.id);
      expect(week.days.map((d) => d.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(week.days.map((d) => d.cost)).toEqual([11, 0, 2.5, 0, 0, 0, 9.3]);
      expect(week.days.map((d) => d.meals)).toEqual([2, 0, 1, 0, 0, 0, 1]);
      expect(week.days[0]).toMatchObject({
        calories: 250 * 2 + 120 * 1.5,
        protein: 8 * 2 + 3 * 1.5,
        carbohydrates: 30 * 2 + 10 * 1.5,
        fat: 10 * 2 + 8 * 1.5,
        sugar: 12 * 2 + 4 * 1.5,
      });
      expect(week.days[6]!.calories).toBe(1800);
      expect(week).toMatchObject({
        total_budget: 30,
        total_cost: 22.8,
        within_budget: true,
        recipes_without_cost: [],
        recipes_without_nutrition: [],
        unscheduled_recipes: [],
      });
      // The viewer's own targets (the defaults: none set yet).
      expect(week.targets).toEqual({
        calories: NUTRITION_DEFAULTS.calorie_target,
        protein: NUTRITION_DEFAULTS.protein_target,
        carbohydrates: NUTRITION_DEFAULTS.carb_target,
        fat: NUTRITION_DEFAULTS.fat_target,
        sugar: NUTRITION_DEFAULTS.sugar_target,
      });

      await patch(owner, plan.id, { total_budget: 22.79 });
      expect(await summary(owner, plan.id)).toMatchObject({
        total_budget: 22.79,
        within_budget: false,
      });
      await patch(owner, plan.id, { total_budget: 22.8 });
      expect((await summary(owner, plan.id)).within_budget).toBe(true);
      // 0 is no budget at all.
      await patch(owner, plan.id, { total_budget: 0 });
      expect((await summary(owner, plan.id)).within_budget).toBe(true);
    });

    it('says which recipes lack a cost or nutrition, and which are on no day', async () => {
      const bare = await recipeClient(suite.app, owner.cookie).create(
        recipe('Plan Mystery', { ingredients: [{ name: 'unicorn tears', quantity: '2' }] }),
      );
      const plan = await create(owner, {
        title: 'Gaps week',
        recipes: [bare.id, soup.id, salad.id],
        schedule: [{ recipe_id: bare.id, day: 3, meal_type: 'breakfast', servings: 1 }],
      });
      const week = await summary(owner, plan.id);
      expect(week.recipes_without_cost).toEqual([bare.id]);
      // Not a food the engine knows: no nutrition stored, none estimated.
      expect(week.recipes_without_nutrition).toEqual([bare.id]);
      expect(week.unscheduled_recipes).toEqual([soup.id, salad.id]);
      expect(week.days[3]).toMatchObject({ meals: 1, cost: 0, calories: 0 });
      expect(week.total_cost).toBe(0);
    });

    it('estimates the nutrition of a recipe that has none stored, with the engine', async () => {
      const omelette = await recipeClient(suite.app, owner.cookie).create(
        recipe('Plan Omelette', {
          servings: 2,
          ingredients: [
            { name: 'eggs', quantity: '4' },
            { name: 'butter', quantity: '1', unit: 'tbsp' },
          ],
        }),
      );
      const plan = await create(owner, {
        title: 'Estimated week',
        recipes: [omelette.id],
        schedule: [{ recipe_id: omelette.id, day: 5, meal_type: 'breakfast', servings: 2 }],
      });
      const week = await summary(owner, plan.id);
      // Two large eggs (~143 kcal) and half a tablespoon of butter (~51 kcal) a serving, twice.
      expect(week.days[5]!.calories).toBeGreaterThan(300);
      expect(week.days[5]!.calories).toBeLessThan(520);
      expect(week.days[5]!.protein).toBeGreaterThan(20);
      expect(week.recipes_without_nutrition).toEqual([]);
    });

    it('leaves a recipe the viewer may not see out of their week; the author counts it as without cost', async () => {
      const shared = await create(owner, {
        title: 'Shared week',
        recipes: [soup.id, salad.id],
        schedule: [
          { recipe_id: soup.id, day: 1, meal_type: 'lunch', servings: 1 },
          { recipe_id: salad.id, day: 1, meal_type: 'dinner', servings: 1 },
        ],
      });
      // The owner's private soup is not the other member's to see: neither its cost nor its id.
      const asOther = await summary(other, shared.id);
      expect(asOther.days[1]).toMatchObject({ meals: 1, cost: 4, calories: 120 });
      expect(asOther.recipes_without_cost).toEqual([]);
      const asOwner = await summary(owner, shared.id);
      expect(asOwner.days[1]).toMatchObject({ meals: 2, cost: 6.5, calories: 370 });
      // A recipe of someone else's made private since: still on the author's week, without cost.
      const theirs = recipeClient(suite.app, other.cookie);
      const fading = await theirs.create(
        recipe('Fading Plan Curry', { is_public: true, cost_per_serving: 7 }),
      );
      await patch(owner, shared.id, {
        recipes: [soup.id, salad.id, fading.id],
        schedule: [{ recipe_id: fading.id, day: 2, meal_type: 'lunch', servings: 1 }],
      });
      expect(
        (await theirs.send('PATCH', `/api/recipes/${fading.id}`, { is_public: false })).status,
      ).toBe(200);
      const later = await summary(owner, shared.id);
      expect(later.days[2]).toMatchObject({ meals: 1, cost: 0 });
      expect(later.recipes_without_cost).toEqual([fading.id]);
    });
  });

  describe('private recipes on a public plan', () => {
    let plan: MealPlan;
    let fading: Recipe;

    beforeAll(async () => {
      fading = await recipeClient(suite.app, owner.cookie).create(
        recipe('Soon Private Plan Tart', { is_public: true, cost_per_serving: 1 }),
      );
      plan = await create(owner, {
        title: 'Leaky week',
        is_public: true,
        // The owner's private soup on a day and off any day, and a recipe made private later.
        recipes: [soup.id, salad.id, fading.id, othersPublic.id],
        schedule: [
          { recipe_id: soup.id, day: 0, meal_type: 'lunch', servings: 1 },
          { recipe_id: salad.id, day: 0, meal_type: 'dinner', servings: 1 },
          { recipe_id: fading.id, day: 1, meal_type: 'lunch', servings: 1 },
        ],
      });
      const made = await recipeClient(suite.app, owner.cookie).send(
        'PATCH',
        `/api/recipes/${fading.id}`,
        { is_public: false },
      );
      expect(made.status).toBe(200);
    });

    const hidden = () => [soup.id, fading.id];

    it('shows the author their plan as stored', async () => {
      const mine = await read(owner, plan.id);
      expect(mine.recipes).toEqual([soup.id, salad.id, fading.id, othersPublic.id]);
      expect(mine.schedule).toHaveLength(3);
    });

    it('hides them from another member and a guest: in the plan, its week, the lists and the summary', async () => {
      for (const viewer of [other, undefined]) {
        const seen = await read(viewer, plan.id);
        expect(seen.recipes).toEqual([salad.id, othersPublic.id]);
        expect(seen.schedule).toEqual([
          { recipe_id: salad.id, day: 0, meal_type: 'dinner', servings: 1 },
        ]);
        const listed = [
          ...(await list(viewer, '?scope=public&limit=100')).items,
          ...(await list(viewer, '/popular?limit=20')).items,
        ].filter((p) => p.id === plan.id);
        expect(listed.length).toBeGreaterThan(0);
        for (const p of listed) expect(p.recipes).toEqual([salad.id, othersPublic.id]);
        const week = await summary(viewer, plan.id);
        expect(week.days[0]).toMatchObject({ meals: 1, cost: 4 });
        expect(week.days[1]).toMatchObject({ meals: 0, cost: 0 });
        expect(week.unscheduled_recipes).toEqual([othersPublic.id]);
        for (const path of [`/api/meal-plans/${plan.id}`, `/api/meal-plans/${plan.id}/summary`]) {
          const text = await (await send(viewer, 'GET', path)).text();
          for (const id of hidden()) expect(text, `${path} shows ${id}`).not.toContain(id);
        }
      }
    });

    it('adds to the grocery list only what the member may see', async () => {
      const otherId = (
        (await (await send(other, 'GET', '/api/me')).json()) as { user: { id: string } }
      ).user.id;
      const planned = await suite.services.mealPlans.plannedServings(plan.id, otherId);
      expect(planned.recipes.map((r) => r.recipe_id)).not.toContain(soup.id);
      expect(planned.recipes.map((r) => r.recipe_id)).not.toContain(fading.id);
    });
  });

  describe('queries', () => {
    it('lists plans in a constant number of queries, whatever the number of plans and recipes', async () => {
      const member = await signUp(suite.app);
      const mine = recipeClient(suite.app, member.cookie);
      const many: Recipe[] = [];
      for (let i = 0; i < 12; i++) many.push(await mine.create(recipe(`Query recipe ${i}`)));
      const countOf = async (path: string, who: Member = member) => {
        await send(who, 'GET', path); // the session is looked up once, then remembered
        counted = 0;
        const response = await send(who, 'GET', path);
        const n = counted;
        counted = null;
        expect(response.status).toBe(200);
        return n;
      };
      const first = await create(member, {
        title: 'Query week 1',
        recipes: [many[0]!.id],
        schedule: [{ recipe_id: many[0]!.id, day: 0, meal_type: 'lunch', servings: 1 }],
      });
      const listOne = await countOf('/api/meal-plans?scope=mine');
      const readOne = await countOf(`/api/meal-plans/${first.id}`);
      const summaryOne = await countOf(`/api/meal-plans/${first.id}/summary`);
      const publicOne = await countOf('/api/meal-plans?scope=public&limit=10', other);
      const readOneAsOther = await countOf(`/api/meal-plans/${first.id}`, other);
      const summaryOneAsOther = await countOf(`/api/meal-plans/${first.id}/summary`, other);
      const ids = many.map((r) => r.id);
      const big = await create(member, {
        title: 'Query week big',
        recipes: ids,
        schedule: ids.flatMap((recipe_id, i) => [
          { recipe_id, day: i % 7, meal_type: 'lunch' as const, servings: 1 },
          { recipe_id, day: (i + 3) % 7, meal_type: 'dinner' as const, servings: 2 },
        ]),
      });
      for (let i = 0; i < 8; i++)
        await create(member, { title: `Query week ${i + 2}`, recipes: ids });
      expect((await list(member, '?scope=mine')).items).toHaveLength(10);
      expect(await countOf('/api/meal-plans?scope=mine')).toBe(listOne);
      expect(await countOf(`/api/meal-plans/${big.id}`)).toBe(readOne);
      expect(await countOf(`/api/meal-plans/${big.id}/summary`)).toBe(summaryOne);
      expect(await countOf('/api/meal-plans?scope=public&limit=10', other)).toBe(publicOne);
      expect(await countOf(`/api/meal-plans/${big.id}`, other)).toBe(readOneAsOther);
      expect(await countOf(`/api/meal-plans/${big.id}/summary`, other)).toBe(summaryOneAsOther);
      // The plans and their authors' names; a read the same; nothing per plan or per recipe.
      expect(listOne).toBe(2);
      expect(readOne).toBe(2);
      // Someone else's plans: one more, for which of their recipes the viewer may see.
      expect(publicOne).toBe(3);
      expect(readOneAsOther).toBe(3);
      // The summary learns which recipes they may see from the facts it reads anyway.
      expect(summaryOneAsOther).toBe(summaryOne);
    });

    it('pages through a list newest first with a keyset cursor', async () => {
      const member = await signUp(suite.app);
      for (let i = 0; i < 5; i++) await create(member, { title: `Paged week ${i}` });
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `?scope=mine&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const page = await list(member, query);
        seen.push(...page.items.map((p) => p.title));
        cursor = page.next_cursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(seen).toEqual([4, 3, 2, 1, 0].map((i) => `Paged week ${i}`));
      expect(pages).toBe(3);
      expect((await send(member, 'GET', '/api/meal-plans?cursor=nonsense')).status).toBe(400);
      // Cursors whose time Date.parse takes but PostgreSQL refuses: 400, not 500.
      for (const time of ['1', '2020', '2020-02-30 00:00:00+00']) {
        const cursor = Buffer.from(JSON.stringify([time, crypto.randomUUID()])).toString(
          'base64url',
        );
        for (const scope of ['public', 'mine'])
          expect(
            (await send(member, 'GET', `/api/meal-plans?scope=${scope}&cursor=${cursor}`)).status,
          ).toBe(400);
      }
      // Ids that are not uuids, or far too long, in paths: 404 or 400, never 500.
      for (const path of ['/api/meal-plans/%00', '/api/meal-plans/nope/summary'])
        expect((await send(member, 'GET', path)).status).toBe(404);
      expect((await send(member, 'POST', `/api/meal-plans/${'x'.repeat(65)}/copy`)).status).toBe(
        400,
      );
    });
  });

  it('loses a deleted recipe from its plans, list and week', async () => {
    const mine = recipeClient(suite.app, owner.cookie);
    const doomed = await mine.create(recipe('Doomed plan recipe', { cost_per_serving: 5 }));
    const plan = await create(owner, {
      title: 'Deletion week',
      recipes: [doomed.id, soup.id],
      schedule: [
        { recipe_id: doomed.id, day: 0, meal_type: 'lunch', servings: 1 },
        { recipe_id: soup.id, day: 1, meal_type: 'lunch', servings: 1 },
      ],
    });
    expect((await mine.send('DELETE', `/api/recipes/${doomed.id}`)).status).toBe(204);
    const after = await read(owner, plan.id);
    expect(after.recipes).toEqual([soup.id]);
    expect(after.schedule).toEqual([
      { recipe_id: soup.id, day: 1, meal_type: 'lunch', servings: 1 },
    ]);
    expect((await summary(owner, plan.id)).total_cost).toBe(2.5);
  });

  it('copies a plan to the member’s own, private, and ranks popular plans by copies', async () => {
    const source = await create(other, {
      title: 'Popular pasta week',
      description: 'Carbs.',
      total_budget: 50,
      target_group: 'students',
      health_goal_id: goalId,
      recipes: [othersPublic.id, othersPrivate.id],
      schedule: [
        { recipe_id: othersPublic.id, day: 2, meal_type: 'dinner', servings: 2 },
        { recipe_id: othersPrivate.id, day: 3, meal_type: 'dinner', servings: 2 },
      ],
    });
    const response = await send(owner, 'POST', `/api/meal-plans/${source.id}/copy`);
    expect(response.status).toBe(201);
    const copy = MealPlanSchema.parse(await response.json());
    expect(copy).toMatchObject({
      title: 'Popular pasta week (copy)',
      description: 'Carbs.',
      total_budget: 50,
      target_group: 'students',
      health_goal_id: goalId,
      is_public: false,
      author_id: ownerId,
      // The other member's private stew is not the copier's to plan.
      recipes: [othersPublic.id],
      schedule: [{ recipe_id: othersPublic.id, day: 2, meal_type: 'dinner', servings: 2 }],
    });
    expect(copy.id).not.toBe(source.id);
    // The copy is the copier's own: private to anyone else, changeable by them.
    expect((await send(other, 'GET', `/api/meal-plans/${copy.id}`)).status).toBe(404);
    expect((await patch(owner, copy.id, { title: 'Mine now' })).title).toBe('Mine now');
    expect((await read(other, source.id)).title).toBe('Popular pasta week');

    const runnerUp = await create(other, { title: 'Runner-up week' });
    const newest = await create(other, { title: 'Newest uncopied week' });
    expect((await send(admin, 'POST', `/api/meal-plans/${source.id}/copy`)).status).toBe(201);
    expect((await send(owner, 'POST', `/api/meal-plans/${runnerUp.id}/copy`)).status).toBe(201);
    // Copying one's own plan does not make it popular.
    for (let i = 0; i < 3; i++)
      expect((await send(other, 'POST', `/api/meal-plans/${newest.id}/copy`)).status).toBe(201);
    const popular = await list(undefined, '/popular');
    expect(popular.items.map((p) => p.title)).toEqual([
      'Popular pasta week',
      'Runner-up week',
      'Newest uncopied week',
    ]);
    expect((await list(undefined, '/popular?limit=5')).items).toHaveLength(5);
    expect(popular.items.every((p) => p.is_public)).toBe(true);
  });

  it('gives the grocery list the week’s servings per recipe, leaving out recipes on no day', async () => {
    const plan = await create(owner, {
      title: 'Shopping week',
      is_public: false,
      recipes: [soup.id, salad.id, othersPublic.id],
      schedule: [
        { recipe_id: soup.id, day: 0, meal_type: 'dinner', servings: 2 },
        { recipe_id: othersPublic.id, day: 1, meal_type: 'lunch', servings: 0.1 },
        { recipe_id: soup.id, day: 4, meal_type: 'lunch', servings: 1.5 },
        { recipe_id: othersPublic.id, day: 2, meal_type: 'lunch', servings: 0.2 },
      ],
    });
    const mealPlans = suite.services.mealPlans;
    // The salad is on no day: the week is what gets cooked, so it is not shopped for.
    expect(await mealPlans.plannedServings(plan.id, ownerId)).toEqual({
      title: 'Shopping week',
      recipes: [
        { recipe_id: soup.id, servings: 3.5 },
        { recipe_id: othersPublic.id, servings: 0.3 },
      ],
    });
    // An empty week: each recipe once, at its own servings (0).
    const unplanned = await create(owner, {
      title: 'Unplanned week',
      recipes: [soup.id, salad.id],
    });
    expect(await mealPlans.plannedServings(unplanned.id, ownerId)).toEqual({
      title: 'Unplanned week',
      recipes: [
        { recipe_id: soup.id, servings: 0 },
        { recipe_id: salad.id, servings: 0 },
      ],
    });
    const otherId = (
      (await (await send(other, 'GET', '/api/me')).json()) as { user: { id: string } }
    ).user.id;
    await expect(mealPlans.plannedServings(plan.id, otherId)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: m.notFound,
    });
  });
});
