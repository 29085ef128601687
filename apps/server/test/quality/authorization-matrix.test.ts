import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NUTRITION_DEFAULTS, type Recipe } from '@mise/core';
import { images } from '../../src/db/schema/images.js';
import { user_daily_challenges } from '../../src/db/schema/progress.js';
import { call, setUpTestApp, signUp } from '../test-app.js';

/**
 * Every route of the OpenAPI document, called as a guest, as the owner of the row it touches, as
 * another member and as an admin, with the status each must get. A route missing from this table
 * fails the suite, so no new route can skip it. Every response to someone who is not the owner is
 * also searched for the owner's private data (private recipe, e-mail).
 */
type Role = 'guest' | 'owner' | 'other' | 'admin';
const roles: Role[] = ['guest', 'owner', 'other', 'admin'];

interface Fixtures {
  privateRecipe: Recipe;
  publicRecipe: Recipe;
  /** A fresh private recipe of the owner's, for calls that destroy it. */
  freshPrivateRecipe(): Promise<Recipe>;
  /** The storage path of a fresh image the owner stored, for calls that delete it. */
  freshOwnedImage(): Promise<string>;
  /** The id of a fresh active cooking session of the owner's (of the private recipe). */
  freshCookingSession(): Promise<string>;
  /** The id of a fresh health goal of the catalogue, for admin calls that change or delete it. */
  freshHealthGoal(): Promise<string>;
  /** A goal name no other call has used. */
  newGoalName(): string;
  /** The id of a fresh diary entry of the owner's (logged from the private recipe). */
  freshDiaryEntry(): Promise<string>;
  /** The id of a fresh line on the owner's grocery list (from the private recipe). */
  freshGroceryItem(): Promise<string>;
  /**
   * The owner's private meal plan (holding the private recipe) and public one (the public recipe,
   * and the private one, on a day).
   */
  privatePlan: string;
  publicPlan: string;
  /** The id of a fresh private meal plan of the owner's, for calls that delete it. */
  freshPrivatePlan(): Promise<string>;
  /** The id of a fresh private cookbook of the owner's, holding the private recipe. */
  freshCookbook(): Promise<string>;
  /** The owner's public cookbook, holding the public and the private recipe. */
  publicCookbook: string;
  /** One of the owner's daily challenge assignments, already completed (completing is a no-op). */
  ownerChallenge: string;
  /** The id of a fresh conversation of the owner's with the cooking assistant (about the private recipe). */
  freshConversation(): Promise<string>;
  /** Contests: a fresh active contest (made by the admin), and one with the owner's public recipe in it. */
  freshContest(): Promise<string>;
  freshOwnerEntry(): Promise<{ contest: string; entry: string }>;
}

interface Row {
  request(
    f: Fixtures,
    role: Role,
  ): Promise<{ path: string; body?: unknown }> | { path: string; body?: unknown };
  status: Record<Role, number>;
}

const everyone = (status: number): Record<Role, number> => ({
  guest: status,
  owner: status,
  other: status,
  admin: status,
});
const members = (status: number, guest = 401): Record<Role, number> => ({
  guest,
  owner: status,
  other: status,
  admin: status,
});
/** Admin-only routes (spec-2 §6): a guest 401, any other member 403. */
const adminOnly = (ok: number): Record<Role, number> => ({
  guest: 401,
  owner: 403,
  other: 403,
  admin: ok,
});
const ownerOnly = (ok: number, others: number, guest = 401): Record<Role, number> => ({
  guest,
  owner: ok,
  other: others,
  admin: others,
});

/** The day the owner's diary entries are on. */
const DIARY_DAY = '2026-03-01';

const recipeBody = {
  title: 'Matrix Muffins',
  ingredients: [{ name: 'flour', quantity: '1', unit: 'cup' }],
  steps: [{ instruction: 'Bake.' }],
};

/** The owner's e-mail, known once the members are signed up (a DELETE /api/me row sends it). */
const OWNER_EMAIL = { value: '' };

