import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GROCERY_LIST_QUERY_KEY } from '../../lib/grocery-list-query';
import { memberMe, renderWithRouter } from '../../test-utils/render';
import { GROCERY_QUEUE_KEY, groceryQueue } from './offline-queue';
import { GROCERY_OUTBOX_RETRY_MS, GroceryOutboxMount } from './outbox-mount';
import { fakeGroceryServer, makeItem } from './test-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The app anywhere but the grocery page: only the mount the app keeps on every page. */
const renderApp = () =>
  renderWithRouter(<GroceryOutboxMount />, { path: '/recipes', me: memberMe });

describe('the grocery outbox, sent from any page', () => {
  it('sends when the browser comes back online, in order, each once, and reloads the list', async () => {
    const apples = makeItem({ name: 'apples' });
    const pears = makeItem({ name: 'pears' });
    const server = fakeGroceryServer([apples, pears]);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    groceryQueue.enqueue(memberMe.user.id, { kind: 'check', item_id: apples.id, checked: true });
    groceryQueue.enqueue(memberMe.user.id, { kind: 'delete', item_id: pears.id });
    const { queryClient } = renderApp();
    queryClient.setQueryData(GROCERY_LIST_QUERY_KEY, [apples, pears]);
    // Offline at the start: nothing is tried.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.state.calls.filter((c) => c.path.startsWith('/api/grocery-list'))).toEqual([]);

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(localStorage.getItem(GROCERY_QUEUE_KEY)).toBeNull());
    expect(server.state.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `PATCH /api/grocery-list/items/${apples.id}`,
      `DELETE /api/grocery-list/items/${pears.id}`,
    ]);
    expect(server.state.items).toEqual([{ ...apples, checked: true }]);
    await waitFor(() =>
      expect(queryClient.getQueryState(GROCERY_LIST_QUERY_KEY)?.isInvalidated).toBe(true),
    );
  });

  it('sends at the start when something waits, and only the signed-in member’s', async () => {
    const apples = makeItem({ name: 'apples' });
    const server = fakeGroceryServer([apples]);
    groceryQueue.enqueue('someone-else', { kind: 'check', item_id: apples.id, checked: true });
    renderApp();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsOf('PATCH')).toEqual([]);
    expect(localStorage.getItem(GROCERY_QUEUE_KEY)).not.toBeNull();

    localStorage.clear();
    groceryQueue.enqueue(memberMe.user.id, { kind: 'check', item_id: apples.id, checked: true });
    renderApp();
    await waitFor(() => expect(server.callsOf('PATCH')).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem(GROCERY_QUEUE_KEY)).toBeNull());
  });

  it('tries again while online when the server could not be reached, until the changes are sent', async () => {
    // Only the retry's interval is faked: waitFor polls with the real one, so it polls by hand here.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const until = async (check: () => boolean) => {
      for (let waited = 0; !check(); waited += 10) {
        if (waited > 3_000) throw new Error('not reached in 3 s');
        await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      }
    };
    const apples = makeItem({ name: 'apples' });
    const server = fakeGroceryServer([apples]);
    server.state.down = true;
    groceryQueue.enqueue(memberMe.user.id, { kind: 'check', item_id: apples.id, checked: true });
    renderApp();
    // Tried at the start (no answer), and kept.
    await until(() => server.spy.mock.calls.length > 0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(localStorage.getItem(GROCERY_QUEUE_KEY)).not.toBeNull();

    server.state.down = false;
    act(() => void vi.advanceTimersByTime(GROCERY_OUTBOX_RETRY_MS));
    await until(() => localStorage.getItem(GROCERY_QUEUE_KEY) === null);
    expect(server.state.items).toEqual([{ ...apples, checked: true }]);
  });
});
