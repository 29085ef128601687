import { act, render, screen, waitFor } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressMessages } from '@mise/core';
import { toastStore } from '../../components/ui/toast-store';
import { Toaster } from '../../components/ui/toaster';
import { signalProgressChanged } from '../../lib/progress-signal';
import { fakeApi, json, type ApiCall } from '../../test-utils/recipe-fixtures';
import { createTestQueryClient, memberMe } from '../../test-utils/render';
import { progressKeys } from './api';
import { readOutbox } from './last-known';
import { makeEvent } from './test-fixtures';
import ProgressToastFeed from './toast-feed';

function SomeAction() {
  const save = useMutation({ mutationFn: () => Promise.resolve('saved') });
  return (
    <button type="button" onClick={() => save.mutate()}>
      Save something
    </button>
  );
}

function renderFeed(queryClient = createTestQueryClient(memberMe)) {
  render(
    <QueryClientProvider client={queryClient}>
      <ProgressToastFeed />
      <SomeAction />
      <Toaster />
    </QueryClientProvider>,
  );
  return queryClient;
}

const toastTexts = () =>
  screen.queryAllByRole('listitem').map((item) => item.textContent?.replace('Dismiss', '').trim());

const seenCalls = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/me/progress/seen');

afterEach(() => {
  act(() => toastStore.clear());
  vi.restoreAllMocks();
});

describe('the progress toast feed', () => {
  it('shows unseen news on load, newest on top, three at most and the rest as room frees, and marks it seen', async () => {
    const events = [
      makeEvent({ message: '+50 XP: Recipe created', created_at: '2026-03-10T10:00:00.000Z' }),
      makeEvent({
        kind: 'achievement',
        message: 'Achievement Unlocked: First Recipe',
        created_at: '2026-03-10T10:00:01.000Z',
      }),
      makeEvent({
        kind: 'level',
        message: 'Level Up! You are now level 2!',
        created_at: '2026-03-10T10:00:02.000Z',
      }),
      makeEvent({
        kind: 'badge',
        message: 'Badge Unlocked: Home Cook!',
        created_at: '2026-03-10T10:00:03.000Z',
      }),
    ];
    let unseen = [...events];
    const api = fakeApi({
      'GET /api/me/progress/events': () => json(200, { items: unseen }),
      'POST /api/me/progress/seen': (call) => {
        const ids = (call.body as { ids: string[] }).ids;
        unseen = unseen.filter((e) => !ids.includes(e.id));
        return json(200, {});
      },
    });
    const queryClient = renderFeed();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await waitFor(() => expect(seenCalls(api.calls)).toHaveLength(1));
    expect(toastTexts()).toEqual([
      'Level Up! You are now level 2!',
      'Achievement Unlocked: First Recipe',
      '+50 XP: Recipe created',
    ]);
    // The fourth waits for room rather than pushing the first out unseen.
    await userEvent.click(screen.getAllByRole('button', { name: 'Dismiss notification' })[2]!);
    expect(toastTexts()).toEqual([
      'Badge Unlocked: Home Cook!',
      'Level Up! You are now level 2!',
      'Achievement Unlocked: First Recipe',
    ]);
    expect(api.calls.find((c) => c.path === '/api/me/progress/events')?.search.get('unseen')).toBe(
      'true',
    );
    expect((seenCalls(api.calls)[0]!.body as { ids: string[] }).ids).toEqual(
      events.map((e) => e.id),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: progressKeys.all });
  });

  it('reads no progress again on load when nothing was kept to send and nothing is new', async () => {
    const api = fakeApi({ 'GET /api/me/progress/events': () => json(200, { items: [] }) });
    const queryClient = createTestQueryClient(memberMe);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderFeed(queryClient);
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/me/progress/events')).toHaveLength(1),
    );
    // The page on screen has just read its progress: a second read would only repeat it.
    expect(invalidate).not.toHaveBeenCalled();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('asks again after any successful mutation and after the cooking finish signal', async () => {
    let unseen = [] as ReturnType<typeof makeEvent>[];
    const api = fakeApi({
      'GET /api/me/progress/events': () => json(200, { items: unseen }),
      'POST /api/me/progress/seen': () => {
        unseen = [];
        return json(200, {});
      },
    });
    renderFeed();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/me/progress/events')).toHaveLength(1),
    );
    unseen = [makeEvent({ message: '+50 XP: Cookbook created' })];
    await userEvent.click(screen.getByRole('button', { name: 'Save something' }));
    expect(await screen.findByText('+50 XP: Cookbook created')).toBeInTheDocument();

    unseen = [makeEvent({ message: '+30 XP: Recipe cooked' })];
    act(() => signalProgressChanged());
    expect(await screen.findByText('+30 XP: Recipe cooked')).toBeInTheDocument();
  });

  it('never shows the same event twice when two mutations end at once', async () => {
    const event = makeEvent({ message: 'Challenge Completed: Daily Recipe (+50 XP)' });
    let release: () => void = () => {};
    const seenHeld = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi({
      // The server keeps listing it until the "seen" lands, which this test holds back.
      'GET /api/me/progress/events': () => json(200, { items: [event] }),
      'POST /api/me/progress/seen': async () => {
        await seenHeld;
        return json(200, {});
      },
    });
    renderFeed();
    await screen.findByText(event.message);
    const button = screen.getByRole('button', { name: 'Save something' });
    // Two actions end while the first check still waits for its "seen": they fold into one more check.
    await userEvent.click(button);
    await userEvent.click(button);
    release();
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/me/progress/events')).toHaveLength(2),
    );
    await waitFor(() => expect(seenCalls(api.calls)).toHaveLength(1));
    expect(screen.getAllByText(event.message)).toHaveLength(1);
    act(() => toastStore.clear());
    await userEvent.click(button);
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/me/progress/events').length).toBeGreaterThan(
        2,
      ),
    );
    expect(screen.queryByText(event.message)).not.toBeInTheDocument();
  });

  it('keeps a "seen" it could not send, says so, and sends it when the network returns', async () => {
    const event = makeEvent({ message: '+10 XP: Recipe saved' });
    let online = false;
    let unseen = [event];
    const api = fakeApi({
      'GET /api/me/progress/events': () => json(200, { items: unseen }),
      'POST /api/me/progress/seen': () => {
        if (!online) return Promise.reject(new TypeError('Failed to fetch'));
        unseen = [];
        return Promise.resolve(json(200, {}));
      },
    });
    renderFeed();
    expect(await screen.findByText(progressMessages.saveFailed)).toBeInTheDocument();
    expect(readOutbox().eventsSeen).toEqual([event.id]);

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(readOutbox().eventsSeen).toEqual([]));
    expect(seenCalls(api.calls).at(-1)?.body).toEqual({ ids: [event.id] });
    expect(screen.getAllByText(event.message)).toHaveLength(1);
  });
});
