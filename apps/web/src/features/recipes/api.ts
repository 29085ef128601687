import {
  FoodSearchResultSchema,
  HealthGoalListSchema,
  NutritionEstimateSchema,
  NutritionProvidersSchema,
  RecipeImportResponseSchema,
  RecipeSchema,
  StoredImageSchema,
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
import { recipeKeys, recipePath } from './read-api';

/*
 * Recipe writes, nutrition and the health-goal catalogue, checked with core's zod schemas. What the
 * browse and recipe pages read is in read-api.ts, without zod.
 */
export const healthGoalsKey = ['health-goals'] as const;

/** GET /api/health-goals — the public catalogue behind the health-goal chips. */
export function useHealthGoals() {
  return useQuery({
    queryKey: healthGoalsKey,
    queryFn: async ({ signal }) =>
      HealthGoalListSchema.parse(await apiRequest<unknown>('/api/health-goals', { signal })).items,
    staleTime: 10 * 60_000,
  });
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
  return RecipeSchema.parse(await apiRequest<unknown>('/api/recipes', { method: 'POST', body }));
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
  return RecipeImportResponseSchema.parse(answer).draft;
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
  return StoredImageSchema.parse(answer);
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

const sendRecipe = async (path: string, method: 'PATCH' | 'PUT', body: unknown): Promise<Recipe> =>
  RecipeSchema.parse(await apiRequest<unknown>(path, { method, body }));

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
  return NutritionEstimateSchema.parse(
    await apiRequest<unknown>('/api/nutrition/estimate', {
      method: 'POST',
      body,
      timeoutMs: ESTIMATE_TIMEOUT_MS,
    }),
  );
}

/** GET /api/nutrition/providers — whether the AI estimate is offered; fetched when asked for. */
export function useNutritionProviders(enabled: boolean) {
  return useQuery({
    queryKey: ['nutrition', 'providers'],
    queryFn: async ({ signal }) =>
      NutritionProvidersSchema.parse(
        await apiRequest<unknown>('/api/nutrition/providers', { signal }),
      ),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** GET /api/foods/search — the food reference, for correcting an ingredient's match. */
export async function searchFoods(q: string, limit = 8): Promise<FoodReference[]> {
  const params = new URLSearchParams({ q, limit: String(limit) });
  return FoodSearchResultSchema.parse(
    await apiRequest<unknown>(`/api/foods/search?${params.toString()}`),
  ).items;
}
