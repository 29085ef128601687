import { beforeAll, describe, expect, it } from 'vitest';
import { costsAgree } from '@mise/core';
import { recipeClient, setUpTestApp, signUp, type RecipeClient } from '../../../test/test-app.js';

/** Issue 10: one set of rules for create and edit, costs that agree, a step's empty time kept empty. */
const suite = setUpTestApp();
let recipes: RecipeClient;

beforeAll(async () => {
  recipes = recipeClient(suite.app, (await signUp(suite.app)).cookie);
});

describe('create and edit follow one set of rules', () => {
  it('a recipe created without a description is saved again with the edit form’s fields', async () => {
    const created = await recipes.create({ title: 'Toast' });
    expect(created.description).toBe('');

    // Exactly what the edit form sends for it, description still empty.
    const response = await recipes.send('PATCH', `/api/recipes/${created.id}`, {
      title: 'Buttered toast',
      description: '',
      prep_time: created.prep_time,
      cook_time: created.cook_time,
      servings: created.servings,
      complexity: created.complexity,
      total_cost: created.total_cost,
      cost_per_serving: created.cost_per_serving,
    });
    expect(response.status).toBe(200);
    expect(await recipes.read(created.id)).toMatchObject({
      title: 'Buttered toast',
      description: '',
    });
  });

  it('refuses the same bad value on create and on edit, with the same message, and changes nothing', async () => {
    const created = await recipes.create({ title: 'Soup', servings: 2 });
    const onCreate = await recipes.send('POST', '/api/recipes', { title: 'Soup', servings: 0 });
    const onEdit = await recipes.send('PATCH', `/api/recipes/${created.id}`, { servings: 0 });
    expect(onCreate.status).toBe(400);
    expect(onEdit.status).toBe(400);
    const createFields = ((await onCreate.json()) as { error: { fields: unknown } }).error.fields;
    const editFields = ((await onEdit.json()) as { error: { fields: unknown } }).error.fields;
    expect(editFields).toEqual(createFields);
    expect(createFields).toEqual({ servings: 'Servings must be at least 1' });
    expect((await recipes.read(created.id)).servings).toBe(2);
  });
});

describe('total cost and cost per serving', () => {
  it('derives the cost per serving from a total given alone', async () => {
    const recipe = await recipes.create({ title: 'Stew', servings: 4, total_cost: 12 });
    expect(recipe).toMatchObject({ total_cost: 12, cost_per_serving: 3 });
  });

  it('derives the total from a cost per serving given alone', async () => {
    const recipe = await recipes.create({ title: 'Curry', servings: 3, cost_per_serving: 2.15 });
    expect(recipe).toMatchObject({ total_cost: 6.45, cost_per_serving: 2.15 });
    expect(costsAgree(recipe, recipe.servings)).toBe(true);
  });

  it('rounds a derived cost to the cent', async () => {
    const recipe = await recipes.create({ title: 'Bread', servings: 3, total_cost: 10 });
    expect(recipe).toMatchObject({ total_cost: 10, cost_per_serving: 3.33 });
  });

  it('keeps both when both are given, and 0 for neither', async () => {
    expect(
      await recipes.create({ title: 'Salad', servings: 2, total_cost: 5, cost_per_serving: 2.5 }),
    ).toMatchObject({ total_cost: 5, cost_per_serving: 2.5 });
    expect(await recipes.create({ title: 'Water' })).toMatchObject({
      total_cost: 0,
      cost_per_serving: 0,
    });
  });
});

describe('a step’s empty time', () => {
  it('is stored as unset, on create and when the steps are replaced, never as 0', async () => {
    const created = await recipes.create({
      title: 'Rice',
      steps: [
        { instruction: 'Rinse.', time_required: '' },
        { instruction: 'Boil.', time_required: '  ' },
        { instruction: 'Rest.', time_required: 0 },
      ],
    });
    expect(created.steps.map((s) => s.time_required)).toEqual([null, null, 0]);

    const replaced = await recipes.send('PUT', `/api/recipes/${created.id}/steps`, {
      steps: [
        { instruction: 'Rinse.', time_required: 2 },
        { instruction: 'Boil.', time_required: ' ' },
        { instruction: 'Rest.', time_required: null },
      ],
    });
    expect(replaced.status).toBe(200);
    expect((await recipes.read(created.id)).steps.map((s) => s.time_required)).toEqual([
      2,
      null,
      null,
    ]);
  });
});
