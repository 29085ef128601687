import { beforeAll, describe, expect, it } from 'vitest';
import { costsAgree, type Recipe, type RecipeCreate, type RecipePatch } from '@mise/core';
import { recipeClient, setUpTestApp, signUp, type RecipeClient } from '../../../test/test-app.js';

/**
 * Issue 10: total cost and cost per serving keep agreeing through PATCH /api/recipes/:id too,
 * whatever part of them (and of the servings) a client sends (recipes.service.ts costsAfterPatch).
 */
const suite = setUpTestApp();
let recipes: RecipeClient;

beforeAll(async () => {
  recipes = recipeClient(suite.app, (await signUp(suite.app)).cookie);
});

const costsOf = (recipe: Recipe) => ({
  servings: recipe.servings,
  total_cost: recipe.total_cost,
  cost_per_serving: recipe.cost_per_serving,
});

describe('PATCH keeps the two costs agreeing', () => {
  it.each<[string, Omit<RecipeCreate, 'title'>, RecipePatch, ReturnType<typeof costsOf>]>([
    [
      'servings alone: the cost per serving stays, the total follows',
      { servings: 4, cost_per_serving: 3 },
      { servings: 6 },
      { servings: 6, total_cost: 18, cost_per_serving: 3 },
    ],
    [
      'a total alone: the cost per serving follows it',
      { servings: 4, cost_per_serving: 3 },
      { total_cost: 20 },
      { servings: 4, total_cost: 20, cost_per_serving: 5 },
    ],
    [
      'a cost per serving alone: the total follows it',
      { servings: 4, total_cost: 12 },
      { cost_per_serving: 2.5 },
      { servings: 4, total_cost: 10, cost_per_serving: 2.5 },
    ],
    [
      'servings with a total: the cost per serving follows both, to the cent',
      { servings: 4, cost_per_serving: 3 },
      { servings: 3, total_cost: 10 },
      { servings: 3, total_cost: 10, cost_per_serving: 3.33 },
    ],
    [
      'servings with a cost per serving: the total follows both',
      { servings: 4, total_cost: 12 },
      { servings: 5, cost_per_serving: 1.5 },
      { servings: 5, total_cost: 7.5, cost_per_serving: 1.5 },
    ],
    [
      'servings alone on a total too small to share: the total stays, not lost to a 0 per serving',
      { servings: 4, total_cost: 0.01 },
      { servings: 2 },
      { servings: 2, total_cost: 0.01, cost_per_serving: 0.01 },
    ],
    [
      'both costs sent: kept as sent, as on create',
      { servings: 4, cost_per_serving: 3 },
      { total_cost: 10, cost_per_serving: 2.5 },
      { servings: 4, total_cost: 10, cost_per_serving: 2.5 },
    ],
    [
      'both sent, one of them 0: the 0 is filled from the other',
      { servings: 4, cost_per_serving: 3 },
      { total_cost: 8, cost_per_serving: 0 },
      { servings: 4, total_cost: 8, cost_per_serving: 2 },
    ],
    [
      'no cost and no servings sent: the costs are left alone',
      { servings: 4, cost_per_serving: 3 },
      { title: 'Renamed' },
      { servings: 4, total_cost: 12, cost_per_serving: 3 },
    ],
  ])('%s', async (_name, created, change, expected) => {
    const recipe = await recipes.create({ title: 'Chili', ...created });
    const saved = await recipes.patch(recipe.id, change);
    expect(costsOf(saved)).toEqual(expected);
    expect(costsAgree(saved, saved.servings)).toBe(true);
  });

  it('servings sent unchanged (a form sends them all) leave a stored pair exactly as it is', async () => {
    // Rounded as the starter recipes are: 9.26 in all, 2.31 a serving (9.26 ÷ 4 = 2.315).
    const recipe = await recipes.create({
      title: 'Stew',
      servings: 4,
      total_cost: 9.26,
      cost_per_serving: 2.31,
    });
    const saved = await recipes.patch(recipe.id, { title: 'Beef stew', servings: 4 });
    expect(costsOf(saved)).toEqual({ servings: 4, total_cost: 9.26, cost_per_serving: 2.31 });
  });

  it('refuses a bad cost with the spec’s message and changes nothing', async () => {
    const recipe = await recipes.create({ title: 'Soup', servings: 2, total_cost: 6 });
    const response = await recipes.send('PATCH', `/api/recipes/${recipe.id}`, {
      servings: 3,
      total_cost: -1,
    });
    expect(response.status).toBe(400);
    expect(costsOf(await recipes.read(recipe.id))).toEqual({
      servings: 2,
      total_cost: 6,
      cost_per_serving: 3,
    });
  });
});
