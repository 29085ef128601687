import type { RecipeCreate } from '@mise/core';

/**
 * The server's clock, moved by the tests: a 45-minute cook takes no time to run. `tickSeconds` moves
 * it on each reading too, so racing requests each see a different "now".
 */
export function testClock(startIso: string) {
  let nowMs = Date.parse(startIso);
  const control = {
    tickSeconds: 0,
    clock: {
      now: () => {
        const now = new Date(nowMs);
        nowMs += control.tickSeconds * 1000;
        return now;
      },
    },
    /** The time now, without moving it. */
    current: () => new Date(nowMs),
    /** Moves the clock by `seconds` (backwards when negative). */
    advance: (seconds: number) => {
      nowMs += seconds * 1000;
    },
  };
  return control;
}

/** A stew with 45 minutes planned and three steps. */
export const stewBody = (over: Partial<RecipeCreate> = {}): RecipeCreate => ({
  title: 'Cooking Test Stew',
  servings: 4,
  prep_time: 15,
  cook_time: 30,
  ingredients: [{ name: 'onion' }],
  steps: [{ instruction: 'Chop.' }, { instruction: 'Brown.' }, { instruction: 'Simmer.' }],
  ...over,
});
