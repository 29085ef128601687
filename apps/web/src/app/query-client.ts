import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';
import { isMeQueryKey, meQueryKey } from '../lib/session';

function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.code === 'NETWORK' || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A members' call answered 401: the session ended elsewhere, so the bar should say so too.
        if (isApiError(error) && error.status === 401 && !isMeQueryKey(query.queryKey)) {
          queryClient.setQueryData(meQueryKey, null);
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 1 && isRetryable(error),
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
