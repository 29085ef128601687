import type { Collection, CollectionDetail, CollectionList } from '@mise/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { collectionDetailOf, collectionListOf, collectionOf } from './answers';

/*
 * The cookbooks' calls (api.md "cookbooks"). Every query shares the `collections` prefix: a write
 * reloads the list, the cookbook it touched and any save dialog's marks at once (only those on
 * screen refetch).
 */
export const collectionKeys = {
  all: ['collections'] as const,
  list: (recipeId?: string) => ['collections', 'list', recipeId ?? null] as const,
  detail: (id: string) => ['collections', 'detail', id] as const,
};

/** A page of cookbooks (the API's most); "Show more" follows `next_cursor` for the rest. */
export const COLLECTIONS_PAGE = 100;

const collectionPath = (id: string) => `/api/collections/${encodeURIComponent(id)}`;
const linkPath = (id: string, recipeId: string) =>
  `${collectionPath(id)}/recipes/${encodeURIComponent(recipeId)}`;

/**
 * The member's cookbooks, newest first, a page at a time (`fetchNextPage` while `hasNextPage`);
 * with `recipeId`, each says whether it holds that recipe.
 */
export function useCollections(options: { recipeId?: string; enabled?: boolean } = {}) {
  const { recipeId, enabled = true } = options;
  return useInfiniteQuery({
    queryKey: collectionKeys.list(recipeId),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<CollectionList> => {
      const params = new URLSearchParams({ limit: String(COLLECTIONS_PAGE) });
      if (recipeId) params.set('recipe_id', recipeId);
      if (pageParam) params.set('cursor', pageParam);
      return collectionListOf(
        await apiRequest<unknown>(`/api/collections?${params.toString()}`, { signal }),
      );
    },
    getNextPageParam: (last) => last.next_cursor,
    enabled,
  });
}

export function useCollection(id: string) {
  return useQuery({
    queryKey: collectionKeys.detail(id),
    queryFn: async ({ signal }): Promise<CollectionDetail> =>
      collectionDetailOf(await apiRequest<unknown>(collectionPath(id), { signal })),
  });
}

export interface CollectionFields {
  name: string;
  description: string;
  is_public: boolean;
}

/** A cookbook write that, once done, reloads every cookbook query (it resolves after the reload). */
function useCollectionWrite<V, R>(write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}

export function useCreateCollection() {
  return useCollectionWrite(async (fields: CollectionFields): Promise<Collection> =>
    collectionOf(await apiRequest<unknown>('/api/collections', { method: 'POST', body: fields })),
  );
}

/**
 * Creates a cookbook with the recipe already in it, for the save dialog's "New cookbook": one call
 * (`recipe_ids`), which the server runs in one transaction, so a recipe it cannot save leaves no
 * empty cookbook behind (404 "Recipe not found", nothing made).
 */
export function useCreateWithRecipe() {
  return useCollectionWrite(
    async ({ fields, recipeId }: { fields: CollectionFields; recipeId: string }) =>
      collectionOf(
        await apiRequest<unknown>('/api/collections', {
          method: 'POST',
          body: { ...fields, recipe_ids: [recipeId] },
        }),
      ),
  );
}

export function useUpdateCollection() {
  return useCollectionWrite(
    async ({ id, fields }: { id: string; fields: Partial<CollectionFields> }) =>
      collectionOf(
        await apiRequest<unknown>(collectionPath(id), { method: 'PATCH', body: fields }),
      ),
  );
}

export function useDeleteCollection() {
  return useCollectionWrite((id: string) =>
    apiRequest<void>(collectionPath(id), { method: 'DELETE' }),
  );
}

export function useAddToCollection() {
  return useCollectionWrite(async ({ id, recipeId }: { id: string; recipeId: string }) =>
    collectionOf(await apiRequest<unknown>(linkPath(id, recipeId), { method: 'PUT' })),
  );
}

export function useRemoveFromCollection() {
  return useCollectionWrite(({ id, recipeId }: { id: string; recipeId: string }) =>
    apiRequest<void>(linkPath(id, recipeId), { method: 'DELETE' }),
  );
}

/** PUT …/order: the detail it answers is shown at once, so a moved card does not jump back. */
export function useReorderCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, recipeIds }: { id: string; recipeIds: string[] }) =>
      collectionDetailOf(
        await apiRequest<unknown>(`${collectionPath(id)}/order`, {
          method: 'PUT',
          body: { recipe_ids: recipeIds },
        }),
      ),
    onSuccess: async (detail) => {
      queryClient.setQueryData(collectionKeys.detail(detail.id), detail);
      await queryClient.invalidateQueries({ queryKey: ['collections', 'list'] });
    },
  });
}
