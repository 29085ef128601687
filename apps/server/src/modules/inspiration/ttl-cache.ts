/**
 * A small in-memory cache whose entries live `ttlMs`, loaded single-flight: callers that arrive
 * while a key is loading share that one load, so a refresh storm makes one set of provider calls.
 * At most `maxKeys` entries (the oldest goes first), so caller-chosen keys cannot grow it forever.
 * A failed load is not kept.
 *
 * With `staleMs`, an entry past its time is still answered for that long while one load in the
 * background replaces it (stale-while-revalidate): no caller waits for the provider once the key
 * has loaded once. A failed background load leaves the stale entry to be tried again.
 */
export function createTtlCache<T>(options: {
  ttlMs: number;
  maxKeys: number;
  now?: () => number;
  staleMs?: number;
}) {
  const now = options.now ?? Date.now;
  const staleMs = options.staleMs ?? 0;
  type Entry = { value: Promise<T>; expires: number; refreshing?: boolean };
  const entries = new Map<string, Entry>();

  function trim() {
    while (entries.size > options.maxKeys) entries.delete(entries.keys().next().value!);
  }

  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      if (hit && hit.expires + staleMs > now()) {
        if (!hit.refreshing) {
          hit.refreshing = true;
          const next = load();
          next.then(
            () => {
              if (entries.get(key) !== hit) return;
              entries.set(key, { value: next, expires: now() + options.ttlMs });
              trim();
            },
            () => (hit.refreshing = false),
          );
        }
        return hit.value;
      }
      entries.delete(key);
      const value = load();
      // Until it settles the entry never expires; once it does, it lives ttlMs from then.
      const entry: Entry = { value, expires: Number.POSITIVE_INFINITY };
      entries.set(key, entry);
      value.then(
        () => (entry.expires = now() + options.ttlMs),
        () => entries.get(key) === entry && entries.delete(key),
      );
      trim();
      return value;
    },
    clear: () => entries.clear(),
  };
}
