// Shared by the recipe feature's component tests (never imported by the app).
import { vi } from 'vitest';
import type { Ingredient, Recipe, Step } from '@mise/core';

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const notFoundBody = {
  error: { code: 'NOT_FOUND', message: 'Recipe not found' },
};

export interface ApiCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

export type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * `fetch` replaced at the boundary by a same-origin fake: handlers by "METHOD /path" (no query);
 * everything else answers 404. Every call is recorded, in order.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: ApiCall = { method, path: url.pathname, search: url.searchParams, body };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(call) : json(404, notFoundBody);
  });
  return { calls, spy };
}

export function makeIngredient(overrides: Partial<Ingredient> = {}): Ingredient {
  return {
    id: 'ing-1',
    recipe_id: 'r-1',
    name: 'flour',
    quantity: '1/2',
    amount: 0.5,
    unit: 'cup',
    cost: 0,
    optional: false,
    notes: null,
    ...overrides,
  };
}

export function makeStep(overrides: Partial<Step> = {}): Step {
  return {
    id: 'step-1',
    recipe_id: 'r-1',
    step_number: 1,
    instruction: 'Mix everything.',
    time_required: 5,
    tips: null,
    video_url: null,
    ...overrides,
  };
}

export function makeRecipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    id: 'r-1',
    title: 'Pancakes',
    description: 'Fluffy weekend pancakes.',
    image_url: null,
    servings: 4,
    prep_time: 10,
    cook_time: 20,
    cooking_time_minutes: 20,
    complexity: 'easy',
    dietary_restrictions: ['vegetarian'],
    total_cost: 0,
    cost_per_serving: 0,
    author_id: 'u-1',
    user_id: 'u-1',
    is_owner: true,
    is_community: false,
    is_public: true,
    ai_generated: false,
    ai_modified: false,
    ai_estimated: false,
    nutrition_outdated: false,
    nutritional_info: null,
    health_tags: [],
    cuisine: 'American',
    meal_type: 'breakfast',
    equipment_needed: [],
    special_ingredients: [],
    source_url: null,
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    ingredients: [makeIngredient()],
    steps: [makeStep()],
    ...overrides,
  };
}

export const healthGoalsBody = {
  items: [
    { id: 'g-1', name: 'Heart Health', description: 'Less saturated fat and salt.' },
    { id: 'g-2', name: 'Weight Loss', description: 'Fewer calories.' },
  ],
  next_cursor: null,
};
