import type { GroceryAddResult, GroceryItem, GroceryItemCreate } from '@mise/core';
import { groceryMessages } from '@mise/core';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { toast } from '../../components/ui/toast-store';
import { apiRequest, isApiError } from '../../lib/api-client';
import { MEMBER_STORAGE_CLEARED_EVENT } from '../../lib/member-storage';
import { useMe } from '../../lib/session';
import {
  groceryQueue,
  newIdempotencyKey,
  pendingItemOf,
  withQueued,
  type ItemEdit,
} from './offline-queue';
import { itemPath, syncGroceryOutbox } from './outbox-sync';
import { addResultOf, groceryListOf, itemOf } from './answers';
import { withChecked, withItem, withoutChecked, withoutItem } from './list';
import type { ItemValues } from './item-form';
import { recreateBody } from './undo';
import { GROCERY_LIST_QUERY_KEY } from '../../lib/grocery-list-query';

/*
 * The grocery list's calls (api.md "Meal plans, grocery list, cookbooks"). The list is one cached
 * answer; every write edits it in place — checking and deleting before the server answers, so a tap
 * in the shop shows at once — and then reloads it, once the last write in flight has ended (a reload
 * landing between two quick taps would draw the first tap's state over the second's).
 *
 * The writes that change items already on the list (check, edit, delete, clear checked) go to the
 * server one after another, in the order they were made: sent side by side, a check and the uncheck
 * tapped just after it could arrive the other way round and leave the item checked on the server.
 * One queue for the whole list (TanStack Query's mutation scope) rather than one per item, so a
 * "Clear checked" also waits for the check tapped before it. Each still shows on screen at once.
 */
export const groceryKeys = { list: GROCERY_LIST_QUERY_KEY };
const writesKey = ['grocery-list', 'write'] as const;
const inTapOrder = { id: 'grocery-list:item-writes' };

export function useGroceryList() {
  return useQuery({
    queryKey: groceryKeys.list,
    queryFn: async ({ signal }): Promise<GroceryItem[]> =>
      groceryListOf(await apiRequest<unknown>('/api/grocery-list', { signal })),
  });
}

type Edit = (items: GroceryItem[]) => GroceryItem[];

function editList(queryClient: QueryClient, edit: Edit) {
  queryClient.setQueryData<GroceryItem[]>(groceryKeys.list, (items) => items && edit(items));
}

/**
 * A grocery write: its own cache edits, then the reload after the last write in flight (a write
 * waiting its turn in the queue counts as in flight).
 */
function useGroceryWrite<V, R>(
  options: Omit<UseMutationOptions<R, Error, V>, 'mutationKey' | 'onSettled'>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationKey: writesKey,
    onSettled: async () => {
      // This write still counts itself while it settles.
      if (queryClient.isMutating({ mutationKey: writesKey }) <= 1)
        await queryClient.invalidateQueries({ queryKey: groceryKeys.list });
    },
  });
}

export interface CheckChange {
  item: GroceryItem;
  checked: boolean;
}

/**
 * One tap: the item moves at once; if the server refuses, it moves back with a toast. The rollback
 * puts back only this item's tick, not a copy of the whole list, so another tap made meanwhile stays.
 */
export function useCheckItem() {
  const queryClient = useQueryClient();
  const member = useMe().data?.user.id;
  return useGroceryWrite<CheckChange, GroceryItem>({
    scope: inTapOrder,
    // Offline, the tick is queued (offline-queue.ts) instead of waiting for the network.
    networkMode: 'always',
    mutationFn: async ({ item, checked }) => {
      const queue = () => {
        groceryQueue.enqueue(member!, { kind: 'check', item_id: item.id, checked });
        return { ...item, checked };
      };
      const id = serverIdOf(member, item.id);
      if (member && (id === null || isOffline())) return queue();
      try {
        return itemOf(
          await apiRequest<unknown>(itemPath(id!), { method: 'PATCH', body: { checked } }),
        );
      } catch (error) {
        if (member && isNoAnswer(error)) return queue();
        throw error;
      }
    },
    onMutate: async ({ item, checked }) => {
      await queryClient.cancelQueries({ queryKey: groceryKeys.list });
      editList(queryClient, (items) => withChecked(items, item.id, checked));
    },
    onError: (_error, { item, checked }) => {
      editList(queryClient, (items) => withChecked(items, item.id, !checked));
      toast.error(groceryMessages.updateFailed, { key: `grocery:${item.id}` });
    },
  });
}

