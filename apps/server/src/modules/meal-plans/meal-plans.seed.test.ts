import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MealPlanListSchema, MealPlanSchema, MealPlanSummarySchema } from '@mise/core';
import { meal_plans } from '../../db/schema/meal-plans.js';
import { call, setUpTestApp, signUp } from '../../../test/test-app.js';
import { seedCatalogues } from '../../catalogues.js';

describe('the sample meal plans of a new install (issue 16 §2: Weekly Meal Plans is filled)', () => {
  const suite = setUpTestApp();
  const plans = async () => (await suite.database.db.select({ n: count() }).from(meal_plans))[0]!.n;

  it('are public plans of the starter recipes that anyone reads, nobody changes, and members copy', async () => {
    await seedCatalogues(suite.database.db);
    await seedCatalogues(suite.database.db);
    expect(await plans()).toBe(2);

    // A guest sees them on the home page's list, as Mise's.
    const popular = MealPlanListSchema.parse(
      await (await call(suite.app, 'GET', '/api/meal-plans/popular?limit=3')).json(),
    );
    expect(popular.items.map((plan) => plan.title).sort()).toEqual([
      'A Vegetarian Week',
      'Easy Weeknight Dinners',
    ]);
    for (const plan of popular.items) {
      expect(plan).toMatchObject({ author_id: null, author_name: 'Mise', is_public: true });
      expect(plan.schedule.length).toBeGreaterThanOrEqual(5);
      expect(plan.recipes.length).toBeGreaterThanOrEqual(5);
    }
    const dinners = popular.items.find((plan) => plan.title === 'Easy Weeknight Dinners')!;
    // The week adds up from the starter recipes' stored costs and nutrition.
    const summary = MealPlanSummarySchema.parse(
      await (await call(suite.app, 'GET', `/api/meal-plans/${dinners.id}/summary`)).json(),
    );
    expect(summary.days.filter((day) => day.calories > 0)).toHaveLength(5);

    const member = await signUp(suite.app);
    const edit = await call(suite.app, 'PATCH', `/api/meal-plans/${dinners.id}`, {
      cookie: member.cookie,
      body: { title: 'Mine now' },
    });
    expect(edit.status).toBe(403);
    const remove = await call(suite.app, 'DELETE', `/api/meal-plans/${dinners.id}`, {
      cookie: member.cookie,
    });
    expect(remove.status).toBe(403);

    const copied = await call(suite.app, 'POST', `/api/meal-plans/${dinners.id}/copy`, {
      cookie: member.cookie,
    });
    expect(copied.status).toBe(201);
    const copy = MealPlanSchema.parse(await copied.json());
    expect(copy).toMatchObject({
      title: 'Easy Weeknight Dinners (copy)',
      is_public: false,
      recipes: dinners.recipes,
    });
    expect(copy.author_id).not.toBeNull();
    const after = MealPlanSchema.parse(
      await (await call(suite.app, 'GET', `/api/meal-plans/${dinners.id}`)).json(),
    );
    expect(after.title).toBe('Easy Weeknight Dinners');
  });
});
