import type { RecipeList } from '@mise/core';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { hasEarlyResponse } from '../../lib/early-responses';
import { meQueryOptions, useMe } from '../../lib/session';

/** spec-1 §9: home data reloads every 5 minutes. */
export const HOME_REFRESH_MS = 5 * 60_000;
export const TRENDING_LIMIT = 6;

type HomeList = 'trending' | 'featured';

/** The list's items, checked just enough for the cards (see useHomeRecipes on why not zod). */
function itemsOf(body: unknown): RecipeList['items'] {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) throw new Error('The server sent an unexpected answer for recipes.');
  return items as RecipeList['items'];
}

const paths: Record<HomeList, string> = {
  trending: `/api/recipes/trending?limit=${TRENDING_LIMIT}`,
  featured: '/api/recipes/featured',
};

/**
 * Trending or featured recipes. Not parsed with core's zod schema on purpose: the home page is what
 * `/` loads, and zod would add ~35 KB gzip to it; the cards only read a few fields.
 * The key holds the user id so the lists reload when someone signs in (spec-1 §4 Home data), and
 * starts with 'recipes' so saving or deleting a recipe refreshes them.
 */
export function homeRecipesQueryOptions(list: HomeList, userId: string | null) {
  return queryOptions({
    queryKey: ['recipes', list, userId],
    queryFn: async ({ signal }) => itemsOf(await apiRequest<unknown>(paths[list], { signal })),
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
