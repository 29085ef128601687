import { messages } from '@mise/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest, errorMessageOf, isApiError } from '../../lib/api-client';
import { clearMemberStorage } from '../../lib/member-storage';
import { forgetSession } from '../../lib/session';
import { toast } from '../../components/ui/toast-store';
import { forgetNewMember } from './new-member';

// Kept apart from api.ts: the top bar needs sign-out on every page, and api.ts brings zod schemas
// that only the login page needs.

export async function signOut(): Promise<void> {
  try {
    await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
  } catch (error) {
    // A session that already ended is as signed out as we need.
    if (!(isApiError(error) && error.status === 401)) throw error;
  }
}

/**
 * Sign out: end the session, forget cached data and what the member kept in this browser — form
 * drafts, cooking progress and timers (lib/member-storage.ts; the next person must not find them), say so, go home.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // The session first: a form still open stops keeping drafts once nobody is signed in.
      forgetSession(queryClient);
      clearMemberStorage();
      forgetNewMember();
      await navigate('/');
      toast.success(messages.signedOut);
    },
    onError: (error) => {
      toast.error(errorMessageOf(error));
    },
  });
  return { signOut: () => mutation.mutate(), isPending: mutation.isPending };
}
