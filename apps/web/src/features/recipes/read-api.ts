import type { Recipe, RecipeSummaryList } from '@mise/core';
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
import { recipeListOf, recipeOf } from '../../lib/recipe-answers';

/*
 * What the browse and recipe pages read, without zod (see lib/recipe-answers.ts): these pages are
 * where visitors land. Writes, nutrition and the health-goal catalogue are in api.ts.
 */

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
): Promise<RecipeSummaryList> {
  const body = await apiRequest<unknown>(
    `/api/recipes?${recipesSearchParams(filters, cursor).toString()}`,
    { signal },
  );
  return recipeListOf(body);
}

export function recipesInfiniteQueryOptions(filters: RecipeFilters) {
  return infiniteQueryOptions({
    queryKey: recipeKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchRecipes(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** GET /api/recipes — one request per page of recipe summaries (no ingredients or steps). */
export function useRecipes(filters: RecipeFilters) {
  return useInfiniteQuery(recipesInfiniteQueryOptions(filters));
}

export async function fetchRecipe(id: string, signal?: AbortSignal): Promise<Recipe> {
  return recipeOf(await apiRequest<unknown>(recipePath(id), { signal }));
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
