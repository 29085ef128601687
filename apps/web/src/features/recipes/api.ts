import {
  type FoodReference,
  type IngredientInput,
  type NutritionEstimateRequest,
  type NutritionEstimateResponse,
  type NutritionalInfo,
  type Recipe,
  type RecipeCreate,
  type RecipeDraft,
  type RecipeImportRequest,
  type RecipePatch,
  type StepInput,
  type StoredImage,
} from '@mise/core';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { loadRecipeContracts, type RecipeContracts } from './contracts';
import { recipeKeys, recipePath } from './read-api';

/*
 * Recipe writes and nutrition, checked with core's zod schemas (loaded with the forms' check,
 * contracts.ts, while the request runs). What the browse and recipe pages read is in read-api.ts,
 * without zod.
 */

/** An answer (or the request for it) checked with one of the contracts, which load meanwhile. */
async function checked<T>(
  answer: unknown,
  schema: (contracts: RecipeContracts) => { parse: (value: unknown) => T },
): Promise<T> {
  const [body, contracts] = await Promise.all([answer, loadRecipeContracts()]);
  return schema(contracts).parse(body);
}

/** A saved recipe replaces what the cache knew about it; lists and home sections refetch. */
function rememberRecipe(queryClient: QueryClient, recipe: Recipe): Promise<void> {
  queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
  return queryClient.invalidateQueries({
    queryKey: recipeKeys.all,
    predicate: (query) => query.queryKey[1] !== 'detail',
  });
}

export async function createRecipe(body: RecipeCreate): Promise<Recipe> {
  return checked(
    apiRequest<unknown>('/api/recipes', { method: 'POST', body }),
    (c) => c.RecipeSchema,
  );
}

/**
 * POST /api/recipes/import: a draft read from a page or pasted text; nothing is saved. The server
 * may take its own 10 s to fetch the page, so the call waits a little longer than that.
 */
export async function importRecipe(body: RecipeImportRequest): Promise<RecipeDraft> {
  const answer = await apiRequest<unknown>('/api/recipes/import', {
    method: 'POST',
    body,
    timeoutMs: 15_000,
  });
  return (await checked(answer, (c) => c.RecipeImportResponseSchema)).draft;
}

/**
 * POST /api/images/from-url: an imported recipe's picture copied into our storage (by the import's
 * SSRF rules), so the saved recipe does not depend on another site keeping it.
 */
export async function copyImageFromUrl(url: string): Promise<StoredImage> {
  const answer = await apiRequest<unknown>('/api/images/from-url', {
    method: 'POST',
    body: { url },
    timeoutMs: 15_000,
  });
  return checked(answer, (c) => c.StoredImageSchema);
}

export function useImportRecipe() {
  return useMutation({ mutationFn: importRecipe });
}

export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecipe,
    onSuccess: (recipe) => rememberRecipe(queryClient, recipe),
  });
}

/** What the edit screen saves; each part is sent only when present. */
export interface RecipeUpdate {
  patch: RecipePatch;
  ingredients?: IngredientInput[];
  steps?: StepInput[];
  nutrition?: { nutritional_info: NutritionalInfo | null; ai_estimated: boolean };
  health_goals?: string[];
}

const sendRecipe = (path: string, method: 'PATCH' | 'PUT', body: unknown): Promise<Recipe> =>
  checked(apiRequest<unknown>(path, { method, body }), (c) => c.RecipeSchema);

/**
 * PATCH the recipe, then replace ingredients, steps, nutrition and health goals — in that order, each
 * only when given. Resolves with the recipe as the last call returned it.
 */
export async function updateRecipe(id: string, update: RecipeUpdate): Promise<Recipe> {
  const path = recipePath(id);
  let recipe = await sendRecipe(path, 'PATCH', update.patch);
  if (update.ingredients)
    recipe = await sendRecipe(`${path}/ingredients`, 'PUT', { ingredients: update.ingredients });
  if (update.steps) recipe = await sendRecipe(`${path}/steps`, 'PUT', { steps: update.steps });
  if (update.nutrition) recipe = await sendRecipe(`${path}/nutrition`, 'PUT', update.nutrition);
  if (update.health_goals)
    recipe = await sendRecipe(`${path}/health-goals`, 'PUT', {
      health_goals: update.health_goals,
    });
  return recipe;
}

export function useUpdateRecipe(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: RecipeUpdate) => updateRecipe(id, update),
    onSuccess: (recipe) => rememberRecipe(queryClient, recipe),
  });
}

export async function saveNutrition(
  id: string,
  nutritional_info: NutritionalInfo | null,
  ai_estimated = false,
): Promise<Recipe> {
  return sendRecipe(`${recipePath(id)}/nutrition`, 'PUT', { nutritional_info, ai_estimated });
}

export function useSaveNutrition(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    /** `ai_estimated`: the values came from Auto-Calculate (spec-1 §7 saves the flag with them). */
    mutationFn: ({
      info,
      ai_estimated,
    }: {
      info: NutritionalInfo | null;
      ai_estimated?: boolean;
    }) => saveNutrition(id, info, ai_estimated),
    onSuccess: (recipe) => rememberRecipe(queryClient, recipe),
  });
}

/**
 * Above the 10 s every call gets: an AI estimate may take the provider's full 10 s, and the server's
 * own "Request timed out" should be what the cook reads.
 */
const ESTIMATE_TIMEOUT_MS = 15_000;

/** POST /api/nutrition/estimate — per-serving nutrition, with the food and grams behind each line. */
export async function estimateNutrition(
  body: NutritionEstimateRequest,
): Promise<NutritionEstimateResponse> {
  return checked(
    apiRequest<unknown>('/api/nutrition/estimate', {
      method: 'POST',
      body,
      timeoutMs: ESTIMATE_TIMEOUT_MS,
    }),
    (c) => c.NutritionEstimateSchema,
  );
}

/** GET /api/nutrition/providers — whether the AI estimate is offered; fetched when asked for. */
export function useNutritionProviders(enabled: boolean) {
  return useQuery({
    queryKey: ['nutrition', 'providers'],
    queryFn: ({ signal }) =>
      checked(
        apiRequest<unknown>('/api/nutrition/providers', { signal }),
        (c) => c.NutritionProvidersSchema,
      ),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** GET /api/foods/search — the food reference, for correcting an ingredient's match. */
export async function searchFoods(q: string, limit = 8): Promise<FoodReference[]> {
  const params = new URLSearchParams({ q, limit: String(limit) });
  const found = await checked(
    apiRequest<unknown>(`/api/foods/search?${params.toString()}`),
    (c) => c.FoodSearchResultSchema,
  );
  return found.items;
}
