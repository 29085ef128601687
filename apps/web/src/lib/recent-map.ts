/**
 * A small map kept in the tab's sessionStorage, newest entry last and the oldest dropped past `max`:
 * what a page remembers across a reload of the tab (scroll positions, the last address of a page).
 * Read once per page load; anything stored that `parse` does not accept is ignored, and storage that
 * is off or full only means the map lives for this page load.
 */
export function recentMap<V>(options: {
  storageKey: string;
  max: number;
  /** One stored `[key, …value]` entry back to a key and value, or null when it is not ours. */
  parse: (entry: unknown[]) => [string, V] | null;
  /** The stored form of an entry (default `[key, value]`). */
  store?: (key: string, value: V) => unknown[];
}) {
  let map: Map<string, V> | undefined;
  const store = options.store ?? ((key: string, value: V) => [key, value]);

  function entries(): Map<string, V> {
    if (!map) {
      map = new Map();
      try {
        const stored: unknown = JSON.parse(sessionStorage.getItem(options.storageKey) ?? '[]');
        if (Array.isArray(stored))
          for (const entry of stored as unknown[]) {
            const parsed = Array.isArray(entry) ? options.parse(entry as unknown[]) : null;
            if (parsed) map.set(parsed[0], parsed[1]);
          }
      } catch {
        // no storage, or not ours: start empty
      }
    }
    return map;
  }

  return {
    get: (key: string): V | undefined => entries().get(key),
    /** Sets `key` as the newest entry, dropping the oldest past `max`. */
    set: (key: string, value: V): void => {
      const all = entries();
      all.delete(key);
      all.set(key, value);
      if (all.size > options.max) all.delete(all.keys().next().value!);
    },
    /** Forgets every entry, here and in the tab's storage. */
    clear: (): void => {
      map = undefined;
      try {
        sessionStorage.removeItem(options.storageKey);
      } catch {
        // nothing stored
      }
    },
    /** Writes the map to the tab's storage. */
    persist: (): void => {
      try {
        const stored = [...entries()].map(([key, value]) => store(key, value));
        sessionStorage.setItem(options.storageKey, JSON.stringify(stored));
      } catch {
        // storage full or off: kept for this page load only
      }
    },
  };
}