/** Gone at once; back with a toast if the server refuses. Offline, the delete is queued. */
export function useDeleteItem() {
  const queryClient = useQueryClient();
  const member = useMe().data?.user.id;
  return useGroceryWrite<GroceryItem, void>({
    scope: inTapOrder,
    networkMode: 'always',
    mutationFn: async (item) => {
      const queue = () => groceryQueue.enqueue(member!, { kind: 'delete', item_id: item.id });
      const id = serverIdOf(member, item.id);
      if (member && (id === null || isOffline())) return queue();
      try {
        await apiRequest<void>(itemPath(id!), { method: 'DELETE' });
      } catch (error) {
        if (member && isNoAnswer(error)) return queue();
        throw error;
      }
    },
    onMutate: async (item) => {
      await queryClient.cancelQueries({ queryKey: groceryKeys.list });
      editList(queryClient, (items) => withoutItem(items, item.id));
    },
    onError: (_error, item) => {
      editList(queryClient, (items) => withItem(items, item));
      toast.error(groceryMessages.deleteFailed, { key: `grocery:${item.id}` });
    },
  });
}

/**
 * A line added to the list: POSTed now with its idempotency key, or, offline or unanswered, queued
 * with that same key (a replay adds nothing) and shown at once as pending. `body` is what is POSTed
 * online (by default the values); the queue keeps the values and the tick.
 */
async function addOrQueue(
  member: string | undefined,
  values: ItemValues,
  checked: boolean,
  body: GroceryItemCreate = values,
): Promise<GroceryItem> {
  const key = newIdempotencyKey();
  const queue = () => {
    const change = {
      kind: 'add' as const,
      key,
      values,
      checked,
      queued_at: new Date().toISOString(),
    };
    groceryQueue.enqueue(member!, change);
    return pendingItemOf(change);
  };
  if (member && isOffline()) return queue();
  try {
    return itemOf(
      await apiRequest<unknown>('/api/grocery-list/items', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    );
  } catch (error) {
    if (member && isNoAnswer(error)) return queue();
    throw error;
  }
}

/** POST /api/grocery-list/items — a manual item; the server merges it into the same food to buy. */
export function useAddItem() {
  const queryClient = useQueryClient();
  const member = useMe().data?.user.id;
  return useGroceryWrite<ItemValues, GroceryItem>({
    networkMode: 'always',
    mutationFn: (values) => addOrQueue(member, values, false),
    onSuccess: (item) => editList(queryClient, (items) => withItem(items, item)),
  });
}

/**
 * Undo of a delete: the item back as it was (amount, aisle, tick, recipes). A delete still queued
 * (made offline) is simply taken back. Offline otherwise (the line was sent, or it was added
 * offline too and the delete took that add back), the line is queued as an add, as it was but for
 * the recipes it was for.
 */
export function useRestoreItem() {
  const queryClient = useQueryClient();
  const member = useMe().data?.user.id;
  return useGroceryWrite<GroceryItem, GroceryItem>({
    networkMode: 'always',
    mutationFn: async (item) => {
      if (member && groceryQueue.cancelDelete(member, item.id)) return item;
      const body = recreateBody(item);
      const values: ItemValues = {
        name: body.name,
        amount: body.amount ?? null,
        unit: body.unit ?? '',
        ...(body.category ? { category: body.category } : {}),
      };
      return addOrQueue(member, values, item.checked, body);
    },
    onSuccess: (item) => editList(queryClient, (items) => withItem(items, item)),
  });
}

/** An edit of a line (name, amount, unit, aisle); offline, it is queued and shows at once. */
export function useUpdateItem() {
  const queryClient = useQueryClient();
  const member = useMe().data?.user.id;
  return useGroceryWrite<{ item: GroceryItem; changes: ItemEdit }, GroceryItem>({
    scope: inTapOrder,
    networkMode: 'always',
    mutationFn: async ({ item, changes }) => {
      const queue = () => {
        groceryQueue.enqueue(member!, { kind: 'edit', item_id: item.id, changes });
        return withQueued([item], groceryQueue.changes(member))[0] ?? item;
      };
      const id = serverIdOf(member, item.id);
      if (member && (id === null || isOffline())) return queue();
      try {
        return itemOf(await apiRequest<unknown>(itemPath(id!), { method: 'PATCH', body: changes }));
      } catch (error) {
        if (member && isNoAnswer(error)) return queue();
        throw error;
      }
    },
    onSuccess: (item) => editList(queryClient, (items) => withItem(items, item)),
  });
}

/** DELETE /api/grocery-list/checked (204). */
export function useClearChecked() {
  const queryClient = useQueryClient();
  return useGroceryWrite<void, void>({
    scope: inTapOrder,
    mutationFn: () => apiRequest<void>('/api/grocery-list/checked', { method: 'DELETE' }),
    onSuccess: () => editList(queryClient, withoutChecked),
  });
}

export interface RecipeServings {
  recipe_id: string;
  servings: number;
}

/** POST /api/grocery-list/from-recipes: its answer is the whole list, so the page needs no reload. */
export function useAddRecipes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: writesKey,
    mutationFn: async (recipes: RecipeServings[]): Promise<GroceryAddResult> =>
      addResultOf(
        await apiRequest<unknown>('/api/grocery-list/from-recipes', {
          method: 'POST',
          body: { recipes },
        }),
      ),
    onSuccess: (result) => queryClient.setQueryData(groceryKeys.list, result.items),
  });
}

