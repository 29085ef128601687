import type {
  Contest,
  ContestDetail,
  ContestEntry,
  ContestList,
  ContestStatus,
  MyContestEntryList,
  RecipeSummary,
} from '@mise/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { contestListOf, contestOf } from '../../lib/contest-answers';
import { recipeListOf } from '../../lib/recipe-answers';
import { contestDetailOf, contestEntryOf, myEntryListOf } from './answers';

/*
 * The contests' calls (api.md "A contest"). Every query shares the `contests` prefix, so a write
 * (entering, voting, an admin's edit) reloads the lists, the contest and /my-entries at once.
 */
export const contestKeys = {
  all: ['contests'] as const,
  list: (status: ContestStatus) => ['contests', 'list', status] as const,
  detail: (id: string) => ['contests', 'detail', id] as const,
  mine: ['contests', 'mine'] as const,
};

export const CONTESTS_PAGE = 20;
/** How many of the member's recipes the Enter dialog offers (their newest). */
export const OWN_RECIPES_LIMIT = 100;

const contestPath = (id: string) => `/api/contests/${encodeURIComponent(id)}`;
const entryPath = (id: string, entryId: string) =>
  `${contestPath(id)}/entries/${encodeURIComponent(entryId)}`;

export function useContests(status: ContestStatus) {
  return useInfiniteQuery({
    queryKey: contestKeys.list(status),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<ContestList> => {
      const params = new URLSearchParams({ status, limit: String(CONTESTS_PAGE) });
      if (pageParam) params.set('cursor', pageParam);
      return contestListOf(
        await apiRequest<unknown>(`/api/contests?${params.toString()}`, { signal }),
      );
    },
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useContest(id: string) {
  return useQuery({
    queryKey: contestKeys.detail(id),
    queryFn: async ({ signal }): Promise<ContestDetail> =>
      contestDetailOf(await apiRequest<unknown>(contestPath(id), { signal })),
  });
}

export function useMyEntries() {
  return useInfiniteQuery({
    queryKey: contestKeys.mine,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<MyContestEntryList> => {
      const params = new URLSearchParams({ limit: String(CONTESTS_PAGE) });
      if (pageParam) params.set('cursor', pageParam);
      return myEntryListOf(
        await apiRequest<unknown>(`/api/me/contest-entries?${params.toString()}`, { signal }),
      );
    },
    getNextPageParam: (last) => last.next_cursor,
  });
}

/** The member's own recipes (public and private), for the Enter dialog. */
export function useOwnRecipes(enabled: boolean) {
  return useQuery({
    queryKey: ['recipes', 'mine', 'contest-entry'],
    queryFn: async ({ signal }): Promise<RecipeSummary[]> =>
      recipeListOf(
        await apiRequest<unknown>(`/api/recipes?author=me&limit=${OWN_RECIPES_LIMIT}`, { signal }),
      ).items,
    enabled,
  });
}

/** A contests write that, once done, reloads every contest query (it resolves after the reload). */
function useContestWrite<V, R>(write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.all }),
  });
}

export interface ContestFields {
  title: string;
  description: string;
  theme: string;
  rules: string;
  image_url: string | null;
  starts_at: string;
  ends_at: string;
}

export function useSaveContest() {
  return useContestWrite(
    async ({ id, fields }: { id?: string; fields: ContestFields }): Promise<Contest> =>
      contestOf(
        await apiRequest<unknown>(id ? contestPath(id) : '/api/contests', {
          method: id ? 'PATCH' : 'POST',
          body: fields,
        }),
      ),
  );
}

/**
 * Enters a recipe. With `publish`, the recipe is made public first (the member said yes to "Make it
 * public and enter?"): entering itself never publishes a recipe.
 */
export function useEnterContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      contestId: string;
      recipeId: string;
      note: string;
      publish: boolean;
    }): Promise<ContestEntry> => {
      if (input.publish)
        await apiRequest<unknown>(`/api/recipes/${encodeURIComponent(input.recipeId)}`, {
          method: 'PATCH',
          body: { is_public: true },
        });
      return contestEntryOf(
        await apiRequest<unknown>(`${contestPath(input.contestId)}/entries`, {
          method: 'POST',
          body: { recipe_id: input.recipeId, note: input.note },
        }),
      );
    },
    onSettled: async (_data, _error, input) => {
      await queryClient.invalidateQueries({ queryKey: contestKeys.all });
      if (input.publish) await queryClient.invalidateQueries({ queryKey: ['recipes'] });
    },
  });
}

export function useWithdrawEntry() {
  return useContestWrite(({ contestId, entryId }: { contestId: string; entryId: string }) =>
    apiRequest<void>(entryPath(contestId, entryId), { method: 'DELETE' }),
  );
}

/** Votes (or moves the vote); the contest it answers is shown at once. */
export function useVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ contestId, entryId }: { contestId: string; entryId: string }) =>
      contestDetailOf(
        await apiRequest<unknown>(`${entryPath(contestId, entryId)}/vote`, { method: 'POST' }),
      ),
    onSuccess: async (detail) => {
      queryClient.setQueryData(contestKeys.detail(detail.id), detail);
      await queryClient.invalidateQueries({ queryKey: contestKeys.all });
    },
  });
}

export function useUnvote() {
  return useContestWrite(({ contestId, entryId }: { contestId: string; entryId: string }) =>
    apiRequest<void>(`${entryPath(contestId, entryId)}/vote`, { method: 'DELETE' }),
  );
}
