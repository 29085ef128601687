import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RecipeList, RecipeSummary, RecipeSummaryList } from '@mise/core';
import { health_goals } from './db/schema/health-goals.js';
import { recipe_health_goals, recipes } from './db/schema/recipes.js';
import { call, setUpTestApp, signUp } from '../test/test-app.js';
import { seedCatalogues } from './catalogues.js';
import { STARTER_HEALTH_GOALS } from './modules/health-goals/seed/starter-goals.js';
import { STARTER_RECIPES } from './modules/recipes/seed/starter-recipes.js';

describe('seeding the catalogues', () => {
  const suite = setUpTestApp();
  const countOf = async (table: typeof recipes | typeof health_goals) =>
    (await suite.database.db.select({ n: count() }).from(table))[0]!.n;

  it('seeds the starter recipes and health goals once, and a deleted one stays deleted', async () => {
    await seedCatalogues(suite.database.db);
    expect(await countOf(recipes)).toBe(STARTER_RECIPES.length);
    expect(await countOf(health_goals)).toBe(STARTER_HEALTH_GOALS.length);
    // A new install has the goals' daily rules from the start (decision 0014).
    const rules = await suite.database.db
      .select({ name: health_goals.name, rule: health_goals.rule })
      .from(health_goals);
    expect(rules).toEqual(
      expect.arrayContaining(STARTER_HEALTH_GOALS.map(({ name, rule }) => ({ name, rule }))),
    );

    const [first] = await suite.database.db.select({ id: recipes.id }).from(recipes).limit(1);
    await suite.database.db.delete(recipes).where(eq(recipes.id, first!.id));
    await seedCatalogues(suite.database.db);
    await seedCatalogues(suite.database.db);
    expect(await countOf(recipes)).toBe(STARTER_RECIPES.length - 1);
    expect(await countOf(health_goals)).toBe(STARTER_HEALTH_GOALS.length);
  });

  it('makes them public community recipes that nobody owns, in their written order', async () => {
    const member = await signUp(suite.app);
    const page = (await (
      await call(suite.app, 'GET', '/api/recipes?limit=100', { cookie: member.cookie })
    ).json()) as RecipeSummaryList;
    expect(page.items.length).toBe(STARTER_RECIPES.length - 1);
    const ids = page.items.map((r) => r.id).join(',');
    const whole = (await (
      await call(suite.app, 'GET', `/api/recipes/by-ids?ids=${ids}`, { cookie: member.cookie })
    ).json()) as RecipeList;
    expect(whole.items).toHaveLength(page.items.length);
    for (const recipe of whole.items) {
      expect(recipe).toMatchObject({
        is_public: true,
        is_community: true,
        author_id: null,
        user_id: null,
        is_owner: false,
      });
      expect(recipe.ingredients.length).toBeGreaterThan(0);
      expect(recipe.steps.length).toBeGreaterThan(0);
    }
    const titles = page.items.map((r) => r.title).reverse();
    const written = STARTER_RECIPES.map((r) => r.title);
    expect(written.filter((t) => titles.includes(t))).toEqual(titles);

    const sample = page.items[0]!;
    const patch = await call(suite.app, 'PATCH', `/api/recipes/${sample.id}`, {
      cookie: member.cookie,
      body: { title: 'Mine' },
    });
    expect(patch.status).toBe(403);
  });

  it('links tagged recipes to their health goals', async () => {
    const tagged = STARTER_RECIPES.filter((r) => (r.health_tags ?? []).length > 0).length;
    const linkedRecipes = await suite.database.db
      .selectDistinct({ id: recipe_health_goals.recipe_id })
      .from(recipe_health_goals);
    expect(linkedRecipes.length).toBeGreaterThanOrEqual(tagged - 1); // one starter was deleted above
    const goal = STARTER_HEALTH_GOALS[0]!.name;
    const byGoal = (await (
      await call(suite.app, 'GET', `/api/recipes?health_goal=${encodeURIComponent(goal)}&limit=100`)
    ).json()) as RecipeSummaryList;
    expect(byGoal.items.every((r: RecipeSummary) => r.health_tags.includes(goal))).toBe(true);
  });
});
