// Shared by the create and edit pages' component tests (never imported by the app): each opens its
// page the same way, as a signed-in member, against a fake API server (test-fixtures.ts).
import { act } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { Recipe } from '@mise/core';
import { toastStore } from '../../../components/ui/toast-store';
import { memberMe, renderWithRouter } from '../../../test-utils/render';
import {
  fakeApi,
  healthGoalsBody,
  json,
  makeRecipe,
  type Handler,
} from '../../../test-utils/recipe-fixtures';
import { RecipeCreatePage } from './recipe-create-page';
import { RecipeEditPage } from './recipe-edit-page';

/**
 * Every test starts with no toasts and the real `fetch` (fakeApi's spy restored). Call once at the
 * top of a test file. (Storage is cleared after every test by test-setup.ts.)
 */
export function resetAfterEachTest() {
  afterEach(() => {
    act(() => toastStore.clear());
    vi.restoreAllMocks();
  });
}

/** What a test's own routes may use: the recipe the server holds now, and a write that keeps it. */
export interface RecipeStore {
  stored: () => Recipe;
  /** Keeps `change` and answers 200 with the whole recipe, as the server does after a write. */
  save: (change: Partial<Recipe>) => Response;
}

type Routes = (store: RecipeStore) => Record<string, Handler>;

/**
 * A server holding one recipe ('r-1') that answers the edit page's reads and writes like the real
 * one: a write is kept and the recipe sent back; saved nutrition is no longer outdated. `routes`
 * adds or replaces answers (a failed save, the server's own reaction to a write).
 */
export function recipeServer(recipe: Recipe, routes: Routes = () => ({})) {
  let current = recipe;
  const store: RecipeStore = {
    stored: () => current,
    save: (change) => {
      current = { ...current, ...change };
      return json(200, current);
    },
  };
  const api = fakeApi({
    'GET /api/health-goals': () => json(200, healthGoalsBody),
    'GET /api/nutrition/providers': () => json(200, { usda: true, ai: false }),
    'GET /api/recipes/r-1': () => json(200, current),
    'PATCH /api/recipes/r-1': ({ body }) => store.save(body as Partial<Recipe>),
    'PUT /api/recipes/r-1/ingredients': () => store.save({}),
    'PUT /api/recipes/r-1/steps': () => store.save({}),
    'PUT /api/recipes/r-1/nutrition': ({ body }) =>
      store.save({
        ...(body as Pick<Recipe, 'nutritional_info' | 'ai_estimated'>),
        nutrition_outdated: false,
      }),
    'PUT /api/recipes/r-1/health-goals': ({ body }) =>
      store.save({ health_tags: (body as { health_goals: string[] }).health_goals }),
    ...routes(store),
  });
  return { ...api, stored: store.stored };
}

/**
 * The edit page of `recipe` (served by recipeServer, with `routes`), opened at
 * `/recipes/r-1/edit` + `hash`. Gives what render gives, and the server's calls and stored recipe.
 */
export function renderEditPage(
  recipe: Recipe = makeRecipe(),
  { hash = '', routes }: { hash?: string; routes?: Routes } = {},
) {
  const server = recipeServer(recipe, routes);
  const rendered = renderWithRouter(<RecipeEditPage />, {
    path: '/recipes/:id/edit',
    initialEntry: `/recipes/r-1/edit${hash}`,
    me: memberMe,
  });
  return { ...rendered, ...server };
}

/**
 * The create page at `entry` (`?template=true` for a template), with a server that creates
 * recipe 'new-1'; `routes` adds or replaces answers. Gives what render gives, and the server's calls.
 */
export function renderCreatePage(entry = '/recipes/create', routes: Record<string, Handler> = {}) {
  const server = fakeApi({
    'GET /api/health-goals': () => json(200, healthGoalsBody),
    'POST /api/recipes': () => json(201, makeRecipe({ id: 'new-1' })),
    ...routes,
  });
  const rendered = renderWithRouter(<RecipeCreatePage />, {
    path: '/recipes/create',
    initialEntry: entry,
    me: memberMe,
  });
  return { ...rendered, ...server };
}
