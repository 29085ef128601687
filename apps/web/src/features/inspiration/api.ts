import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { hasEarlyResponse } from '../../lib/early-responses';
import { recipeOf } from '../../lib/recipe-answers';
import { inspirationCategoriesOf, inspirationMealsOf } from './answers';

/** The random picks are the first choice of the dropdown, not a category. */
export const RANDOM_PICKS = '';

export const inspirationKeys = {
  all: ['inspiration'] as const,
  categories: ['inspiration', 'categories'] as const,
  meals: (category: string) => ['inspiration', 'meals', category] as const,
};

// The server's default count is spec-1 §9's six; asking without it keeps core's contract module (and
// zod with it) out of the home page's chunk.
const mealsPath = (category: string) =>
  category === RANDOM_PICKS
    ? '/api/inspiration/random'
    : `/api/inspiration/categories/${encodeURIComponent(category)}`;

/**
 * Six random meals, or a category's first ten. Random picks change on every call, so they are kept
 * until Refresh asks for new ones rather than swapped under the visitor's eyes on a refocus.
 */
export function inspirationMealsQueryOptions(category: string) {
  return queryOptions({
    queryKey: inspirationKeys.meals(category),
    queryFn: async ({ signal }) =>
      inspirationMealsOf(await apiRequest<unknown>(mealsPath(category), { signal })),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useInspirationMeals(category: string) {
  return useQuery(inspirationMealsQueryOptions(category));
}

/**
 * First load of the home page only (see `PagePrimer`): the random picks index.html's early script
 * asked for, into the cache before the page renders, so the cards (and the first picture, the
 * page's largest paint) come with the page's first render.
 */
export function primeInspirations(queryClient: QueryClient): Promise<void> | undefined {
  if (!hasEarlyResponse(mealsPath(RANDOM_PICKS))) return undefined;
  return queryClient.prefetchQuery(inspirationMealsQueryOptions(RANDOM_PICKS));
}

export function useInspirationCategories() {
  return useQuery({
    queryKey: inspirationKeys.categories,
    queryFn: async ({ signal }) =>
      inspirationCategoriesOf(await apiRequest<unknown>('/api/inspiration/categories', { signal })),
    staleTime: 60 * 60_000,
  });
}

/**
 * POST /api/inspiration/:id/save — the meal becomes the member's recipe, titled '… (Saved)'. Every
 * recipe list (keys starting with 'recipes') reloads so it shows there.
 */
export function useSaveInspiration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      recipeOf(
        await apiRequest<unknown>(`/api/inspiration/${encodeURIComponent(id)}/save`, {
          method: 'POST',
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['recipes'] }),
  });
}
