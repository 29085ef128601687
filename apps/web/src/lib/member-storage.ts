import { clearAllDrafts } from './form-draft';

/**
 * What a member leaves in this browser's localStorage that the next person at it must not find:
 * form drafts (lib/form-draft.ts) and cooking — the recipe being cooked, per-recipe progress and
 * running timers (features/cooking/cooking-store.ts, keys `mise.cooking.*`), and the last known
 * progress with its unsent writes (features/progress/last-known.ts, `mise.progress.*`). Sign-out clears it all.
 * A feature that keeps member data locally adds its prefix here.
 */
export const MEMBER_STORAGE_PREFIXES = [
  'mise.cooking.',
  'mise.progress.',
  'mise.ideas.',
  // The grocery list's changes made offline, not yet sent (features/grocery/offline-queue.ts).
  'mise.grocery.',
] as const;

/** Dispatched on window once cleared: a feature holding the same data in memory forgets it too. */
export const MEMBER_STORAGE_CLEARED_EVENT = 'mise:member-storage-cleared';

export function clearMemberStorage(): void {
  clearAllDrafts();
  // Both stores: the cooking page keeps its ingredient ticks for the tab (sessionStorage).
  for (const storageOf of [() => localStorage, () => sessionStorage]) {
    try {
      // Reading the global itself throws where storage is blocked.
      const storage = storageOf();
      const keys = Object.keys(storage).filter((key) =>
        MEMBER_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix)),
      );
      for (const key of keys) storage.removeItem(key);
    } catch {
      // Blocked: nothing was stored either.
    }
  }
  window.dispatchEvent(new Event(MEMBER_STORAGE_CLEARED_EVENT));
}
