import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { hasEarlyResponse } from '../../lib/early-responses';
import { recipeListOf } from '../../lib/recipe-answers';
import { popularPlansOf } from './answers';
import { meQueryOptions, useMe } from '../../lib/session';

/** spec-1 §9: home data reloads every 5 minutes. */
export const HOME_REFRESH_MS = 5 * 60_000;
export const TRENDING_LIMIT = 6;

type HomeList = 'trending' | 'featured';

const paths: Record<HomeList, string> = {
  trending: `/api/recipes/trending?limit=${TRENDING_LIMIT}`,
  featured: '/api/recipes/featured',
};

/**
 * Trending or featured recipes, checked by hand rather than with zod (lib/recipe-answers.ts).
 * The key holds the user id so the lists reload when someone signs in (spec-1 §4 Home data), and
 * starts with 'recipes' so saving or deleting a recipe refreshes them.
 */
export function homeRecipesQueryOptions(list: HomeList, userId: string | null) {
  return queryOptions({
    queryKey: ['recipes', list, userId],
    queryFn: async ({ signal }) =>
      recipeListOf(await apiRequest<unknown>(paths[list], { signal })).items,
    refetchInterval: HOME_REFRESH_MS,
    staleTime: 60_000,
  });
}

export function useHomeRecipes(list: HomeList) {
  const { data: me } = useMe();
  return useQuery(homeRecipesQueryOptions(list, me?.user.id ?? null));
}

/**
 * First page load only: both lists into the cache before the home page renders, when index.html's
 * early script already asked for them (see `PagePrimer` in app/routes.tsx).
 */
export async function primeHomeRecipes(queryClient: QueryClient): Promise<void> {
  const lists = (['trending', 'featured'] as const).filter((list) => hasEarlyResponse(paths[list]));
  if (lists.length === 0) return;
  const me = await queryClient.ensureQueryData(meQueryOptions()).catch(() => null);
  await Promise.all(
    lists.map((list) =>
      queryClient.prefetchQuery(homeRecipesQueryOptions(list, me?.user.id ?? null)),
    ),
  );
}

/** spec-1 §2 Home: the three most popular public plans. */
export const HOME_PLANS = 3;

/**
 * Popular public meal plans (most copied, then newest). A guest sees the same list; the key holds
 * the user id so it reloads on sign-in like the rest of the page, and starts with 'meal-plans' so a
 * plan saved elsewhere refreshes it.
 */
export function popularPlansQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['meal-plans', 'popular', HOME_PLANS, userId],
    queryFn: async ({ signal }) =>
      popularPlansOf(
        await apiRequest<unknown>(`/api/meal-plans/popular?limit=${HOME_PLANS}`, { signal }),
      ),
    refetchInterval: HOME_REFRESH_MS,
    staleTime: 60_000,
  });
}

export function usePopularPlans() {
  const { data: me } = useMe();
  return useQuery(popularPlansQueryOptions(me?.user.id ?? null));
}
