import { afterEach, describe, expect, it } from 'vitest';
import { isCookingStored, SYNC_KEY } from './cooking-signal';
import { ACTIVE_RECIPE_KEY, TIMERS_KEY } from './cooking-store';

afterEach(() => localStorage.clear());

describe('isCookingStored (whether the frame loads the dock)', () => {
  it('is false for a visitor who never cooked', () => {
    expect(isCookingStored()).toBe(false);
  });

  it.each([
    ['a recipe being cooked', ACTIVE_RECIPE_KEY, 'soup'],
    ['a timer still to ring', TIMERS_KEY, '[{"id":"t1"}]'],
    ['a cook waiting to reach the server', SYNC_KEY, '{"finished":[]}'],
  ])('is true with %s (the store and session keys are the same)', (_, key, value) => {
    localStorage.setItem(key, value);
    expect(isCookingStored()).toBe(true);
  });
});
