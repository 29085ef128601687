import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.js';

/** A load that counts its calls and answers with the call's number (or fails when told). */
function counter() {
  let calls = 0;
  let failing = false;
  return {
    load: () => {
      calls += 1;
      return failing ? Promise.reject(new Error('provider down')) : Promise.resolve(calls);
    },
    calls: () => calls,
    fail: (value: boolean) => (failing = value),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A cache of 100 ms entries (answered stale for `staleMs` more) on a clock the test moves. */
function cacheOnClock(staleMs?: number) {
  const clock = { time: 0 };
  const cache = createTtlCache<number>({ ttlMs: 100, staleMs, maxKeys: 1, now: () => clock.time });
  return { cache, clock, source: counter() };
}

describe('createTtlCache', () => {
  it('loads once for callers arriving together and answers from memory until the time is up', async () => {
    const { cache, clock, source } = cacheOnClock();
    expect(await Promise.all([cache.get('k', source.load), cache.get('k', source.load)])).toEqual([
      1, 1,
    ]);
    clock.time = 99;
    expect(await cache.get('k', source.load)).toBe(1);
    clock.time = 200; // expired, and no stale window: the caller waits for a new load
    expect(await cache.get('k', source.load)).toBe(2);
    expect(source.calls()).toBe(2);
  });

  it('answers a stale entry at once while one background load replaces it', async () => {
    const { cache, clock, source } = cacheOnClock(1_000);
    expect(await cache.get('k', source.load)).toBe(1);
    clock.time = 150;
    // Three callers past the time: all get the old value, one reload starts.
    expect(await Promise.all([1, 2, 3].map(() => cache.get('k', source.load)))).toEqual([1, 1, 1]);
    await settle();
    expect(source.calls()).toBe(2);
    expect(await cache.get('k', source.load)).toBe(2);
    // Past the stale window too: the caller waits for a fresh load.
    clock.time = 150 + 100 + 1_001;
    expect(await cache.get('k', source.load)).toBe(3);
  });

  it('keeps the stale entry when the background load fails, and tries again on the next call', async () => {
    const { cache, clock, source } = cacheOnClock(1_000);
    await cache.get('k', source.load);
    clock.time = 150;
    source.fail(true);
    expect(await cache.get('k', source.load)).toBe(1);
    await settle();
    source.fail(false);
    expect(await cache.get('k', source.load)).toBe(1);
    await settle();
    expect(source.calls()).toBe(3);
    expect(await cache.get('k', source.load)).toBe(3);
  });
});
