import type { GroceryItem, GroceryItemPatch } from '@mise/core';
import type { ItemValues } from './item-form';
import { GROCERY_QUEUE_KEY } from './outbox-key';

/*
 * The grocery list's outbox: the changes made offline (issue 17 §1) — checking off, adding, editing
 * and deleting an item in a shop without signal. Each is kept in localStorage at once — a tab closed
 * meanwhile loses nothing — shown on the list as if done, and sent when the network returns, from
 * any page of the app (outbox-mount.tsx), in the order made and each exactly once in effect:
 * - an add carries an idempotency key the server remembers (a replay adds nothing, and answers the
 *   line the first add went to);
 * - a check or an edit says the values wanted (sent twice, they are still those values);
 * - a delete of a line already gone (deleted on another phone, or the delete sent before the tab
 *   closed) is done, not refused.
 * A change is taken off the queue only once the server has answered it, so a tab closed mid-send
 * sends it again, harmlessly, next time.
 *
 * A line added offline shows under a temporary id (`pending:<key>`). A change to it while its add
 * still waits goes into the add (the member edited what they were adding; a delete takes the add
 * back): what is sent is what the member sees. A change to it once its add is on its way or sent
 * waits with the temporary id, and goes to the server's line once the add's answer names it: the
 * server's ids are kept by key (GROCERY_IDS_KEY).
 *
 * Two phones changing one item: the last write the server gets wins, and each phone reloads the list
 * once its own changes are sent, so both show the server's state.
 *
 * The queue names its member, so another member signed in at the same browser neither sees nor
 * sends it; sign-out clears it (the keys' prefix is a member storage prefix).
 */
export { GROCERY_QUEUE_KEY };
/** The server's ids of lines added offline, by the add's idempotency key (a member storage key). */
export const GROCERY_IDS_KEY = 'mise.grocery.offline-ids';

/** An edit of a line (the edit form's fields). */
export type ItemEdit = Omit<GroceryItemPatch, 'checked'>;

export type QueuedChange =
  | { kind: 'check'; item_id: string; checked: boolean }
  | { kind: 'edit'; item_id: string; changes: ItemEdit }
  | { kind: 'delete'; item_id: string }
  | { kind: 'add'; key: string; values: ItemValues; checked: boolean; queued_at: string };

type ItemChange = Exclude<QueuedChange, { kind: 'add' }>;

interface StoredQueue {
  member: string;
  changes: QueuedChange[];
}

interface StoredIds {
  member: string;
  /** The server's id of each line added offline, by the add's key (the newest last). */
  ids: Record<string, string>;
}

const PENDING_PREFIX = 'pending:';
/** Server ids kept: enough for every add a list shows before it is reloaded. */
const MAX_KEPT_IDS = 100;

/** The id a queued add shows under until the server has it. */
export const pendingIdOf = (key: string) => `${PENDING_PREFIX}${key}`;
export const isPendingId = (id: string) => id.startsWith(PENDING_PREFIX);
const keyOfPending = (id: string) => id.slice(PENDING_PREFIX.length);

/** A fresh idempotency key (the server's contract: 8–100 of [A-Za-z0-9._:-]). */
export const newIdempotencyKey = () => `grocery-${crypto.randomUUID()}`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isChange = (value: unknown): value is QueuedChange => {
  if (!isObject(value)) return false;
  switch (value.kind) {
    case 'check':
      return typeof value.item_id === 'string' && typeof value.checked === 'boolean';
    case 'edit':
      return typeof value.item_id === 'string' && isObject(value.changes);
    case 'delete':
      return typeof value.item_id === 'string';
    case 'add':
      return (
        typeof value.key === 'string' &&
        typeof value.checked === 'boolean' &&
        isObject(value.values) &&
        typeof value.values.name === 'string'
      );
    default:
      return false;
  }
};

function parseQueue(raw: string | null): StoredQueue | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredQueue> | null;
    if (typeof value?.member !== 'string' || !Array.isArray(value.changes)) return null;
    return { member: value.member, changes: value.changes.filter(isChange) };
  } catch {
    return null;
  }
}

function parseIds(raw: string | null): StoredIds | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredIds> | null;
    if (typeof value?.member !== 'string' || !isObject(value.ids)) return null;
    const ids = Object.fromEntries(
      Object.entries(value.ids).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    return { member: value.member, ids };
  } catch {
    return null;
  }
}

/**
 * What a change became once sent: done (with the server's id of the line, for an add), refused for
 * good (dropped), or to try again later (it and those behind it wait).
 */
export type SendOutcome = 'sent' | 'refused' | 'retry' | { sent: string };

