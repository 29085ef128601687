import { useQuery } from '@tanstack/react-query';
import type { Recipe } from '@mise/core';
import { apiRequest } from '../../lib/api-client';
import { recipeOf } from '../../lib/recipe-answers';

/*
 * The recipe being cooked, read with lib's zod-free reader: features do not import each other, so
 * not the recipes feature's useRecipe. The query key is the one the recipes feature gives a recipe
 * (`['recipes', 'detail', id]` in recipes/read-api.ts) on purpose: the same answer of the same
 * endpoint, so a cook coming from the recipe page sees the page at once from the cache, and the
 * recipes feature's invalidations (an edit) refresh this too.
 */

export const cookingRecipeKey = (id: string) => ['recipes', 'detail', id] as const;

export function fetchRecipeToCook(id: string, signal?: AbortSignal): Promise<Recipe> {
  return apiRequest<unknown>(`/api/recipes/${encodeURIComponent(id)}`, { signal }).then(recipeOf);
}

export function useRecipeToCook(id: string) {
  return useQuery({
    queryKey: cookingRecipeKey(id),
    queryFn: ({ signal }) => fetchRecipeToCook(id, signal),
  });
}
