import { progressMessages } from '@mise/core';
import type { QueryClient } from '@tanstack/react-query';
import {
  MAX_VISIBLE_TOASTS,
  type ToastStore,
  type ToastVariant,
} from '../../components/ui/toast-store';
import { fetchUnseenEvents, flushOutbox, progressKeys, sendSeen } from './api';
import { readOutbox } from './last-known';

export interface ProgressFeed {
  /** Asks the server for unseen news and shows it; calls while one runs fold into one more run. */
  check: () => Promise<void>;
  /** The network is back: send what was kept, then check. */
  online: () => Promise<void>;
  stop: () => void;
}

export const SAVE_FAILED_TOAST_KEY = 'progress-save-failed';

/**
 * The toast feed (issue 14 point 7): the server keeps a feed of unseen progress events; this shows
 * each as a toast, oldest first so the newest ends on top, and marks them seen. The toaster shows 3
 * at most (spec-1 §9) and drops the oldest for a newer one, so news waits in a queue until there is
 * room: a cook's "+30 XP" is not pushed out unseen by the achievements it brought. An event is shown
 * once per page load however many checks overlap (two quick mutations), and never again from this
 * browser while its "seen" waits in the outbox.
 */
export function createProgressFeed(queryClient: QueryClient, store: ToastStore): ProgressFeed {
  const shown = new Set<string>();
  const queue: { id: string; message: string }[] = [];
  let running: Promise<void> | null = null;
  let again = false;

  const show = (message: string, variant: ToastVariant, key: string) =>
    store.show(message, variant, { key });

  function pump() {
    while (queue.length > 0 && store.getSnapshot().length < MAX_VISIBLE_TOASTS) {
      const next = queue.shift()!;
      show(next.message, 'success', `progress-event:${next.id}`);
    }
  }
  const unsubscribe = store.subscribe(pump);

  async function runOnce(): Promise<void> {
    let items;
    try {
      items = (await fetchUnseenEvents()).items;
    } catch {
      // No news this time; the next action or the network's return asks again.
      return;
    }
    const waiting = new Set(readOutbox().eventsSeen);
    const fresh = items
      .filter((event) => !shown.has(event.id) && !waiting.has(event.id))
      .sort((a, b) => a.created_at.localeCompare(b.created_at));
    if (fresh.length === 0) return;
    for (const event of fresh) {
      shown.add(event.id);
      queue.push({ id: event.id, message: event.message });
    }
    pump();
    void queryClient.invalidateQueries({ queryKey: progressKeys.all });
    const saved = await sendSeen(
      'eventsSeen',
      fresh.map((event) => event.id),
    );
    if (!saved) show(progressMessages.saveFailed, 'warning', SAVE_FAILED_TOAST_KEY);
  }

  function check(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce();
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  async function online(): Promise<void> {
    // Progress is read again only when something kept was sent: on every page load (the feed
    // starts with `online`) an empty outbox changed nothing, and the page's reads are still fresh.
    const kept = readOutbox();
    if (kept.eventsSeen.length + kept.achievementsSeen.length + kept.completions.length > 0) {
      await flushOutbox();
      void queryClient.invalidateQueries({ queryKey: progressKeys.all });
    }
    await check();
  }

  return { check, online, stop: unsubscribe };
}
