import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HealthGoal, Recipe, RecipeSummaryList } from '@mise/core';
import { recipe_health_goals } from '../../db/schema/recipes.js';
import { call, recipeClient, setUpTestApp, signUp } from '../../../test/test-app.js';
import { createRecipesRepository } from './recipes.repository.js';
import { createRecipesService, type RecipeGoalCatalogue } from './recipes.service.js';

/**
 * Recipes and health goals: the recipes module links, filters and answers the goal stats through
 * the health-goals service (it never reads the goals' table).
 */
const suite = setUpTestApp();
type Member = Awaited<ReturnType<typeof signUp>>;
let owner: Member;
let other: Member;
let heart: HealthGoal;
let fibre: HealthGoal;

const titles = async (path: string, who?: Member) =>
  (
    (await (
      await call(suite.app, 'GET', path, who ? { cookie: who.cookie } : {})
    ).json()) as RecipeSummaryList
  ).items.map((r) => r.title);

beforeAll(async () => {
  owner = await signUp(suite.app);
  other = await signUp(suite.app);
  heart = await suite.services.healthGoals.create({
    name: 'Goal Heart',
    description: 'Heart.',
    rule: null,
  });
  fibre = await suite.services.healthGoals.create({
    name: 'Goal Fibre',
    description: 'Fibre.',
    rule: null,
  });
  const cook = recipeClient(suite.app, owner.cookie);
  await cook.create({ title: 'Heart Oats', is_public: true, health_tags: ['goal heart'] });
  await cook.create({ title: 'Fibre Beans', is_public: true, health_tags: ['Goal Fibre'] });
});

describe('the health_goal filter', () => {
  it('takes a goal by name in any case, or by id', async () => {
    expect(await titles('/api/recipes?health_goal=GOAL%20HEART')).toEqual(['Heart Oats']);
    expect(await titles(`/api/recipes?health_goal=${heart.id}`)).toEqual(['Heart Oats']);
    expect(await titles(`/api/recipes?health_goal=${fibre.id.toUpperCase()}`)).toEqual([
      'Fibre Beans',
    ]);
  });

  it('finds nothing for a goal that does not exist', async () => {
    expect(await titles('/api/recipes?health_goal=Goal%20Nowhere')).toEqual([]);
    expect(await titles(`/api/recipes?health_goal=${crypto.randomUUID()}`)).toEqual([]);
  });
});

describe('linking a recipe to goals', () => {
  it('looks the names up again when a goal was deleted between the lookup and the write', async () => {
    const repo = createRecipesRepository(suite.database.db);
    const real = suite.services.healthGoals;
    let lookups = 0;
    // The first answer names a goal that no longer exists (an admin deleted it a moment ago).
    const racing: RecipeGoalCatalogue = {
      idsByNames: async (names) => {
        lookups += 1;
        if (lookups === 1) return new Map([['goal heart', crypto.randomUUID()]]);
        return real.idsByNames(names);
      },
      resolve: (value) => real.resolve(value),
      preferredIds: (userId) => real.preferredIds(userId),
    };
    // Progress is not what this test is about: a recorder that records nothing.
    const service = createRecipesService(repo, racing, {
      record: () => Promise.resolve({ xp_awarded: 0, unlocked: [] }),
    });
    const ownerId = (
      (await (await call(suite.app, 'GET', '/api/me', { cookie: owner.cookie })).json()) as {
        user: { id: string };
      }
    ).user.id;
    const created = JSON.parse(
      (
        await service.create(
          {
            title: 'Raced Porridge',
            description: '',
            image_url: null,
            servings: 2,
            prep_time: 0,
            cook_time: 5,
            complexity: 'easy',
            dietary_restrictions: [],
            total_cost: 0,
            cost_per_serving: 0,
            is_community: false,
            is_public: false,
            ai_generated: false,
            ai_modified: false,
            ai_estimated: false,
            health_tags: ['Goal Heart'],
            equipment_needed: [],
            special_ingredients: [],
            ingredients: [],
            steps: [],
          },
          ownerId,
        )
      ).json,
    ) as Recipe;
    expect(lookups).toBe(2);
    const links = await suite.database.db
      .select({ goal: recipe_health_goals.health_goal_id })
      .from(recipe_health_goals)
      .where(eq(recipe_health_goals.recipe_id, created.id));
    expect(links).toEqual([{ goal: heart.id }]);
  });
});

describe('the goals of logged recipes (for the goal stats)', () => {
  it('are those of recipes the member may see: public ones and their own', async () => {
    const mine = await recipeClient(suite.app, owner.cookie).create({
      title: 'My Private Greens',
      health_tags: ['Goal Fibre', 'Goal Heart'],
    });
    const theirs = await recipeClient(suite.app, other.cookie).create({
      title: 'Their Private Greens',
      health_tags: ['Goal Fibre'],
    });
    const shared = await recipeClient(suite.app, other.cookie).create({
      title: 'Their Shared Greens',
      is_public: true,
      health_tags: ['Goal Heart'],
    });
    const untagged = await recipeClient(suite.app, other.cookie).create({
      title: 'Their Plain Rice',
      is_public: true,
    });
    const ownerId = (
      (await (await call(suite.app, 'GET', '/api/me', { cookie: owner.cookie })).json()) as {
        user: { id: string };
      }
    ).user.id;
    const goals = await suite.services.recipes.goalIdsOfRecipes(
      [mine.id, theirs.id, shared.id, untagged.id, 'not-an-id', mine.id.toUpperCase()],
      ownerId,
    );
    expect(Object.fromEntries([...goals].map(([id, ids]) => [id, [...ids].sort()]))).toEqual({
      [mine.id]: [fibre.id, heart.id].sort(),
      [shared.id]: [heart.id],
    });
  });
});
