import { groceryMessages, type GroceryItem } from '@mise/core';
import { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { GROCERY_LIST_QUERY_KEY } from '../../lib/grocery-list-query';
import {
  createGroceryQueue,
  GROCERY_QUEUE_KEY,
  groceryQueue,
  pendingIdOf,
  withQueued,
  type QueuedChange,
} from './offline-queue';
import { sendQueued, syncGroceryOutbox } from './outbox-sync';
import { deferred, fakeGroceryServer, makeItem } from './test-fixtures';

const ME = 'u-1';
const toasts = () => toastStore.getSnapshot().map((t) => t.message);
const add = (key: string, name: string): Extract<QueuedChange, { kind: 'add' }> => ({
  kind: 'add',
  key,
  values: { name, amount: 1, unit: '' },
  checked: false,
  queued_at: '2026-11-25T02:00:00.000Z',
});
const listed = (qc: QueryClient) => qc.getQueryState(GROCERY_LIST_QUERY_KEY);
const names = (items: readonly GroceryItem[]) => items.map((item) => item.name).sort();

beforeEach(() => {
  localStorage.clear();
  act(() => toastStore.clear());
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  act(() => toastStore.clear());
});

describe('sending the grocery outbox', () => {
  it('keeps a change the server fails on for now (5xx), without a word, and drops one it refuses', async () => {
    const answer = (status: number) =>
      new Response(
        JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong' } }),
        {
          status,
          headers: { 'content-type': 'application/json' },
        },
      );
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(503));
    const check: QueuedChange = { kind: 'check', item_id: 'i-1', checked: true };
    expect(await sendQueued(check)).toBe('retry');
    fetchMock.mockResolvedValue(answer(500));
    expect(await sendQueued(add('key-500', 'dill'))).toBe('retry');
    expect(toasts()).toEqual([]);
    fetchMock.mockResolvedValue(answer(422));
    expect(await sendQueued(check)).toBe('refused');
    expect(toasts()).toEqual([groceryMessages.updateFailed]);
  });

  it('sends every kind of change in the order made, each once, then reloads the list', async () => {
    const apples = makeItem({ name: 'apples' });
    const butter = makeItem({ name: 'butter' });
    const cream = makeItem({ name: 'cream' });
    const server = fakeGroceryServer([apples, butter, cream]);
    groceryQueue.enqueue(ME, { kind: 'check', item_id: apples.id, checked: true });
    groceryQueue.enqueue(ME, {
      kind: 'edit',
      item_id: butter.id,
      changes: { name: 'salted butter', amount: 250, unit: 'g' },
    });
    groceryQueue.enqueue(ME, { kind: 'delete', item_id: cream.id });
    groceryQueue.enqueue(ME, add('key-dill-1', 'dill'));
    const qc = new QueryClient();
    qc.setQueryData(GROCERY_LIST_QUERY_KEY, [apples, butter, cream]);

    // The app's `online` handler and the grocery page's, at once: one run, nothing twice.
    const runs = await Promise.all([syncGroceryOutbox(qc, ME), syncGroceryOutbox(qc, ME)]);
    expect(runs).toEqual([4, 4]);
    expect(server.state.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `PATCH /api/grocery-list/items/${apples.id}`,
      `PATCH /api/grocery-list/items/${butter.id}`,
      `DELETE /api/grocery-list/items/${cream.id}`,
      'POST /api/grocery-list/items',
    ]);
    expect(server.callsOf('POST')[0]?.key).toBe('key-dill-1');
    expect(server.state.items).toEqual([
      { ...apples, checked: true },
      expect.objectContaining({ id: butter.id, name: 'salted butter', amount: 250, unit: 'g' }),
      expect.objectContaining({ name: 'dill', amount: 1 }),
    ]);
    expect(groceryQueue.changes(ME)).toEqual([]);
    expect(localStorage.getItem(GROCERY_QUEUE_KEY)).toBeNull();
    expect(listed(qc)?.isInvalidated).toBe(true);
    expect(toasts()).toEqual([]);
  });

  it('sent again after the tab closed mid-send, nothing happens twice: no second line, no error', async () => {
    const apples = makeItem({ name: 'apples', amount: 2, unit: '' });
    const cream = makeItem({ name: 'cream' });
    const server = fakeGroceryServer([apples, cream]);
    groceryQueue.enqueue(ME, { kind: 'edit', item_id: apples.id, changes: { amount: 6 } });
    groceryQueue.enqueue(ME, { kind: 'delete', item_id: cream.id });
    groceryQueue.enqueue(ME, add('key-eggs-1', 'eggs'));
    // The queue as it was when the tab closed: every change had reached the server, none was
    // taken off yet.
    const closedTab = localStorage.getItem(GROCERY_QUEUE_KEY)!;
    await syncGroceryOutbox(new QueryClient(), ME);
    const after = structuredClone(server.state.items);

    localStorage.setItem(GROCERY_QUEUE_KEY, closedTab);
    expect(await syncGroceryOutbox(new QueryClient(), ME)).toBe(3);
    expect(server.state.items).toEqual(after);
    expect(server.byName('eggs')).toHaveLength(1);
    expect(server.byName('apples')).toEqual([expect.objectContaining({ amount: 6 })]);
    // The second DELETE found the line gone: done, not an error for the member.
    expect(server.callsOf('DELETE')).toHaveLength(2);
    expect(toasts()).toEqual([]);
    expect(groceryQueue.changes(ME)).toEqual([]);
  });

  it('a change to a line whose add waits goes into the add; a delete takes the add back', async () => {
    const server = fakeGroceryServer();
    groceryQueue.enqueue(ME, add('key-grapes', 'grapes'));
    groceryQueue.enqueue(ME, add('key-figs', 'figs'));
    groceryQueue.enqueue(ME, {
      kind: 'edit',
      item_id: pendingIdOf('key-grapes'),
      changes: { name: 'red grapes', amount: 500, unit: 'g', category: 'produce' },
    });
    groceryQueue.enqueue(ME, { kind: 'check', item_id: pendingIdOf('key-grapes'), checked: true });
    groceryQueue.enqueue(ME, { kind: 'delete', item_id: pendingIdOf('key-figs') });
    expect(groceryQueue.changes(ME)).toEqual([
      {
        ...add('key-grapes', 'grapes'),
        checked: true,
        values: { name: 'red grapes', amount: 500, unit: 'g', category: 'produce' },
      },
    ]);
    await syncGroceryOutbox(new QueryClient(), ME);
    expect(server.state.calls.map((c) => c.method)).toEqual(['POST']);
    expect(server.state.items).toEqual([
      expect.objectContaining({ name: 'red grapes', amount: 500, checked: true }),
    ]);
  });

  it('a change to a line added offline, made once its add is on its way, goes to the server’s line', async () => {
    const server = fakeGroceryServer();
    const answer = deferred();
    server.state.hold = answer.promise;
    groceryQueue.enqueue(ME, add('key-eggs', 'eggs'));
    groceryQueue.enqueue(ME, add('key-kale', 'kale'));
    const run = syncGroceryOutbox(new QueryClient(), ME);
    await vi.waitFor(() => expect(server.callsOf('POST')).toHaveLength(1));

    // The eggs' add is on its way: an edit, a tick and (for the kale, still waiting) a delete.
    groceryQueue.enqueue(ME, {
      kind: 'edit',
      item_id: pendingIdOf('key-eggs'),
      changes: { amount: 12 },
    });
    groceryQueue.enqueue(ME, { kind: 'check', item_id: pendingIdOf('key-eggs'), checked: true });
    groceryQueue.enqueue(ME, { kind: 'delete', item_id: pendingIdOf('key-kale') });
    expect(groceryQueue.changes(ME)).toEqual([
      add('key-eggs', 'eggs'),
      { kind: 'edit', item_id: pendingIdOf('key-eggs'), changes: { amount: 12 } },
      { kind: 'check', item_id: pendingIdOf('key-eggs'), checked: true },
    ]);
    server.state.hold = null;
    answer.resolve();
    expect(await run).toBe(3);

    const [eggs] = server.byName('eggs');
    expect(eggs).toMatchObject({ amount: 12, checked: true });
    expect(server.byName('kale')).toEqual([]);
    expect(server.callsOf('PATCH').map((c) => c.path)).toEqual([
      `/api/grocery-list/items/${eggs!.id}`,
      `/api/grocery-list/items/${eggs!.id}`,
    ]);
    // Kept in storage: a tab opened later still finds the server's line for the temporary id, and
    // the list shows a change waiting for it on that line.
    const reopened = createGroceryQueue(() => localStorage);
    expect(reopened.serverIdOf(ME, pendingIdOf('key-eggs'))).toBe(eggs!.id);
    expect(reopened.serverIdOf('someone-else', pendingIdOf('key-eggs'))).toBeNull();
    expect(
      withQueued(
        [{ ...eggs!, checked: false }],
        [{ kind: 'check', item_id: pendingIdOf('key-eggs'), checked: true }],
        reopened.ids(ME),
      ),
    ).toEqual([expect.objectContaining({ id: eggs!.id, checked: true })]);
  });

  it('waits while the server cannot be reached; then a delete of a line gone is done, an edit of one is dropped with a word', async () => {
    const apples = makeItem({ name: 'apples' });
    const server = fakeGroceryServer([apples]);
    const gone = makeItem({ name: 'deleted on the other phone' });
    groceryQueue.enqueue(ME, { kind: 'delete', item_id: gone.id });
    groceryQueue.enqueue(ME, { kind: 'edit', item_id: gone.id, changes: { amount: 3 } });
    groceryQueue.enqueue(ME, { kind: 'check', item_id: apples.id, checked: true });

    server.state.down = true;
    expect(await syncGroceryOutbox(new QueryClient(), ME)).toBe(0);
    expect(groceryQueue.changes(ME)).toHaveLength(3);
    expect(toasts()).toEqual([]);

    server.state.down = false;
    expect(await syncGroceryOutbox(new QueryClient(), ME)).toBe(2);
    expect(groceryQueue.changes(ME)).toEqual([]);
    expect(server.state.items).toEqual([{ ...apples, checked: true }]);
    expect(toasts()).toEqual([groceryMessages.updateFailed]);
  });
});

