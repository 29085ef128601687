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

describe('createTtlCache', () => {
  it('loads once for callers arriving together and answers from memory until the time is up', async () => {
    let time = 0;
    const cache = createTtlCache<number>({ ttlMs: 100, maxKeys: 1, now: () => time });
    const source = counter();
    expect(await Promise.all([cache.get('k', source.load), cache.get('k', source.load)])).toEqual([
      1, 1,
    ]);
    time = 99;
    expect(await cache.get('k', source.load)).toBe(1);
    time = 200; // expired, and no stale window: the caller waits for a new load
    expect(await cache.get('k', source.load)).toBe(2);
    expect(source.calls()).toBe(2);
  });

  it('answers a stale entry at once while one background load replaces it', async () => {
    let time = 0;
    const cache = createTtlCache<number>({
      ttlMs: 100,
      staleMs: 1_000,
      maxKeys: 1,
      now: () => time,
    });
    const source = counter();
    expect(await cache.get('k', source.load)).toBe(1);
    time = 150;
    // Three callers past the time: all get the old value, one reload starts.
    expect(await Promise.all([1, 2, 3].map(() => cache.get('k', source.load)))).toEqual([1, 1, 1]);
    await settle();
    expect(source.calls()).toBe(2);
    expect(await cache.get('k', source.load)).toBe(2);
    // Past the stale window too: the caller waits for a fresh load.
    time = 150 + 100 + 1_001;
    expect(await cache.get('k', source.load)).toBe(3);
  });

  it('keeps the stale entry when the background load fails, and tries again on the next call', async () => {
    let time = 0;
    const cache = createTtlCache<number>({
      ttlMs: 100,
      staleMs: 1_000,
      maxKeys: 1,
      now: () => time,
    });
    const source = counter();
    await cache.get('k', source.load);
    time = 150;
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
