import { afterEach, describe, expect, it, vi } from 'vitest';
import { recentMap } from './recent-map';

const numbers = (max = 3) =>
  recentMap<number>({
    storageKey: 'test.recent',
    max,
    parse: ([key, value]) =>
      typeof key === 'string' && typeof value === 'number' ? [key, value] : null,
  });

describe('recentMap', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the newest entries, dropping the oldest past its size', () => {
    const map = numbers(2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 3); // a is the newest again
    map.set('c', 4);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(3);
    expect(map.get('c')).toBe(4);
  });

  it('comes back after a reload of the tab, ignoring what is not its own', () => {
    const first = numbers();
    first.set('a', 1);
    first.persist();
    const stored = JSON.parse(sessionStorage.getItem('test.recent')!) as unknown[];
    sessionStorage.setItem('test.recent', JSON.stringify([...stored, ['b', 'not a number'], 7]));
    const reloaded = numbers();
    expect(reloaded.get('a')).toBe(1);
    expect(reloaded.get('b')).toBeUndefined();
    reloaded.clear();
    expect(sessionStorage.getItem('test.recent')).toBeNull();
    expect(reloaded.get('a')).toBeUndefined();
  });

  it('lives for the page load when storage is off or holds something else', () => {
    sessionStorage.setItem('test.recent', '{not json');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const map = numbers();
    map.set('a', 1);
    expect(() => map.persist()).not.toThrow();
    expect(map.get('a')).toBe(1);
  });
});
