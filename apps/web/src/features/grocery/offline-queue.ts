import type { GroceryItem } from '@mise/core';
import type { ItemValues } from './item-form';

/*
 * The grocery list's changes made offline (issue 17 §1): checking off and adding an item in a shop
 * without signal. Each is kept in localStorage at once — a tab closed meanwhile loses nothing — shown
 * on the list as if done, and sent when the network returns, in the order made and each exactly once:
 * an add carries an idempotency key the server remembers (a replay adds nothing), and a check says
 * the state wanted (sent twice, it is still that state). Two phones checking one item: the last
 * write the server gets wins, and both show it once they reload.
 *
 * The key starts with `mise.grocery.`, a member storage prefix (lib/member-storage.ts): sign-out
 * clears it. The queue names its member, so another member signed in at the same browser neither
 * sees nor sends it.
 */
export const GROCERY_QUEUE_KEY = 'mise.grocery.offline-queue';

export type QueuedChange =
  | { kind: 'check'; item_id: string; checked: boolean }
  | { kind: 'add'; key: string; values: ItemValues; checked: boolean; queued_at: string };

interface StoredQueue {
  member: string;
  changes: QueuedChange[];
}

const PENDING_PREFIX = 'pending:';

/** The id a queued add shows under until the server has it. */
export const pendingIdOf = (key: string) => `${PENDING_PREFIX}${key}`;
export const isPendingId = (id: string) => id.startsWith(PENDING_PREFIX);

/** A fresh idempotency key (the server's contract: 8–100 of [A-Za-z0-9._:-]). */
export const newIdempotencyKey = () => `grocery-${crypto.randomUUID()}`;

const isChange = (value: unknown): value is QueuedChange => {
  const change = value as Partial<Record<string, unknown>> | null;
  if (!change || typeof change !== 'object') return false;
  if (change.kind === 'check')
    return typeof change.item_id === 'string' && typeof change.checked === 'boolean';
  return (
    change.kind === 'add' &&
    typeof change.key === 'string' &&
    typeof change.checked === 'boolean' &&
    typeof (change.values as { name?: unknown } | null)?.name === 'string'
  );
};

function parse(raw: string | null): StoredQueue | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredQueue> | null;
    if (typeof value?.member !== 'string' || !Array.isArray(value.changes)) return null;
    return { member: value.member, changes: value.changes.filter(isChange) };
  } catch {
    return null;
  }
}

/** What a change becomes once it has been sent: done (or refused for good), or to try again later. */
export type SendOutcome = 'sent' | 'refused' | 'retry';

export interface GroceryQueue {
  /** The member's queued changes, oldest first (the same array until the queue changes). */
  changes: (member: string | undefined) => readonly QueuedChange[];
  subscribe: (listener: () => void) => () => void;
  /** Queues a change: a check replaces an earlier check of the same item; one of a queued add sets its tick. */
  enqueue: (member: string, change: QueuedChange) => void;
  /**
   * Sends the member's changes in order, one at a time; a change sent or refused leaves the queue,
   * the first that must wait stops the run (the rest wait behind it). One run at a time: a second
   * call while one runs gets the same run. Resolves to how many were sent.
   */
  flush: (member: string, send: (change: QueuedChange) => Promise<SendOutcome>) => Promise<number>;
  /** Whether a run of `flush` is under way (subscribers hear when one starts and ends). */
  isFlushing: () => boolean;
}

const EMPTY: readonly QueuedChange[] = [];

const sameChange = (a: QueuedChange, b: QueuedChange) =>
  a.kind === 'add' && b.kind === 'add'
    ? a.key === b.key && a.checked === b.checked
    : a.kind === 'check' &&
      b.kind === 'check' &&
      a.item_id === b.item_id &&
      a.checked === b.checked;

export function createGroceryQueue(storage: () => Storage | null): GroceryQueue {
  const listeners = new Set<() => void>();
  let lastRaw: string | null | undefined;
  let lastQueue: StoredQueue | null = null;
  let running: Promise<number> | null = null;

  const read = (): StoredQueue | null => {
    let raw: string | null;
    try {
      raw = storage()?.getItem(GROCERY_QUEUE_KEY) ?? null;
    } catch {
      raw = null;
    }
    if (raw !== lastRaw) {
      lastRaw = raw;
      lastQueue = parse(raw);
    }
    return lastQueue;
  };
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const write = (queue: StoredQueue) => {
    try {
      const store = storage();
      if (queue.changes.length === 0) store?.removeItem(GROCERY_QUEUE_KEY);
      else store?.setItem(GROCERY_QUEUE_KEY, JSON.stringify(queue));
    } catch {
      // Storage full or blocked: the change still shows and is sent while this page stays open.
    }
    emit();
  };
  const changesOf = (member: string | undefined) => {
    const queue = read();
    return queue && member && queue.member === member ? queue.changes : EMPTY;
  };

  const queue: GroceryQueue = {
    changes: changesOf,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    enqueue(member, change) {
      let changes = [...changesOf(member)];
      if (change.kind === 'check' && isPendingId(change.item_id)) {
        // Not on the server yet: the add itself goes with the tick.
        const key = change.item_id.slice(PENDING_PREFIX.length);
        changes = changes.map((c) =>
          c.kind === 'add' && c.key === key ? { ...c, checked: change.checked } : c,
        );
      } else {
        if (change.kind === 'check')
          changes = changes.filter((c) => !(c.kind === 'check' && c.item_id === change.item_id));
        changes.push(change);
      }
      write({ member, changes });
    },
    flush(member, send) {
      running ??= (async () => {
        let sent = 0;
        try {
          for (;;) {
            const next = changesOf(member)[0];
            if (!next) break;
            const outcome = await send(next);
            if (outcome === 'retry') break;
            if (outcome === 'sent') sent += 1;
            // Only this change: one made meanwhile (a new tick of the same item) stays queued.
            const left = changesOf(member);
            write({ member, changes: left.filter((c) => !sameChange(c, next)) });
          }
        } finally {
          running = null;
          emit();
        }
        return sent;
      })();
      emit();
      return running;
    },
    isFlushing: () => running !== null,
  };
  return queue;
}

/** A queued add as a line of the list, until the server's answer replaces it. */
export function pendingItemOf(change: Extract<QueuedChange, { kind: 'add' }>): GroceryItem {
  const { amount, unit, name, category } = change.values;
  return {
    id: pendingIdOf(change.key),
    name,
    amount,
    unit,
    quantity: amount === null ? '' : `${Number(amount.toFixed(3))}${unit ? ` ${unit}` : ''}`,
    category: category ?? 'other',
    checked: change.checked,
    sources: [],
    created_at: change.queued_at,
    updated_at: change.queued_at,
  };
}

/** The list as the member made it: the server's (or the cached) lines with the queued changes on top. */
export function withQueued(
  items: readonly GroceryItem[],
  changes: readonly QueuedChange[],
): GroceryItem[] {
  if (changes.length === 0) return items as GroceryItem[];
  let result = [...items];
  for (const change of changes) {
    if (change.kind === 'check') {
      result = result.map((item) =>
        item.id === change.item_id ? { ...item, checked: change.checked } : item,
      );
    } else if (!result.some((item) => item.id === pendingIdOf(change.key))) {
      result.push(pendingItemOf(change));
    } else {
      result = result.map((item) =>
        item.id === pendingIdOf(change.key) ? pendingItemOf(change) : item,
      );
    }
  }
  return result;
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The app's one queue, in this browser's localStorage. */
export const groceryQueue = createGroceryQueue(browserStorage);