const table: Record<string, Row> = {
  'GET /api/health': { request: () => ({ path: '/api/health' }), status: everyone(200) },
  'GET /api/auth-providers': {
    request: () => ({ path: '/api/auth-providers' }),
    status: everyone(200),
  },
  'GET /api/me': { request: () => ({ path: '/api/me' }), status: members(200) },
  'GET /api/session': { request: () => ({ path: '/api/session' }), status: everyone(200) },
  // Your data (issue 17 §2): each member's own export and import; deleting an account takes the
  // caller's own e-mail, so nobody deletes the owner with it (the deletion itself: account.test.ts).
  'GET /api/me/export': { request: () => ({ path: '/api/me/export' }), status: members(200) },
  'POST /api/me/import': {
    request: () => ({
      path: '/api/me/import',
      body: { format: 'mise-export', version: 1, recipes: [], diary: [] },
    }),
    status: members(200),
  },
  'DELETE /api/me': {
    request: (_f, role) => ({
      path: '/api/me',
      body: { email: role === 'owner' ? 'not-the-owner@example.com' : OWNER_EMAIL.value },
    }),
    status: members(400),
  },
  'PATCH /api/me/profile': {
    request: () => ({ path: '/api/me/profile', body: { time_zone: 'Europe/Rome' } }),
    status: members(200),
  },
  'GET /api/recipes': {
    request: () => ({ path: '/api/recipes?limit=100' }),
    status: everyone(200),
  },
  'GET /api/recipes/trending': {
    request: () => ({ path: '/api/recipes/trending?limit=100' }),
    status: everyone(200),
  },
  'GET /api/recipes/featured': {
    request: () => ({ path: '/api/recipes/featured' }),
    status: everyone(200),
  },
  'GET /api/recipes/search': {
    request: () => ({ path: '/api/recipes/search?q=Matrix' }),
    status: everyone(200),
  },
  'GET /api/recipes/by-ids': {
    request: (f) => ({
      path: `/api/recipes/by-ids?ids=${f.privateRecipe.id},${f.publicRecipe.id}`,
    }),
    status: everyone(200),
  },
  'GET /api/recipes/relevant': {
    request: () => ({ path: '/api/recipes/relevant?title=Matrix' }),
    status: everyone(200),
  },
  'GET /api/recipes/{id}': {
    request: (f) => ({ path: `/api/recipes/${f.privateRecipe.id}` }),
    status: ownerOnly(200, 404, 404),
  },
  'POST /api/recipes': {
    request: () => ({ path: '/api/recipes', body: { ...recipeBody, title: 'Matrix New' } }),
    status: members(201),
  },
  'PATCH /api/recipes/{id}': {
    request: (f) => ({
      path: `/api/recipes/${f.privateRecipe.id}`,
      body: { description: 'Changed.' },
    }),
    status: ownerOnly(200, 404),
  },
  'PUT /api/recipes/{id}/ingredients': {
    request: (f) => ({
      path: `/api/recipes/${f.privateRecipe.id}/ingredients`,
      body: { ingredients: [{ name: 'sugar' }] },
    }),
    status: ownerOnly(200, 404),
  },
  'PUT /api/recipes/{id}/steps': {
    request: (f) => ({
      path: `/api/recipes/${f.privateRecipe.id}/steps`,
      body: { steps: [{ instruction: 'Stir.' }] },
    }),
    status: ownerOnly(200, 404),
  },
  'PUT /api/recipes/{id}/nutrition': {
    request: (f) => ({
      path: `/api/recipes/${f.privateRecipe.id}/nutrition`,
      body: { nutritional_info: { calories: 10 } },
    }),
    status: ownerOnly(200, 404),
  },
  'PUT /api/recipes/{id}/health-goals': {
    request: (f) => ({
      path: `/api/recipes/${f.privateRecipe.id}/health-goals`,
      body: { health_goals: [] },
    }),
    status: ownerOnly(200, 404),
  },
  'DELETE /api/recipes/{id}': {
    request: async (f) => ({ path: `/api/recipes/${(await f.freshPrivateRecipe()).id}` }),
    status: ownerOnly(204, 404),
  },
  'GET /api/recipes/recommended': {
    request: () => ({ path: '/api/recipes/recommended?limit=100' }),
    status: members(200),
  },
  // Health goals: the catalogue is public, its writes are the admin's; preferences and stats are
  // each member's own.
  'GET /api/health-goals': {
    request: () => ({ path: '/api/health-goals' }),
    status: everyone(200),
  },
  'POST /api/health-goals': {
    request: (f) => ({
      path: '/api/health-goals',
      body: { name: f.newGoalName(), description: 'Matrix goal.' },
    }),
    status: adminOnly(201),
  },
  'PATCH /api/health-goals/{id}': {
    request: async (f) => ({
      path: `/api/health-goals/${await f.freshHealthGoal()}`,
      body: { description: 'Changed.' },
    }),
    status: adminOnly(200),
  },
  'DELETE /api/health-goals/{id}': {
    request: async (f) => ({ path: `/api/health-goals/${await f.freshHealthGoal()}` }),
    status: adminOnly(204),
  },
  'GET /api/me/health-goals': {
    request: () => ({ path: '/api/me/health-goals' }),
    status: members(200),
  },
  'PUT /api/me/health-goals': {
    request: async (f) => ({
      path: '/api/me/health-goals',
      body: { goal_ids: [await f.freshHealthGoal()] },
    }),
    status: members(200),
  },
  'GET /api/me/health-goals/stats': {
    request: () => ({ path: '/api/me/health-goals/stats' }),
    status: members(200),
  },
  'POST /api/nutrition/estimate': {
    request: () => ({ path: '/api/nutrition/estimate', body: { ingredients: ['1 egg'] } }),
    status: members(200),
  },
  'GET /api/nutrition/providers': {
    request: () => ({ path: '/api/nutrition/providers' }),
    status: everyone(200),
  },
  'GET /api/foods/search': {
    request: () => ({ path: '/api/foods/search?q=egg' }),
    status: everyone(200),
  },
  // Images. The matrix's app has no storage folder and no provider keys: uploads are refused by
  // their body (a JSON body is no multipart file), the provider routes say they are not set up.
  'POST /api/images': {
    request: () => ({ path: '/api/images', body: {} }),
    status: members(400),
  },
  'GET /api/images/providers': {
    request: () => ({ path: '/api/images/providers' }),
    status: members(200),
  },
  'GET /api/images/stock': {
    request: () => ({ path: '/api/images/stock?q=soup' }),
    status: members(404),
  },
  'POST /api/images/generate': {
    request: () => ({ path: '/api/images/generate', body: { title: 'Matrix Muffins' } }),
    status: members(404),
  },
  // Copying a picture from the web: a private address, refused before any fetch (members 400).
  'POST /api/images/from-url': {
    request: () => ({
      path: '/api/images/from-url',
      body: { url: 'http://169.254.169.254/latest/meta-data/' },
    }),
    status: members(400),
  },
  'POST /api/images/generated': {
    request: () => ({
      path: '/api/images/generated',
      body: {
        data_url: `data:image/png;base64,${Buffer.from('not a picture').toString('base64')}`,
      },
    }),
    status: members(400),
  },
  'DELETE /api/images/{path}': {
    request: async (f) => ({
      path: `/api/images/${encodeURIComponent(await f.freshOwnedImage())}`,
    }),
    status: ownerOnly(204, 403),
  },
  // Cooking sessions are the owner's alone: another member (admin too) gets 404, so ids don't leak.
  'POST /api/cooking/sessions': {
    request: (f) => ({ path: '/api/cooking/sessions', body: { recipe_id: f.privateRecipe.id } }),
    status: ownerOnly(201, 404),
  },
  'GET /api/cooking/sessions/current': {
    request: () => ({ path: '/api/cooking/sessions/current' }),
    status: members(200),
  },
  'PATCH /api/cooking/sessions/{id}': {
    request: async (f) => ({
      path: `/api/cooking/sessions/${await f.freshCookingSession()}`,
      body: { current_step_index: 0 },
    }),
    status: ownerOnly(200, 404),
  },
  'DELETE /api/cooking/sessions/{id}': {
    request: async (f) => ({ path: `/api/cooking/sessions/${await f.freshCookingSession()}` }),
    status: ownerOnly(204, 404),
  },
  'POST /api/cooking/sessions/{id}/finish': {
    request: async (f) => ({
      path: `/api/cooking/sessions/${await f.freshCookingSession()}/finish`,
    }),
    status: ownerOnly(200, 404),
  },
  // Each member lists only their own cooks; of someone else's private recipe, an empty list.
  'GET /api/me/cooks': {
    request: (f) => ({ path: `/api/me/cooks?recipe_id=${f.privateRecipe.id}` }),
    status: members(200),
  },
  // The food diary is each member's own: reads answer the caller's own days (the owner's entries,
  // logged from the private recipe, never show to anyone else); another's entry is 404.
  'GET /api/diary': {
    request: () => ({ path: `/api/diary?date=${DIARY_DAY}` }),
    status: members(200),
  },
  'GET /api/diary/summary': {
    request: () => ({ path: `/api/diary/summary?from=${DIARY_DAY}&to=${DIARY_DAY}` }),
    status: members(200),
  },
  'GET /api/diary/recent': {
    request: () => ({ path: '/api/diary/recent' }),
    status: members(200),
  },
  'GET /api/diary/export.csv': {
    request: () => ({ path: '/api/diary/export.csv' }),
    status: members(200),
  },
  'POST /api/diary': {
    request: () => ({
      path: '/api/diary',
      body: { date: DIARY_DAY, meal_type: 'snack', food_name: 'Matrix apple', calories: 80 },
    }),
    status: members(201),
  },
  'POST /api/diary/from-recipe': {
    request: (f) => ({
      path: '/api/diary/from-recipe',
      body: { recipe_id: f.privateRecipe.id, date: DIARY_DAY, meal_type: 'dinner', servings: 2 },
    }),
    status: ownerOnly(201, 404),
  },
  'POST /api/diary/copy': {
    request: () => ({
      path: '/api/diary/copy',
      body: { from_date: DIARY_DAY, to_date: '2026-03-02' },
    }),
    status: members(200),
  },
  'PATCH /api/diary/{id}': {
    request: async (f) => ({
      path: `/api/diary/${await f.freshDiaryEntry()}`,
      body: { calories: 321 },
    }),
    status: ownerOnly(200, 404),
  },
  'DELETE /api/diary/{id}': {
    request: async (f) => ({ path: `/api/diary/${await f.freshDiaryEntry()}` }),
    status: ownerOnly(204, 404),
  },
  'GET /api/me/nutrition-settings': {
    request: () => ({ path: '/api/me/nutrition-settings' }),
    status: members(200),
  },
  'PUT /api/me/nutrition-settings': {
    request: () => ({ path: '/api/me/nutrition-settings', body: NUTRITION_DEFAULTS }),
    status: members(200),
  },
  // The grocery list is each member's own: reads and adds answer the caller's own list (the
  // owner's lines, sourced from the private recipe, never show to anyone else); another's line is
  // 404, and so is someone else's private recipe.
  'GET /api/grocery-list': {
    request: () => ({ path: '/api/grocery-list' }),
    status: members(200),
  },
  'POST /api/grocery-list/items': {
    request: () => ({ path: '/api/grocery-list/items', body: { name: 'Matrix milk', amount: 1 } }),
    status: members(201),
  },
  'PATCH /api/grocery-list/items/{id}': {
    request: async (f) => ({
      path: `/api/grocery-list/items/${await f.freshGroceryItem()}`,
      body: { checked: true },
    }),
    status: ownerOnly(200, 404),
  },
  'DELETE /api/grocery-list/items/{id}': {
    request: async (f) => ({ path: `/api/grocery-list/items/${await f.freshGroceryItem()}` }),
    status: ownerOnly(204, 404),
  },
  'DELETE /api/grocery-list/checked': {
    request: () => ({ path: '/api/grocery-list/checked' }),
    status: members(204),
  },
  'POST /api/grocery-list/from-recipes': {
    request: (f) => ({
      path: '/api/grocery-list/from-recipes',
      body: { recipes: [{ recipe_id: f.privateRecipe.id, servings: 2 }] },
    }),
    status: ownerOnly(201, 404),
  },
  // The owner's private plan (of the private recipe): 404 to anyone else, as reading it is.
  'POST /api/grocery-list/from-meal-plan/{id}': {
    request: (f) => ({ path: `/api/grocery-list/from-meal-plan/${f.privatePlan}` }),
    status: ownerOnly(201, 404),
  },
  // Progress is each member's own: every read answers the caller's own progress; another's
  // challenge is 404 and another's event or achievement ids are silently ignored.
  'GET /api/me/progress': {
    request: () => ({ path: '/api/me/progress' }),
    status: members(200),
  },
  'GET /api/me/progress/events': {
    request: () => ({ path: '/api/me/progress/events?unseen=false' }),
    status: members(200),
  },
  'POST /api/me/progress/seen': {
    request: () => ({
      path: '/api/me/progress/seen',
      body: { ids: ['00000000-0000-4000-8000-000000000000'] },
    }),
    status: members(204),
  },
  'GET /api/me/progress/history': {
    request: () => ({ path: '/api/me/progress/history?days=30' }),
    status: members(200),
  },
  // Credits are each member's own: the read answers the caller's balance and ledger only.
  'GET /api/me/credits': {
    request: () => ({ path: '/api/me/credits' }),
    status: members(200),
  },
  'GET /api/me/challenges': {
    request: () => ({ path: '/api/me/challenges' }),
    status: members(200),
  },
  'POST /api/me/challenges/{id}/complete': {
    request: (f) => ({ path: `/api/me/challenges/${f.ownerChallenge}/complete` }),
    status: ownerOnly(200, 404),
  },
  'POST /api/me/achievements/seen': {
    request: () => ({ path: '/api/me/achievements/seen', body: { ids: ['first_recipe'] } }),
    status: members(204),
  },
  // Meal plans: public ones are readable by anyone (guests too); a private plan is its author's
  // alone — another member and an admin get 404; `scope=mine` lists only the caller's own.
  'GET /api/meal-plans': {
    request: () => ({ path: '/api/meal-plans?scope=mine&limit=100' }),
    status: members(200),
  },
  'GET /api/meal-plans/popular': {
    request: () => ({ path: '/api/meal-plans/popular?limit=20' }),
    status: everyone(200),
  },
  'POST /api/meal-plans': {
    request: () => ({ path: '/api/meal-plans', body: { title: 'Matrix New Week' } }),
    status: members(201),
  },
  'GET /api/meal-plans/{id}': {
    request: (f) => ({ path: `/api/meal-plans/${f.privatePlan}` }),
    status: ownerOnly(200, 404, 404),
  },
  'PATCH /api/meal-plans/{id}': {
    request: (f) => ({
      path: `/api/meal-plans/${f.privatePlan}`,
      body: { description: 'Changed.' },
    }),
    status: ownerOnly(200, 404),
  },
  'DELETE /api/meal-plans/{id}': {
    request: async (f) => ({ path: `/api/meal-plans/${await f.freshPrivatePlan()}` }),
    status: ownerOnly(204, 404),
  },
  'GET /api/meal-plans/{id}/summary': {
    request: (f) => ({ path: `/api/meal-plans/${f.privatePlan}/summary` }),
    status: ownerOnly(200, 404, 404),
  },
  'POST /api/meal-plans/{id}/copy': {
    request: (f) => ({ path: `/api/meal-plans/${f.privatePlan}/copy` }),
    status: ownerOnly(201, 404),
  },
  // Cookbooks: the list is each member's own; one cookbook reads to anyone when public (its owner's
  // private recipe left out), a private one is 404 to all but its owner; only the owner changes one.
  // Recipe import reads a pasted text here (no fetch); any member, never a guest.
  'POST /api/recipes/import': {
    request: () => ({
      path: '/api/recipes/import',
      body: { text: 'Matrix Toast\n2 slices bread\nToast the bread.' },
    }),
    status: members(200),
  },
  // Inspirations (the bundled catalogue here): anyone browses; saving a copy is for members.
  'GET /api/inspiration/random': {
    request: () => ({ path: '/api/inspiration/random?count=2' }),
    status: everyone(200),
  },
  'GET /api/inspiration/categories': {
    request: () => ({ path: '/api/inspiration/categories' }),
    status: everyone(200),
  },
  'GET /api/inspiration/categories/{name}': {
    request: () => ({ path: '/api/inspiration/categories/Dessert' }),
    status: everyone(200),
  },
  'GET /api/inspiration/images/{file}': {
    request: () => ({ path: '/api/inspiration/images/mise-dessert-1.svg' }),
    status: everyone(200),
  },
  'POST /api/inspiration/{id}/save': {
    request: () => ({ path: '/api/inspiration/mise-dessert-2/save' }),
    status: members(201),
  },
  // Recipe ideas: any member (public recipes and their own), never a guest; generate has no AI
  // provider in this suite, so a member's call is the designed 503 (nothing spent).
  'POST /api/ideas': {
    request: () => ({ path: '/api/ideas', body: { ingredients: ['garlic', 'onion'] } }),
    status: members(200),
  },
  'POST /api/ideas/generate': {
    request: () => ({ path: '/api/ideas/generate', body: { ingredients: ['garlic'] } }),
    status: members(503),
  },
  'GET /api/collections': {
    request: (f) => ({ path: `/api/collections?recipe_id=${f.privateRecipe.id}` }),
    status: members(200),
  },
  'POST /api/collections': {
    request: () => ({ path: '/api/collections', body: { name: 'Matrix Cookbook' } }),
    status: members(201),
  },
  'GET /api/collections/{id}': {
    request: async (f) => ({ path: `/api/collections/${await f.freshCookbook()}` }),
    status: ownerOnly(200, 404, 404),
  },
  'PATCH /api/collections/{id}': {
    request: async (f) => ({
      path: `/api/collections/${await f.freshCookbook()}`,
      body: { description: 'Changed.' },
    }),
    status: ownerOnly(200, 404),
  },
  'DELETE /api/collections/{id}': {
    request: async (f) => ({ path: `/api/collections/${await f.freshCookbook()}` }),
    status: ownerOnly(204, 404),
  },
  'PUT /api/collections/{id}/recipes/{recipe_id}': {
    request: async (f) => ({
      path: `/api/collections/${await f.freshCookbook()}/recipes/${f.publicRecipe.id}`,
    }),
    status: ownerOnly(200, 404),
  },
  'DELETE /api/collections/{id}/recipes/{recipe_id}': {
    request: async (f) => ({
      path: `/api/collections/${await f.freshCookbook()}/recipes/${f.privateRecipe.id}`,
    }),
    status: ownerOnly(204, 404),
  },
  'PUT /api/collections/{id}/order': {
    request: async (f) => ({
      path: `/api/collections/${await f.freshCookbook()}/order`,
      body: { recipe_ids: [f.privateRecipe.id] },
    }),
    status: ownerOnly(200, 404),
  },
  // The cooking assistant: members only; a question about a recipe needs a recipe the member may
  // see; conversations are their owner's alone (404 to everyone else, admins included).
  'POST /api/chat': {
    request: (f) => ({
      path: '/api/chat',
      body: {
        messages: [{ role: 'user', content: 'how many ml is 2 tbsp?' }],
        recipe_id: f.privateRecipe.id,
        helper: 'local',
      },
    }),
    status: ownerOnly(200, 404),
  },
  'GET /api/chat/conversations': {
    request: () => ({ path: '/api/chat/conversations' }),
    status: members(200),
  },
  'GET /api/chat/conversations/{id}': {
    request: async (f) => ({ path: `/api/chat/conversations/${await f.freshConversation()}` }),
    status: ownerOnly(200, 404),
  },
  'DELETE /api/chat/conversations/{id}': {
    request: async (f) => ({ path: `/api/chat/conversations/${await f.freshConversation()}` }),
    status: ownerOnly(204, 404),
  },
  // Contests: anyone reads them; admins create and edit; a member enters their own recipe (someone
  // else's public one: 403), withdraws their own entry, votes for someone else's (their own: 403).
  'GET /api/contests': {
    request: () => ({ path: '/api/contests?status=active&limit=50' }),
    status: everyone(200),
  },
  'GET /api/contests/{id}': {
    request: async (f) => ({ path: `/api/contests/${(await f.freshOwnerEntry()).contest}` }),
    status: everyone(200),
  },
  'GET /api/contests/{id}/entries': {
    request: async (f) => ({
      path: `/api/contests/${(await f.freshOwnerEntry()).contest}/entries?limit=100`,
    }),
    status: everyone(200),
  },
  'POST /api/contests': {
    request: () => ({
      path: '/api/contests',
      body: {
        title: 'Matrix Contest',
        starts_at: '2020-01-01T00:00:00Z',
        ends_at: '2099-01-01T00:00:00Z',
      },
    }),
    status: adminOnly(201),
  },
  'PATCH /api/contests/{id}': {
    request: async (f) => ({
      path: `/api/contests/${await f.freshContest()}`,
      body: { theme: 'Changed' },
    }),
    status: adminOnly(200),
  },
  'POST /api/contests/{id}/entries': {
    request: async (f) => ({
      path: `/api/contests/${await f.freshContest()}/entries`,
      body: { recipe_id: f.publicRecipe.id },
    }),
    status: ownerOnly(201, 403),
  },
  'DELETE /api/contests/{id}/entries/{entry_id}': {
    request: async (f) => {
      const { contest, entry } = await f.freshOwnerEntry();
      return { path: `/api/contests/${contest}/entries/${entry}` };
    },
    status: ownerOnly(204, 403),
  },
  'POST /api/contests/{id}/entries/{entry_id}/vote': {
    request: async (f) => {
      const { contest, entry } = await f.freshOwnerEntry();
      return { path: `/api/contests/${contest}/entries/${entry}/vote` };
    },
    status: { guest: 401, owner: 403, other: 200, admin: 200 },
  },
  'DELETE /api/contests/{id}/entries/{entry_id}/vote': {
    request: async (f) => {
      const { contest, entry } = await f.freshOwnerEntry();
      return { path: `/api/contests/${contest}/entries/${entry}/vote` };
    },
    status: members(200),
  },
  'GET /api/me/contest-entries': {
    request: () => ({ path: '/api/me/contest-entries' }),
    status: members(200),
  },
};