export interface GroceryQueue {
  /** The member's queued changes, oldest first (the same array until the queue changes). */
  changes: (member: string | undefined) => readonly QueuedChange[];
  /** The server's ids of lines added offline, by key (the same object until they change). */
  ids: (member: string | undefined) => Readonly<Record<string, string>>;
  /** The server's id for an item id: itself, or a line added offline once the server named it. */
  serverIdOf: (member: string, id: string) => string | null;
  subscribe: (listener: () => void) => () => void;
  /**
   * Queues a change. A check replaces an earlier check of the same item still waiting. A check,
   * edit or delete of a line whose add still waits goes into that add (a delete takes it back).
   */
  enqueue: (member: string, change: QueuedChange) => void;
  /** Takes back a queued delete of the item not yet sent (an undo); whether there was one. */
  cancelDelete: (member: string, itemId: string) => boolean;
  /**
   * Sends the member's changes in order, one at a time; a change sent or refused leaves the queue,
   * the first that must wait stops the run (the rest wait behind it). One run at a time: a second
   * call while one runs gets the same run (and, where the browser has Web Locks, another tab's run
   * waits for this one, then finds nothing left). Resolves to how many were sent.
   */
  flush: (member: string, send: (change: QueuedChange) => Promise<SendOutcome>) => Promise<number>;
  /** Whether a run of `flush` is under way (subscribers hear when one starts and ends). */
  isFlushing: () => boolean;
}

const EMPTY: readonly QueuedChange[] = [];
const NO_IDS: Readonly<Record<string, string>> = Object.freeze({});
const LOCK_NAME = 'mise.grocery.outbox';

/** Runs `work` while holding this origin's outbox lock (one tab sends at a time), where there is one. */
function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The lock's promise is the work's (a promise returned by the callback is waited for).
  return locks ? (locks.request(LOCK_NAME, work) as unknown as Promise<T>) : work();
}

const sameChange = (a: QueuedChange | undefined, b: QueuedChange) =>
  a !== undefined && JSON.stringify(a) === JSON.stringify(b);

/** The add's values with an edit made to its line before it was sent. */
const editedValues = (values: ItemValues, changes: ItemEdit): ItemValues => ({
  name: changes.name ?? values.name,
  amount: changes.amount === undefined ? values.amount : changes.amount,
  unit: changes.unit ?? values.unit,
  ...((changes.category ?? values.category)
    ? { category: changes.category ?? values.category }
    : {}),
});

