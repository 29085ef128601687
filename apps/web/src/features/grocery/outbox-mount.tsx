import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMe } from '../../lib/session';
import { hasQueuedGroceryChanges } from './outbox-key';

/**
 * Sends the grocery changes made offline from wherever the member is in the app (issue 17 §1): at
 * the app's start and whenever the browser comes back online, when something waits. Mounted once
 * by the app; the sending code (outbox-sync.ts) is its own chunk, loaded only when something waits.
 */
export function GroceryOutboxMount() {
  const member = useMe().data?.user.id;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!member) return;
    const sync = () => {
      if (navigator.onLine === false || !hasQueuedGroceryChanges()) return;
      import('./outbox-sync')
        .then((outbox) => outbox.syncGroceryOutbox(queryClient, member))
        // The chunk could not load (still offline after all): the next `online` tries again.
        .catch(() => undefined);
    };
    sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [member, queryClient]);
  return null;
}
