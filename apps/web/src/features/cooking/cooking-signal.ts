/*
 * The smallest part of cooking, for the app's frame (root-layout): whether a recipe is being cooked,
 * without loading the cooking store. The frame loads the mini panel's code only when this says so,
 * so a visitor who never cooks never downloads it.
 */

/** Same key as the store's ACTIVE_RECIPE_KEY (cooking-store.ts), repeated here to keep this file tiny. */
const ACTIVE_KEY = 'mise.cooking.active';

/** Dispatched on window when a cook starts, so the frame loads the panel without a reload. */
export const COOKING_STARTED_EVENT = 'mise:cooking-started';

export function isCookingStored(): boolean {
  try {
    return Boolean(localStorage.getItem(ACTIVE_KEY));
  } catch {
    return false;
  }
}

export function announceCookingStarted(): void {
  window.dispatchEvent(new Event(COOKING_STARTED_EVENT));
}