export function createGroceryQueue(storage: () => Storage | null): GroceryQueue {
  const listeners = new Set<() => void>();
  const cache = new Map<string, { raw: string | null; value: unknown }>();
  let running: Promise<number> | null = null;
  /** The change being sent (always the head of the queue): left as it is by changes made meanwhile. */
  let inFlight: QueuedChange | null = null;

  const readRaw = (key: string): string | null => {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  /** Parsed once per stored text, so a snapshot stays the same object until the storage changes. */
  const readParsed = <T>(key: string, parse: (raw: string | null) => T): T => {
    const raw = readRaw(key);
    const hit = cache.get(key);
    if (hit && hit.raw === raw) return hit.value as T;
    const value = parse(raw);
    cache.set(key, { raw, value });
    return value;
  };
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const store = (key: string, value: unknown, keep: boolean) => {
    try {
      const target = storage();
      if (keep) target?.setItem(key, JSON.stringify(value));
      else target?.removeItem(key);
    } catch {
      // Storage full or blocked: the change still shows and is sent while this page stays open.
    }
  };
  const writeQueue = (queue: StoredQueue) => {
    store(GROCERY_QUEUE_KEY, queue, queue.changes.length > 0);
    emit();
  };
  const changesOf = (member: string | undefined) => {
    const queue = readParsed(GROCERY_QUEUE_KEY, parseQueue);
    return queue && member && queue.member === member ? queue.changes : EMPTY;
  };
  const idsOf = (member: string | undefined) => {
    const stored = readParsed(GROCERY_IDS_KEY, parseIds);
    return stored && member && stored.member === member ? stored.ids : NO_IDS;
  };
  const remember = (member: string, key: string, id: string) => {
    const entries = Object.entries(idsOf(member)).filter(([k]) => k !== key);
    entries.push([key, id]);
    store(GROCERY_IDS_KEY, { member, ids: Object.fromEntries(entries.slice(-MAX_KEPT_IDS)) }, true);
  };
  const serverIdOf = (member: string, id: string) =>
    isPendingId(id) ? (idsOf(member)[keyOfPending(id)] ?? null) : id;

  /** The index of the still-waiting (not in flight) add a change to `itemId` goes into, or -1. */
  const waitingAddOf = (changes: readonly QueuedChange[], itemId: string) => {
    if (!isPendingId(itemId)) return -1;
    const key = keyOfPending(itemId);
    return changes.findIndex(
      (change, index) =>
        change.kind === 'add' && change.key === key && !(index === 0 && inFlight !== null),
    );
  };

  const enqueueChange = (changes: QueuedChange[], change: ItemChange): QueuedChange[] => {
    // Once the server has named a line added offline, a change goes to that line.
    const addIndex = waitingAddOf(changes, change.item_id);
    if (addIndex >= 0) {
      const add = changes[addIndex] as Extract<QueuedChange, { kind: 'add' }>;
      if (change.kind === 'delete')
        // Taken back before it was sent: neither it nor the changes waiting for its line go.
        return changes.filter(
          (c, index) => index !== addIndex && !('item_id' in c && c.item_id === change.item_id),
        );
      const next =
        change.kind === 'check'
          ? { ...add, checked: change.checked }
          : { ...add, values: editedValues(add.values, change.changes) };
      return changes.map((c, index) => (index === addIndex ? next : c));
    }
    // The last tick wins (one on its way is replaced too: once sent, it leaves only if still there).
    if (change.kind === 'check')
      changes = changes.filter((c) => !(c.kind === 'check' && c.item_id === change.item_id));
    return [...changes, change];
  };

  const queue: GroceryQueue = {
    changes: changesOf,
    ids: idsOf,
    serverIdOf,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    enqueue(member, change) {
      const changes = [...changesOf(member)];
      if (change.kind === 'add') {
        writeQueue({ member, changes: [...changes, change] });
        return;
      }
      const id = serverIdOf(member, change.item_id);
      writeQueue({
        member,
        changes: enqueueChange(changes, id ? { ...change, item_id: id } : change),
      });
    },
    cancelDelete(member, itemId) {
      const changes = changesOf(member);
      let index = -1;
      changes.forEach((c, i) => {
        if (c.kind === 'delete' && c.item_id === itemId && !(i === 0 && inFlight !== null))
          index = i;
      });
      if (index === -1) return false;
      writeQueue({ member, changes: changes.filter((_, i) => i !== index) });
      return true;
    },
    flush(member, send) {
      if (running) return running;
      const sendAll = async () => {
        let sent = 0;
        for (;;) {
          const head = changesOf(member)[0];
          if (!head) break;
          // A change to a line added offline whose add the server never took: nothing to change.
          const target = head.kind === 'add' ? null : serverIdOf(member, head.item_id);
          let outcome: SendOutcome = 'refused';
          if (head.kind === 'add' || target !== null) {
            inFlight = head;
            try {
              outcome = await send(head.kind === 'add' ? head : { ...head, item_id: target! });
            } finally {
              inFlight = null;
            }
          }
          if (outcome === 'retry') break;
          if (outcome !== 'refused') sent += 1;
          if (typeof outcome === 'object' && head.kind === 'add')
            remember(member, head.key, outcome.sent);
          // Only this change: those made meanwhile stay queued. (Another tab may have sent it.)
          const left = changesOf(member);
          if (sameChange(left[0], head)) writeQueue({ member, changes: left.slice(1) });
        }
        return sent;
      };
      const run = (async () => {
        try {
          // Awaited, so this runs after `running` is set, even when nothing waits.
          return await exclusively(sendAll);
        } finally {
          running = null;
          emit();
        }
      })();
      running = run;
      emit();
      return run;
    },
    isFlushing: () => running !== null,
  };
  return queue;
}

/** "1.5 l": the quantity shown for an amount and unit set on this device. */
const quantityOf = (amount: number | null, unit: string) =>
  amount === null ? '' : `${Number(amount.toFixed(3))}${unit ? ` ${unit}` : ''}`;

/** A queued add as a line of the list, until the server's answer replaces it. */
export function pendingItemOf(change: Extract<QueuedChange, { kind: 'add' }>): GroceryItem {
  const { amount, unit, name, category } = change.values;
  return {
    id: pendingIdOf(change.key),
    name,
    amount,
    unit,
    quantity: quantityOf(amount, unit),
    category: category ?? 'other',
    checked: change.checked,
    sources: [],
    created_at: change.queued_at,
    updated_at: change.queued_at,
  };
}

/** A line with an edit made offline. */
function editedItem(item: GroceryItem, changes: ItemEdit): GroceryItem {
  const amount = changes.amount === undefined ? item.amount : changes.amount;
  const unit = changes.unit ?? item.unit;
  const measureChanged = changes.amount !== undefined || changes.unit !== undefined;
  return {
    ...item,
    name: changes.name ?? item.name,
    amount,
    unit,
    category: changes.category ?? item.category,
    quantity: measureChanged ? quantityOf(amount, unit) : item.quantity,
  };
}

/**
 * The list as the member made it: the server's (or the cached) lines with the queued changes on top.
 * `ids` (the server's ids of lines added offline) lets a change made to a line's temporary id show
 * on the server's line once the list has reloaded.
 */
export function withQueued(
  items: readonly GroceryItem[],
  changes: readonly QueuedChange[],
  ids: Readonly<Record<string, string>> = NO_IDS,
): GroceryItem[] {
  if (changes.length === 0) return items as GroceryItem[];
  const lineOf = (id: string) => (isPendingId(id) ? (ids[keyOfPending(id)] ?? id) : id);
  let result = [...items];
  for (const change of changes) {
    if (change.kind === 'add') {
      const id = pendingIdOf(change.key);
      result = result.some((item) => item.id === id)
        ? result.map((item) => (item.id === id ? pendingItemOf(change) : item))
        : [...result, pendingItemOf(change)];
      continue;
    }
    const ids = new Set([change.item_id, lineOf(change.item_id)]);
    if (change.kind === 'delete') result = result.filter((item) => !ids.has(item.id));
    else
      result = result.map((item) => {
        if (!ids.has(item.id)) return item;
        return change.kind === 'check'
          ? { ...item, checked: change.checked }
          : editedItem(item, change.changes);
      });
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
