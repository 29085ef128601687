import type {
  Contest,
  ContestDetail,
  ContestEntry,
  ContestList,
  ContestVoteResult,
  ContestStatus,
  MyContestEntryList,
  RecipeSummary,
} from '@mise/core';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { contestListOf, contestOf } from '../../lib/contest-answers';
import { recipeListOf } from '../../lib/recipe-answers';
import {
  contestDetailOf,
  contestEntryListOf,
  contestEntryOf,
  myEntryListOf,
  voteResultOf,
} from './answers';

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
/** Entries a "Show more entries" press loads (the read itself brings the server's first 20). */
export const ENTRIES_PAGE = 20;
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

/**
 * A page of the contest query: the first is the read (the contest with its first entries), the next
 * ones come from /entries. Entries are shown deduped by id: votes move between pages, so a page may
 * repeat (or skip) an entry whose votes changed meanwhile.
 */
export interface ContestPage {
  detail?: ContestDetail;
  items: ContestEntry[];
  next_cursor: string | null;
}

export function useContest(id: string) {
  return useInfiniteQuery({
    queryKey: contestKeys.detail(id),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<ContestPage> => {
      if (!pageParam) {
        const detail = contestDetailOf(await apiRequest<unknown>(contestPath(id), { signal }));
        return { detail, items: detail.entries, next_cursor: detail.entries_next_cursor };
      }
      const params = new URLSearchParams({ limit: String(ENTRIES_PAGE), cursor: pageParam });
      return contestEntryListOf(
        await apiRequest<unknown>(`${contestPath(id)}/entries?${params.toString()}`, { signal }),
      );
    },
    getNextPageParam: (last) => last.next_cursor,
  });
}

/** The entries of every loaded page, each once (its first place wins), in the server's order. */
export function entriesOfPages(pages: readonly ContestPage[]): ContestEntry[] {
  const seen = new Set<string>();
  return pages.flatMap((page) =>
    page.items.filter((entry) => !seen.has(entry.id) && Boolean(seen.add(entry.id))),
  );
}

/** A vote's answer applied to the loaded pages: the member's vote and the counts that changed. */
export function applyVote(
  data: InfiniteData<ContestPage> | undefined,
  result: ContestVoteResult,
): InfiniteData<ContestPage> | undefined {
  if (!data) return data;
  const votes = new Map(result.entries.map((e) => [e.id, e.votes]));
  const counted = (entries: ContestEntry[]) =>
    entries.map((e) => (votes.has(e.id) ? { ...e, votes: votes.get(e.id)! } : e));
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: counted(page.items),
      ...(page.detail
        ? {
            detail: {
              ...page.detail,
              entries: counted(page.detail.entries),
              my_vote_entry_id: result.my_vote_entry_id,
            },
          }
        : {}),
    })),
  };
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

/**
 * Votes (or moves the vote), or takes it back: the answer (the member's vote, the counts that
 * changed) is written into the loaded pages — no page is read again; /my-entries is marked stale.
 */
function useVoteWrite(method: 'POST' | 'DELETE') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ contestId, entryId }: { contestId: string; entryId: string }) =>
      voteResultOf(await apiRequest<unknown>(`${entryPath(contestId, entryId)}/vote`, { method })),
    onSuccess: async (result, { contestId }) => {
      queryClient.setQueryData<InfiniteData<ContestPage>>(contestKeys.detail(contestId), (data) =>
        applyVote(data, result),
      );
      await queryClient.invalidateQueries({ queryKey: contestKeys.mine });
    },
  });
}

export const useVote = () => useVoteWrite('POST');
export const useUnvote = () => useVoteWrite('DELETE');
