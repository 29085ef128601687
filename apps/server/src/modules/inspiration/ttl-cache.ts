/**
 * A small in-memory cache whose entries live `ttlMs`, loaded single-flight: callers that arrive
 * while a key is loading share that one load, so a refresh storm makes one set of provider calls.
 * At most `maxKeys` entries (the oldest goes first), so caller-chosen keys cannot grow it forever.
 * A failed load is not kept.
 */
export function createTtlCache<T>(options: { ttlMs: number; maxKeys: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      entries.delete(key);
      const value = load();
      // Until it settles the entry never expires; once it does, it lives ttlMs from then.
      const entry = { value, expires: Number.POSITIVE_INFINITY };
      entries.set(key, entry);
      value.then(
        () => (entry.expires = now() + options.ttlMs),
        () => entries.get(key) === entry && entries.delete(key),
      );
      while (entries.size > options.maxKeys) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear: () => entries.clear(),
  };
}
