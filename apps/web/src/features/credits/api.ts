import type { Credits } from '@mise/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { creditsOf } from './answers';

/** Every credits query. */
export const creditKeys = { all: ['credits'] as const };

/** Ledger rows a page. */
export const LEDGER_PAGE = 20;

/** The member's credits; "Show more" follows the ledger's `next_cursor`. */
export function useCredits() {
  return useInfiniteQuery({
    queryKey: creditKeys.all,
    // Paid calls happen on other pages (an AI estimate, a picture, the assistant), which know
    // nothing of this feature: the balance is read afresh each time the page opens.
    staleTime: 0,
    refetchOnMount: 'always',
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<Credits> => {
      const params = new URLSearchParams({ limit: String(LEDGER_PAGE) });
      if (pageParam) params.set('cursor', pageParam);
      return creditsOf(
        await apiRequest<unknown>(`/api/me/credits?${params.toString()}`, { signal }),
      );
    },
    getNextPageParam: (last) => last.next_cursor,
  });
}