/** The server's id of an item (null: a line added offline the server has not named yet). */
const serverIdOf = (member: string | undefined, id: string) =>
  member ? groceryQueue.serverIdOf(member, id) : id;

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** No answer came (offline, a dropped connection): the change is queued, not refused. */
const isNoAnswer = (error: unknown) => isApiError(error) && error.status === 0;

function subscribeToQueue(listener: () => void) {
  const unsubscribe = groceryQueue.subscribe(listener);
  // Another tab's changes, and sign-out clearing the storage.
  window.addEventListener('storage', listener);
  window.addEventListener(MEMBER_STORAGE_CLEARED_EVENT, listener);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', listener);
    window.removeEventListener(MEMBER_STORAGE_CLEARED_EVENT, listener);
  };
}

function useOnline(): boolean {
  const [online, setOnline] = useState(() => !isOffline());
  useEffect(() => {
    const update = () => setOnline(!isOffline());
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * The member's grocery changes made offline and not yet sent, the server's ids of lines added
 * offline, and whether the browser is online. The app sends them from any page when the network
 * comes back (outbox-mount.tsx); here they are also sent when the page opens and at once when one
 * is queued while the browser thinks it is online. The list reloads once some have gone.
 */
export function useGroceryQueue() {
  const member = useMe().data?.user.id;
  const queryClient = useQueryClient();
  const online = useOnline();
  const changes = useSyncExternalStore(subscribeToQueue, () => groceryQueue.changes(member));
  const ids = useSyncExternalStore(subscribeToQueue, () => groceryQueue.ids(member));
  const syncing = useSyncExternalStore(subscribeToQueue, groceryQueue.isFlushing);
  const sync = useCallback(async () => {
    if (member) await syncGroceryOutbox(queryClient, member);
  }, [member, queryClient]);
  const count = changes.length;
  useEffect(() => {
    if (online && count > 0) void sync();
  }, [online, count, sync]);
  // The network back (also when the browser never noticed it was gone).
  useEffect(() => {
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [sync]);
  return { changes, ids, online, syncing };
}
