import { MEMBER_STORAGE_CLEARED_EVENT } from '../member-storage';
import { API_CACHE } from './cache-names';

/**
 * The service worker keeps the API's answers for offline use (pwa-options.ts): when the member signs
 * out (lib/member-storage.ts says so with its event), they go, so the next person at this device
 * reads nothing of theirs, online or off. Answers the function that stops listening.
 */
export function forgetApiAnswersOnSignOut(cacheStorage: Pick<CacheStorage, 'delete'>): () => void {
  const forget = () => {
    void cacheStorage.delete(API_CACHE).catch(() => undefined);
  };
  window.addEventListener(MEMBER_STORAGE_CLEARED_EVENT, forget);
  return () => window.removeEventListener(MEMBER_STORAGE_CLEARED_EVENT, forget);
}
