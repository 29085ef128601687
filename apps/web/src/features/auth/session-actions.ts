import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isMeQueryKey, refetchMe } from '../../lib/session';

export const sessionNotStartedMessage =
  'You are signed in, but the session could not be started. Please allow cookies for this site and try again.';

/** After a successful sign-in or sign-up: load the new user, drop the guest's cache, go on. */
export function useCompleteSignIn(redirect: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    queryClient.removeQueries({ predicate: (query) => !isMeQueryKey(query.queryKey) });
    const me = await refetchMe(queryClient);
    if (!me) throw new Error(sessionNotStartedMessage);
    await navigate(redirect, { replace: true });
  }, [navigate, queryClient, redirect]);
}
