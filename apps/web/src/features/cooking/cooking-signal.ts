/*
 * The smallest part of cooking, for the app's frame (root-layout): whether a recipe is being cooked,
 * without loading the cooking store. The frame loads the mini panel's code only when this says so,
 * so a visitor who never cooks never downloads it.
 */

/** Same key as the store's ACTIVE_RECIPE_KEY (cooking-store.ts), repeated here to keep this file tiny. */
const ACTIVE_KEY = 'mise.cooking.active';

/** What the server has not heard yet about a cook (features/cooking/session.ts). */
export const SYNC_KEY = 'mise.cooking.sync';

/** The recipe this browser is cooking, if any (without loading the store). */
export function cookingRecipeId(): string | null {
  try {
    return localStorage.getItem(ACTIVE_KEY);
  } catch {
    return null;
  }
}

/** Dispatched on window when a cook starts, so the frame loads the panel without a reload. */
export const COOKING_STARTED_EVENT = 'mise:cooking-started';

/** Same key as the store's TIMERS_KEY: timers still to ring, of any recipe. */
const TIMERS_KEY = 'mise.cooking.timers';

/**
 * A recipe is being cooked, a timer is still to ring (perhaps of a recipe no longer cooked), or a cook
 * made offline (a finish, a stop) still has to reach the server: the dock's code is needed.
 */
export function isCookingStored(): boolean {
  try {
    return [ACTIVE_KEY, TIMERS_KEY, SYNC_KEY].some((key) => Boolean(localStorage.getItem(key)));
  } catch {
    return false;
  }
}

export function announceCookingStarted(): void {
  window.dispatchEvent(new Event(COOKING_STARTED_EVENT));
}
