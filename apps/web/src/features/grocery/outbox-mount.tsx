import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMe } from '../../lib/session';
import { hasQueuedGroceryChanges } from './outbox-key';

/**
 * While changes wait and the browser says it is online (the server failed for a moment, or the
 * connection is there but does not carry), they are tried again this often while the app is in view.
 */
export const GROCERY_OUTBOX_RETRY_MS = 30_000;

/**
 * Sends the grocery changes made offline from wherever the member is in the app (issue 17 §1): at
 * the app's start, whenever the browser comes back online or the app comes back into view, and every
 * GROCERY_OUTBOX_RETRY_MS while something waits. Mounted once by the app; the sending code
 * (outbox-sync.ts) is its own chunk, loaded only when something waits.
 */
export function GroceryOutboxMount() {
  const member = useMe().data?.user.id;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!member) return;
    const sync = () => {
      if (navigator.onLine === false || !hasQueuedGroceryChanges()) return;
      if (document.visibilityState === 'hidden') return;
      import('./outbox-sync')
        .then((outbox) => outbox.syncGroceryOutbox(queryClient, member))
        // The chunk could not load (still offline after all): the next try is the next trigger.
        .catch(() => undefined);
    };
    sync();
    window.addEventListener('online', sync);
    document.addEventListener('visibilitychange', sync);
    const retry = setInterval(sync, GROCERY_OUTBOX_RETRY_MS);
    return () => {
      window.removeEventListener('online', sync);
      document.removeEventListener('visibilitychange', sync);
      clearInterval(retry);
    };
  }, [member, queryClient]);
  return null;
}
