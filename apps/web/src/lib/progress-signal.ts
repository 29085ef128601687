/**
 * Dispatched on window by a part of the app that changed progress without a TanStack mutation (the
 * cooking finish): the toast feed asks the server for news. Its own module in lib/ (features do not import each other), free of imports, so the
 * sender does not load the feed.
 */
export const PROGRESS_CHANGED_EVENT = 'mise:progress-changed';

export function signalProgressChanged(): void {
  window.dispatchEvent(new Event(PROGRESS_CHANGED_EVENT));
}
