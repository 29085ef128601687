/** The service worker's cache of API answers (pwa-options.ts): emptied when a member signs out. */
export const API_CACHE = 'mise-api';