/** Writes on a public recipe by someone who can see it but does not own it: 403, never success. */
const publicWrites: Array<[string, string, (f: Fixtures) => string, unknown]> = [
  [
    'PATCH',
    'PATCH /api/recipes/{id}',
    (f) => `/api/recipes/${f.publicRecipe.id}`,
    { title: 'Hijacked' },
  ],
  [
    'PUT',
    'PUT /api/recipes/{id}/ingredients',
    (f) => `/api/recipes/${f.publicRecipe.id}/ingredients`,
    { ingredients: [] },
  ],
  [
    'PUT',
    'PUT /api/recipes/{id}/steps',
    (f) => `/api/recipes/${f.publicRecipe.id}/steps`,
    { steps: [] },
  ],
  [
    'PUT',
    'PUT /api/recipes/{id}/nutrition',
    (f) => `/api/recipes/${f.publicRecipe.id}/nutrition`,
    { nutritional_info: null },
  ],
  [
    'PUT',
    'PUT /api/recipes/{id}/health-goals',
    (f) => `/api/recipes/${f.publicRecipe.id}/health-goals`,
    { health_goals: [] },
  ],
  ['DELETE', 'DELETE /api/recipes/{id}', (f) => `/api/recipes/${f.publicRecipe.id}`, undefined],
];

