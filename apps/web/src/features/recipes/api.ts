import {
  FoodSearchResultSchema,
  HealthGoalListSchema,
  NutritionEstimateSchema,
  NutritionProvidersSchema,
  RecipeListSchema,
  RecipeSchema,
  type FoodReference,
  type IngredientInput,
  type NutritionEstimateRequest,
  type NutritionEstimateResponse,
  type NutritionalInfo,
  type Recipe,
  type RecipeCreate,
  type RecipeList,
  type RecipePatch,
  type StepInput,
} from '@mise/core';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { hasEarlyResponse } from '../../lib/early-responses';

/** What the browse screen filters by; every field is a URL query parameter too. */
export interface RecipeFilters {
  q: string;
  cuisine: string;
  complexity: string;
  diet: string;
  max_time: string;
}

export const filterKeys = ['q', 'cuisine', 'complexity', 'diet', 'max_time'] as const;

export const RECIPES_PAGE_SIZE = 20;

/**
 * Every recipe query starts with 'recipes' so one invalidation refreshes lists, details and the home
 * page's trending and featured lists (which use ['recipes', 'trending'] and ['recipes', 'featured']).
 */
export const recipeKeys = {
  all: ['recipes'] as const,
  lists: () => [...recipeKeys.all, 'list'] as const,
  list: (filters: RecipeFilters) => [...recipeKeys.lists(), filters] as const,
  detail: (id: string) => [...recipeKeys.all, 'detail', id] as const,
};
export const healthGoalsKey = ['health-goals'] as const;

export const recipePath = (id: string) => `/api/recipes/${encodeURIComponent(id)}`;

export function recipesSearchParams(filters: RecipeFilters, cursor?: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  params.set('limit', String(RECIPES_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return params;
}

export async function fetchRecipes(
  filters: RecipeFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<RecipeList> {
  const body = await apiRequest<unknown>(
    `/api/recipes?${recipesSearchParams(filters, cursor).toString()}`,
    { signal },
  );
  return RecipeListSchema.parse(body);
}

export function recipesInfiniteQueryOptions(filters: RecipeFilters) {
  return infiniteQueryOptions({
    queryKey: recipeKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchRecipes(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** GET /api/recipes — one request per page; each item carries its ingredients and steps. */
export function useRecipes(filters: RecipeFilters) {
  return useInfiniteQuery(recipesInfiniteQueryOptions(filters));
}

export async function fetchRecipe(id: string, signal?: AbortSignal): Promise<Recipe> {
  return RecipeSchema.parse(await apiRequest<unknown>(recipePath(id), { signal }));
}

export function recipeQueryOptions(id: string) {
  return queryOptions({
    queryKey: recipeKeys.detail(id),
    queryFn: ({ signal }) => fetchRecipe(id, signal),
  });
}

export function useRecipe(id: string) {
  return useQuery(recipeQueryOptions(id));
}

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

export async function deleteRecipe(id: string): Promise<void> {
  await apiRequest<unknown>(recipePath(id), { method: 'DELETE' });
}

/**
 * DELETE /api/recipes/:id. Lists refetch; the page forgets the deleted recipe's detail once it has
 * navigated away (`forgetRecipe`), so the open page does not refetch it and flash "not found".
 */
export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: recipeKeys.all,
        predicate: (query) => query.queryKey[1] !== 'detail',
      }),
  });
}

export function forgetRecipe(queryClient: QueryClient, id: string): void {
  queryClient.removeQueries({ queryKey: recipeKeys.detail(id) });
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

/**
 * First page load only: the browse page's first list page into the cache before it renders, when
 * index.html's early script already asked for it (see `PagePrimer` in app/routes.tsx).
 */
export function primeRecipes(queryClient: QueryClient, filters: RecipeFilters) {
  if (!hasEarlyResponse(`/api/recipes?${recipesSearchParams(filters).toString()}`))
    return undefined;
  return queryClient.prefetchInfiniteQuery(recipesInfiniteQueryOptions(filters));
}

/** First page load only: a recipe into the cache before its page renders (as `primeRecipes`). */
export function primeRecipe(queryClient: QueryClient, id: string) {
  if (!hasEarlyResponse(recipePath(id))) return undefined;
  return queryClient.prefetchQuery(recipeQueryOptions(id));
}
