import { useEffect } from 'react';
import { useQueryClient, type Mutation } from '@tanstack/react-query';
import { toastStore } from '../../components/ui/toast-store';
import { SEEN_MUTATION_KEY } from './api';
import { createProgressFeed } from './progress-feed';
import { PROGRESS_CHANGED_EVENT } from '../../lib/progress-signal';

const isSeenMutation = (mutation: Mutation<unknown, unknown, unknown, unknown>) => {
  const key = mutation.options.mutationKey;
  return key?.[0] === SEEN_MUTATION_KEY[0] && key[1] === SEEN_MUTATION_KEY[1];
};

/**
 * Progress news as toasts, for a signed-in member: on load (and sign-in, which mounts it), after
 * every successful mutation, when a part of the app signals a change (the cooking finish), when the
 * tab comes back into view (news from another device), and when the network returns.
 */
export default function ProgressToastFeed() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const feed = createProgressFeed(queryClient, toastStore);
    const check = () => void feed.check();
    const online = () => void feed.online();
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    void feed.online();
    const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'success' &&
        !isSeenMutation(event.mutation)
      )
        check();
    });
    window.addEventListener(PROGRESS_CHANGED_EVENT, check);
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      feed.stop();
      unsubscribe();
      window.removeEventListener(PROGRESS_CHANGED_EVENT, check);
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient]);
  return null;
}