/** Writes on the owner's public cookbook by a member who can read it: 403, and it stays as it was. */
const publicCookbookWrites: Array<[string, (f: Fixtures) => string, unknown]> = [
  ['PATCH', (f) => `/api/collections/${f.publicCookbook}`, { name: 'Hijacked' }],
  ['DELETE', (f) => `/api/collections/${f.publicCookbook}`, undefined],
  ['PUT', (f) => `/api/collections/${f.publicCookbook}/recipes/${f.publicRecipe.id}`, undefined],
  ['DELETE', (f) => `/api/collections/${f.publicCookbook}/recipes/${f.publicRecipe.id}`, undefined],
  ['PUT', (f) => `/api/collections/${f.publicCookbook}/order`, { recipe_ids: [] }],
];

describe('authorization matrix', () => {
  const suite = setUpTestApp();
  const cookies: Partial<Record<Role, string>> = {};
  let ownerEmail = '';
  let fixtures: Fixtures;
  let documented: string[] = [];

  beforeAll(async () => {
    const owner = await signUp(suite.app);
    const other = await signUp(suite.app);
    const admin = await signUp(suite.app);
    await suite.services.roles.change('grant', admin.email);
    Object.assign(cookies, { owner: owner.cookie, other: other.cookie, admin: admin.cookie });
    ownerEmail = owner.email;
    OWNER_EMAIL.value = owner.email;
    const create = async (body: unknown) =>
      (await (
        await call(suite.app, 'POST', '/api/recipes', { cookie: owner.cookie, body })
      ).json()) as Recipe;
    const ownerId = (
      (await (await call(suite.app, 'GET', '/api/me', { cookie: owner.cookie })).json()) as {
        user: { id: string };
      }
    ).user.id;
    let imageCount = 0;
    let goalCount = 0;
    const newGoalName = () => {
      goalCount += 1;
      return `Matrix Goal ${goalCount}`;
    };
    const privateRecipe = await create({
      ...recipeBody,
      title: 'Matrix Private Pie',
      is_public: false,
      // Nutrition to log it in the diary with (the matrix's database has no food table to estimate).
      nutritional_info: { calories: 300, protein: 6 },
    });
    const createPlan = async (body: unknown) =>
      (
        (await (
          await call(suite.app, 'POST', '/api/meal-plans', { cookie: owner.cookie, body })
        ).json()) as { id: string }
      ).id;
    const publicRecipe = await create({
      ...recipeBody,
      title: 'Matrix Public Pie',
      is_public: true,
    });
    const privateWeek = {
      title: 'Matrix Private Week',
      is_public: false,
      recipes: [privateRecipe.id],
      schedule: [{ recipe_id: privateRecipe.id, day: 0, meal_type: 'lunch', servings: 2 }],
    };
    fixtures = {
      privatePlan: await createPlan(privateWeek),
      // Holding the owner's private recipe too: nobody else may learn its id through the plan.
      publicPlan: await createPlan({
        title: 'Matrix Public Week',
        recipes: [publicRecipe.id, privateRecipe.id],
        schedule: [
          { recipe_id: publicRecipe.id, day: 1, meal_type: 'dinner', servings: 1 },
          { recipe_id: privateRecipe.id, day: 2, meal_type: 'dinner', servings: 1 },
        ],
      }),
      freshPrivatePlan: () => createPlan(privateWeek),
      freshOwnedImage: async () => {
        imageCount += 1;
        const stem = `${String(1767225600000 + imageCount)}-matrixmatrix${String(imageCount).padStart(4, '0')}`;
        // Recorded as the owner's; the file itself need not exist for its deletion to be allowed.
        await suite.database.db.insert(images).values({
          path: `images/${stem}.png`,
          thumb_path: `images/${stem}-thumb.png`,
          user_id: ownerId,
          content_type: 'image/png',
          size_bytes: 1,
          width: 1,
          height: 1,
        });
        return `images/${stem}.png`;
      },
      privateRecipe,
      publicRecipe,
      freshCookingSession: async () => {
        const response = await call(suite.app, 'POST', '/api/cooking/sessions', {
          cookie: owner.cookie,
          body: { recipe_id: privateRecipe.id },
        });
        return ((await response.json()) as { id: string }).id;
      },
      freshDiaryEntry: async () => {
        const response = await call(suite.app, 'POST', '/api/diary/from-recipe', {
          cookie: owner.cookie,
          body: { recipe_id: privateRecipe.id, date: DIARY_DAY, meal_type: 'lunch' },
        });
        return ((await response.json()) as { id: string }).id;
      },
      freshGroceryItem: async () => {
        // Sent checked, an item is always a line of its own (checked lines are never merged into).
        const response = await call(suite.app, 'POST', '/api/grocery-list/items', {
          cookie: owner.cookie,
          body: { name: 'Matrix flour', amount: 1, unit: 'cup', checked: true },
        });
        return ((await response.json()) as { id: string }).id;
      },
      freshPrivateRecipe: () =>
        create({ ...recipeBody, title: 'Matrix Doomed Pie', is_public: false }),
      freshHealthGoal: async () =>
        (
          await suite.services.healthGoals.create({
            name: newGoalName(),
            description: 'A goal for one call.',
            rule: null,
          })
        ).id,
      newGoalName,
      freshCookbook: async () => {
        const made = await call(suite.app, 'POST', '/api/collections', {
          cookie: owner.cookie,
          body: { name: 'Matrix Private Cookbook' },
        });
        const { id } = (await made.json()) as { id: string };
        await call(suite.app, 'PUT', `/api/collections/${id}/recipes/${privateRecipe.id}`, {
          cookie: owner.cookie,
        });
        return id;
      },
      publicCookbook: '',
      ownerChallenge: '',
      freshConversation: async () => {
        const asked = await call(suite.app, 'POST', '/api/chat', {
          cookie: owner.cookie,
          body: {
            messages: [{ role: 'user', content: 'Matrix question: 350 F in C?' }],
            recipe_id: privateRecipe.id,
            helper: 'local',
          },
        });
        await asked.text();
        return asked.headers.get('x-conversation-id')!;
      },
      freshContest: async () => {
        const made = await call(suite.app, 'POST', '/api/contests', {
          cookie: admin.cookie,
          body: {
            title: 'Matrix Contest',
            starts_at: '2020-01-01T00:00:00Z',
            ends_at: '2099-01-01T00:00:00Z',
          },
        });
        return ((await made.json()) as { id: string }).id;
      },
      freshOwnerEntry: async () => {
        const contest = await fixtures.freshContest();
        const entered = await call(suite.app, 'POST', `/api/contests/${contest}/entries`, {
          cookie: owner.cookie,
          body: { recipe_id: publicRecipe.id },
        });
        return { contest, entry: ((await entered.json()) as { id: string }).id };
      },
    };
    const publicCookbook = (await (
      await call(suite.app, 'POST', '/api/collections', {
        cookie: owner.cookie,
        body: { name: 'Matrix Public Cookbook', is_public: true },
      })
    ).json()) as { id: string };
    for (const recipe of [fixtures.publicRecipe, privateRecipe])
      await call(suite.app, 'PUT', `/api/collections/${publicCookbook.id}/recipes/${recipe.id}`, {
        cookie: owner.cookie,
      });
    fixtures.publicCookbook = publicCookbook.id;
    const progress = (await (
      await call(suite.app, 'GET', '/api/me/progress', { cookie: owner.cookie })
    ).json()) as { daily_challenges: { id: string }[] };
    fixtures.ownerChallenge = progress.daily_challenges[0]!.id;
    // Completed already, so the owner's call answers 200 whatever the day's actions were.
    await suite.database.db
      .update(user_daily_challenges)
      .set({ completed: true, completed_at: new Date() })
      .where(eq(user_daily_challenges.id, fixtures.ownerChallenge));
    const doc = (await (await call(suite.app, 'GET', '/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
  });

  it('has a row for every documented route, and no row for a route that does not exist', () => {
    expect(
      documented.filter((route) => !(route in table)),
      'routes missing from the matrix',
    ).toEqual([]);
    expect(
      Object.keys(table).filter((route) => !documented.includes(route)),
      'rows for unknown routes',
    ).toEqual([]);
  });

  it.each(Object.keys(table))(
    '%s answers each role as it should and leaks nothing private',
    async (route) => {
      const row = table[route]!;
      const method = route.split(' ')[0]!;
      for (const role of roles) {
        const { path, body } = await row.request(fixtures, role);
        const response = await call(suite.app, method, path, {
          ...(cookies[role] ? { cookie: cookies[role] } : {}),
          ...(body !== undefined ? { body } : {}),
        });
        expect(response.status, `${route} as ${role}`).toBe(row.status[role]);
        if (role === 'owner') continue;
        const text = await response.text();
        expect(text, `${route} as ${role} shows the owner's private recipe`).not.toContain(
          fixtures.privateRecipe.id,
        );
        expect(text, `${route} as ${role} shows the owner's private recipe`).not.toContain(
          'Matrix Private Pie',
        );
        expect(text, `${route} as ${role} shows the owner's private plan`).not.toContain(
          'Matrix Private Week',
        );
        expect(text, `${route} as ${role} shows the owner's e-mail`).not.toContain(ownerEmail);
        expect(text).not.toMatch(/"password"|"token"/);
      }
    },
  );

  it.each(publicCookbookWrites)(
    '%s on the owner’s public cookbook by another member or admin is forbidden',
    async (method, path, body) => {
      for (const role of ['other', 'admin'] as const) {
        const response = await call(suite.app, method, path(fixtures), {
          cookie: cookies[role]!,
          ...(body !== undefined ? { body } : {}),
        });
        expect(response.status, `${method} as ${role}`).toBe(403);
      }
      const seen = await call(suite.app, 'GET', `/api/collections/${fixtures.publicCookbook}`, {
        cookie: cookies.other!,
      });
      const text = await seen.text();
      expect(text).toContain('Matrix Public Cookbook');
      // The other member sees the public recipe in it, never the owner's private one.
      expect(text).toContain(fixtures.publicRecipe.id);
      expect(text).not.toContain(fixtures.privateRecipe.id);
    },
  );

  it.each(publicWrites)(
    '%s on a public recipe by another member or admin is forbidden (%s)',
    async (method, _route, path, body) => {
      for (const role of ['other', 'admin'] as const) {
        const response = await call(suite.app, method, path(fixtures), {
          cookie: cookies[role]!,
          ...(body !== undefined ? { body } : {}),
        });
        expect(response.status, `${method} as ${role}`).toBe(403);
      }
      const after = (await (
        await call(suite.app, 'GET', `/api/recipes/${fixtures.publicRecipe.id}`)
      ).json()) as Recipe;
      expect(after.title).toBe('Matrix Public Pie');
      expect(after.ingredients).toHaveLength(1);
    },
  );

  it('a public meal plan never shows its author’s private recipe to anyone else', async () => {
    const paths = [
      `/api/meal-plans/${fixtures.publicPlan}`,
      `/api/meal-plans/${fixtures.publicPlan}/summary`,
      '/api/meal-plans?scope=public&limit=100',
      '/api/meal-plans/popular?limit=20',
    ];
    for (const role of ['guest', 'other', 'admin'] as const) {
      for (const path of paths) {
        const response = await call(suite.app, 'GET', path, {
          ...(cookies[role] ? { cookie: cookies[role] } : {}),
        });
        expect(response.status, `${path} as ${role}`).toBe(200);
        const text = await response.text();
        expect(text, `${path} as ${role}`).toContain(fixtures.publicRecipe.id);
        expect(text, `${path} as ${role}`).not.toContain(fixtures.privateRecipe.id);
      }
    }
    // The owner still sees the plan as stored.
    const own = await call(suite.app, 'GET', paths[0]!, { cookie: cookies.owner! });
    expect(await own.text()).toContain(fixtures.privateRecipe.id);
  });

  it('PATCH and DELETE of a public meal plan by another member or admin are forbidden', async () => {
    const path = `/api/meal-plans/${fixtures.publicPlan}`;
    for (const role of ['other', 'admin'] as const) {
      for (const [method, body] of [
        ['PATCH', { title: 'Hijacked' }],
        ['DELETE', undefined],
      ] as const) {
        const response = await call(suite.app, method, path, {
          cookie: cookies[role]!,
          ...(body !== undefined ? { body } : {}),
        });
        expect(response.status, `${method} as ${role}`).toBe(403);
      }
    }
    const after = (await (await call(suite.app, 'GET', path)).json()) as {
      title: string;
      recipes: string[];
    };
    expect(after.title).toBe('Matrix Public Week');
    expect(after.recipes).toEqual([fixtures.publicRecipe.id]);
  });
});
