import { beforeAll, describe, expect, it } from 'vitest';
import {
  roundNutrition,
  type IngredientInput,
  type NutritionEstimateResponse,
  type NutritionalInfo,
  type Recipe,
  type RecipeCreate,
} from '@mise/core';
import { seedFoods } from '../nutrition/foods.seed.js';
import { call, setUpTestApp, signUp } from '../../../test/test-app.js';

/**
 * Nutrition never goes stale (issue 10 §3): a write that changes a recipe's ingredients or servings
 * recalculates an automatic estimate on the server, in the same transaction, and flags nutrition
 * typed by hand as outdated until it is saved again — whichever client made the change.
 */
const suite = setUpTestApp();
type Member = Awaited<ReturnType<typeof signUp>>;
let owner: Member;
let other: Member;

const SPAGHETTI: IngredientInput = { name: 'spaghetti', quantity: '400', unit: 'g' };
const OIL: IngredientInput = { name: 'olive oil', quantity: '2', unit: 'tbsp' };
const GARLIC: IngredientInput = { name: 'garlic', quantity: '3', unit: 'clove' };

beforeAll(async () => {
  await seedFoods(suite.database.db);
  owner = await signUp(suite.app);
  other = await signUp(suite.app);
});

const send = async (member: Member | undefined, method: string, path: string, body?: unknown) =>
  call(suite.app, method, path, { ...(member ? { cookie: member.cookie } : {}), body });

async function recipeAt(path: string, member: Member, method = 'GET', body?: unknown) {
  const response = await send(member, method, path, body);
  expect(response.status, `${method} ${path}`).toBe(method === 'POST' ? 201 : 200);
  return (await response.json()) as Recipe;
}

/**
 * What Auto-Calculate gives for these ingredients and servings, rounded as the panel saves it (the
 * client's own estimate).
 */
async function estimate(ingredients: IngredientInput[], servings: number) {
  const response = await send(owner, 'POST', '/api/nutrition/estimate', { ingredients, servings });
  expect(response.status).toBe(200);
  return roundNutrition(((await response.json()) as NutritionEstimateResponse).nutritional_info);
}

async function createRecipe(overrides: Partial<RecipeCreate>) {
  return recipeAt('/api/recipes', owner, 'POST', {
    title: 'Spaghetti aglio e olio',
    servings: 4,
    ingredients: [SPAGHETTI, OIL, GARLIC],
    ...overrides,
  });
}

const autoEstimated = async (isPublic = false) =>
  createRecipe({
    is_public: isPublic,
    nutritional_info: await estimate([SPAGHETTI, OIL, GARLIC], 4),
    ai_estimated: true,
  });
const typedByHand = (isPublic = false) =>
  createRecipe({ is_public: isPublic, nutritional_info: { calories: 861, protein: 27 } });

const path = (recipe: Recipe, rest = '') => `/api/recipes/${recipe.id}${rest}`;

describe('an automatic estimate, when what it rests on changes', () => {
  it('starts as created: estimated, not outdated', async () => {
    const recipe = await autoEstimated();
    expect(recipe).toMatchObject({ ai_estimated: true, nutrition_outdated: false });
    expect(recipe.nutritional_info?.calories).toBeGreaterThan(400);
  });

  it('is recalculated when an ingredient is removed: 400 g of spaghetti less is fewer calories', async () => {
    const recipe = await autoEstimated();
    const before = recipe.nutritional_info!.calories!;

    const saved = await recipeAt(path(recipe, '/ingredients'), owner, 'PUT', {
      ingredients: [OIL, GARLIC],
    });

    expect(saved).toMatchObject({ ai_estimated: true, nutrition_outdated: false });
    expect(saved.nutritional_info).toEqual(await estimate([OIL, GARLIC], 4));
    expect(saved.nutritional_info!.calories!).toBeLessThan(before - 300);
    // The read answers the same: it was stored, not only answered.
    expect((await recipeAt(path(recipe), owner)).nutritional_info).toEqual(saved.nutritional_info);
  });

  it('is recalculated per serving when the servings change', async () => {
    const recipe = await autoEstimated();
    const saved = await recipeAt(path(recipe), owner, 'PATCH', { servings: 2 });
    const perServing = await estimate([SPAGHETTI, OIL, GARLIC], 2);
    expect(saved.nutritional_info).toEqual(perServing);
    // Twice as much per serving, give or take the label rounding (to 10 kcal) of each.
    expect(
      Math.abs(saved.nutritional_info!.calories! - 2 * recipe.nutritional_info!.calories!),
    ).toBeLessThanOrEqual(20);
    expect(saved).toMatchObject({ ai_estimated: true, nutrition_outdated: false });
  });

  it('is not overwritten by the old numbers a form sends back with the new servings', async () => {
    const recipe = await autoEstimated();
    const saved = await recipeAt(path(recipe), owner, 'PATCH', {
      servings: 8,
      nutritional_info: recipe.nutritional_info,
    });
    expect(saved.nutritional_info).toEqual(await estimate([SPAGHETTI, OIL, GARLIC], 8));
    expect(saved.ai_estimated).toBe(true);
  });

  it('goes when no ingredient is left to estimate from', async () => {
    const recipe = await autoEstimated();
    const saved = await recipeAt(path(recipe, '/ingredients'), owner, 'PUT', { ingredients: [] });
    expect(saved).toMatchObject({
      nutritional_info: null,
      ai_estimated: false,
      nutrition_outdated: false,
    });
  });

  it('stays as it was when the ingredients are saved unchanged or only their cost changes', async () => {
    const recipe = await autoEstimated();
    const saved = await recipeAt(path(recipe, '/ingredients'), owner, 'PUT', {
      ingredients: [{ ...SPAGHETTI, cost: 1.2 }, OIL, GARLIC],
    });
    expect(saved.nutritional_info).toEqual(recipe.nutritional_info);
    expect(saved).toMatchObject({ ai_estimated: true, nutrition_outdated: false });
  });
});