describe('the same item changed on two phones', () => {
  /** A phone: its own storage (its own outbox), the member's one list on the server. */
  function phone() {
    const storage = new Map<string, string>();
    const queue = createGroceryQueue(
      () =>
        ({
          getItem: (k: string) => storage.get(k) ?? null,
          setItem: (k: string, v: string) => void storage.set(k, v),
          removeItem: (k: string) => void storage.delete(k),
        }) as unknown as Storage,
    );
    return {
      queue,
      sync: () => queue.flush(ME, sendQueued),
      /** What the phone shows once it has reloaded the list (as the sync does). */
      shows: async () => {
        const { items } = (await (await fetch('/api/grocery-list')).json()) as {
          items: GroceryItem[];
        };
        return withQueued(items, queue.changes(ME), queue.ids(ME));
      },
    };
  }

  it('ends in the state of the write the server got last, and both phones show it', async () => {
    const limes = makeItem({ name: 'limes' });
    const server = fakeGroceryServer([limes]);
    const [mine, theirs] = [phone(), phone()];
    // Both offline: one checks the limes; the other checks them too, then puts them back.
    mine.queue.enqueue(ME, { kind: 'check', item_id: limes.id, checked: true });
    theirs.queue.enqueue(ME, { kind: 'check', item_id: limes.id, checked: true });
    theirs.queue.enqueue(ME, { kind: 'check', item_id: limes.id, checked: false });
    expect((await mine.shows())[0]?.checked).toBe(true);
    expect((await theirs.shows())[0]?.checked).toBe(false);

    // Mine reaches the server first, theirs after: theirs wins.
    expect(await mine.sync()).toBe(1);
    expect(await theirs.sync()).toBe(1);
    expect(server.state.items).toEqual([{ ...limes, checked: false }]);
    for (const device of [mine, theirs])
      expect(await device.shows()).toEqual([expect.objectContaining({ checked: false })]);

    // The other way round: mine wins. Never a mix, never the item twice.
    mine.queue.enqueue(ME, { kind: 'check', item_id: limes.id, checked: true });
    theirs.queue.enqueue(ME, { kind: 'check', item_id: limes.id, checked: false });
    await theirs.sync();
    await mine.sync();
    for (const device of [mine, theirs]) expect(names(await device.shows())).toEqual(['limes']);
    for (const device of [mine, theirs]) expect((await device.shows())[0]?.checked).toBe(true);
  });
});
