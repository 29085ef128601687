import { groceryMessages } from '@mise/core';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store';
import { apiRequest, isApiError, isUnreachable } from '../../lib/api-client';
import { GROCERY_LIST_QUERY_KEY } from '../../lib/grocery-list-query';
import { itemOf } from './answers';
import { groceryQueue, type QueuedChange, type SendOutcome } from './offline-queue';

/*
 * Sending the grocery outbox (offline-queue.ts). Its own chunk: the app loads it from any page once
 * the network is back and something waits (outbox-mount.tsx), and the grocery page uses it too.
 */

export const itemPath = (id: string) => `/api/grocery-list/items/${encodeURIComponent(id)}`;

const refusedMessage: Record<QueuedChange['kind'], string> = {
  check: groceryMessages.updateFailed,
  edit: groceryMessages.updateFailed,
  delete: groceryMessages.deleteFailed,
  add: groceryMessages.addFailed,
};

/**
 * Sends one queued change (its ids already the server's): an add with its key, so a replay of it
 * adds nothing; a check or edit as the values wanted; a delete, done too when the line is already
 * gone.
 */
export async function sendQueued(change: QueuedChange): Promise<SendOutcome> {
  try {
    switch (change.kind) {
      case 'check':
        await apiRequest<unknown>(itemPath(change.item_id), {
          method: 'PATCH',
          body: { checked: change.checked },
        });
        return 'sent';
      case 'edit':
        await apiRequest<unknown>(itemPath(change.item_id), {
          method: 'PATCH',
          body: change.changes,
        });
        return 'sent';
      case 'delete':
        await apiRequest<void>(itemPath(change.item_id), { method: 'DELETE' });
        return 'sent';
      case 'add': {
        const item = itemOf(
          await apiRequest<unknown>('/api/grocery-list/items', {
            method: 'POST',
            body: { ...change.values, ...(change.checked ? { checked: true } : {}) },
            headers: { 'Idempotency-Key': change.key },
          }),
        );
        return { sent: item.id };
      }
    }
  } catch (error) {
    // Not reached, signed out meanwhile, or the server failing for now: it waits (the queue is the
    // member's own; a change made offline is never dropped for a fault that is not its own).
    if (
      isUnreachable(error) ||
      (isApiError(error) && (error.status >= 500 || [401, 429].includes(error.status)))
    )
      return 'retry';
    // Already gone (deleted on another phone, or this delete arrived before the tab closed): done.
    if (change.kind === 'delete' && isApiError(error) && error.status === 404) return 'sent';
    // Refused (the item was deleted on another phone, the list is full): dropped, with a word.
    toast.error(refusedMessage[change.kind], { key: 'grocery:sync' });
    return 'refused';
  }
}

/** The sync under way (the app's `online` handler and the grocery page's join one, reloading once). */
let syncing: Promise<number> | null = null;

/**
 * Sends the member's waiting grocery changes, in order, each once; then the list is reloaded, so
 * it shows the server's state (where another phone's later change wins). Resolves to how many went.
 */
export function syncGroceryOutbox(queryClient: QueryClient, member: string): Promise<number> {
  if (syncing) return syncing;
  const run = (async () => {
    try {
      const sent = await groceryQueue.flush(member, sendQueued);
      if (sent > 0) await queryClient.invalidateQueries({ queryKey: GROCERY_LIST_QUERY_KEY });
      return sent;
    } finally {
      syncing = null;
    }
  })();
  syncing = run;
  return run;
}