describe('nutrition typed by hand, when what it rests on changes', () => {
  it('is kept and flagged outdated when the ingredients change', async () => {
    const recipe = await typedByHand();
    expect(recipe.nutrition_outdated).toBe(false);
    const saved = await recipeAt(path(recipe, '/ingredients'), owner, 'PUT', {
      ingredients: [OIL, GARLIC],
    });
    expect(saved).toMatchObject({
      nutritional_info: { calories: 861, protein: 27 },
      ai_estimated: false,
      nutrition_outdated: true,
    });
  });

  it('is kept and flagged outdated when the servings change, not when other fields do', async () => {
    const recipe = await typedByHand();
    const renamed = await recipeAt(path(recipe), owner, 'PATCH', { title: 'Renamed', servings: 4 });
    expect(renamed.nutrition_outdated).toBe(false);
    const saved = await recipeAt(path(recipe), owner, 'PATCH', { servings: 6 });
    expect(saved).toMatchObject({
      nutritional_info: { calories: 861, protein: 27 },
      nutrition_outdated: true,
    });
  });

  it('stays outdated when a form sends the same values back, and is up to date once saved again', async () => {
    const recipe = await typedByHand();
    await recipeAt(path(recipe), owner, 'PATCH', { servings: 2 });
    const resent = await recipeAt(path(recipe), owner, 'PATCH', {
      title: 'Same numbers',
      nutritional_info: { protein: 27, calories: 861 },
    });
    expect(resent.nutrition_outdated).toBe(true);

    const confirmed = await recipeAt(path(recipe, '/nutrition'), owner, 'PUT', {
      nutritional_info: { calories: 861, protein: 27 },
    });
    expect(confirmed).toMatchObject({ nutrition_outdated: false, ai_estimated: false });
  });

  it('is up to date once new values come with a PATCH, which are typed (not estimated)', async () => {
    const recipe = await typedByHand();
    await recipeAt(path(recipe, '/ingredients'), owner, 'PUT', { ingredients: [OIL] });
    const info: NutritionalInfo = { calories: 240, protein: 0 };
    const saved = await recipeAt(path(recipe), owner, 'PATCH', { nutritional_info: info });
    expect(saved).toMatchObject({
      nutritional_info: info,
      ai_estimated: false,
      nutrition_outdated: false,
    });

    // Typed over an automatic estimate, they are no longer "estimated automatically".
    const estimated = await autoEstimated();
    const retyped = await recipeAt(path(estimated), owner, 'PATCH', { nutritional_info: info });
    expect(retyped).toMatchObject({ nutritional_info: info, ai_estimated: false });
  });

  it('is replaced by an automatic estimate saved with PUT nutrition, which clears the flag', async () => {
    const recipe = await typedByHand();
    await recipeAt(path(recipe, '/ingredients'), owner, 'PUT', { ingredients: [OIL, GARLIC] });
    const info = await estimate([OIL, GARLIC], 4);
    const saved = await recipeAt(path(recipe, '/nutrition'), owner, 'PUT', {
      nutritional_info: info,
      ai_estimated: true,
    });
    expect(saved).toMatchObject({ nutritional_info: info, ai_estimated: true });
    expect(saved.nutrition_outdated).toBe(false);
  });

  it('a recipe without nutrition has nothing to flag', async () => {
    const recipe = await createRecipe({});
    const saved = await recipeAt(path(recipe, '/ingredients'), owner, 'PUT', {
      ingredients: [OIL],
    });
    expect(saved).toMatchObject({
      nutritional_info: null,
      ai_estimated: false,
      nutrition_outdated: false,
    });
  });
});

describe('only the owner’s writes touch nutrition', () => {
  it('a guest gets 401, another member 403 or 404, and the nutrition stays as it was', async () => {
    const shared = await autoEstimated(true);
    const hidden = await typedByHand(false);
    for (const [recipe, member, status] of [
      [shared, undefined, 401],
      [shared, other, 403],
      [hidden, undefined, 401],
      [hidden, other, 404],
    ] as const) {
      const ingredients = await send(member, 'PUT', path(recipe, '/ingredients'), {
        ingredients: [OIL],
      });
      expect(ingredients.status).toBe(status);
      const servings = await send(member, 'PATCH', path(recipe), { servings: 1 });
      expect(servings.status).toBe(status);
      const now = await recipeAt(path(recipe), owner);
      expect(now).toMatchObject({
        servings: 4,
        nutritional_info: recipe.nutritional_info,
        ai_estimated: recipe.ai_estimated,
        nutrition_outdated: false,
      });
      expect(now.ingredients).toHaveLength(3);
    }
  });
});
