/*
 * Where the grocery list's changes made offline wait (offline-queue.ts), apart so the app's start
 * (outbox-mount.tsx) can see whether anything waits without loading the queue's code. The
 * `mise.grocery.` prefix is a member storage prefix (lib/member-storage.ts): sign-out clears it.
 * The key exists only while a change waits.
 */
export const GROCERY_QUEUE_KEY = 'mise.grocery.offline-queue';

/** Whether a grocery change made offline waits in this browser (for any member). */
export function hasQueuedGroceryChanges(): boolean {
  try {
    return window.localStorage.getItem(GROCERY_QUEUE_KEY) !== null;
  } catch {
    return false;
  }
}
