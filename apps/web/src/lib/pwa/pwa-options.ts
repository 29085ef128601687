import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * Mise as an installable app with a service worker (issue 17 §1; decision 0027). Workbox, through
 * vite-plugin-pwa, writes dist/sw.js at build time:
 * - the app shell — index.html and every built script, stylesheet and icon — is precached, so any
 *   page opens offline once the worker is installed;
 * - page loads go to the network (the server's 200 or 404 stays as it is), and only when it cannot
 *   be reached get the precached index.html;
 * - the API's GET answers are NetworkFirst with a short timeout: online a page reads fresh data,
 *   offline it reads what it last read. Sign-in and sign-out calls are never cached, and the cache
 *   is emptied on sign-out, so the next person at the device finds nothing of the last.
 * registerType 'prompt': a new worker waits until the member accepts the reload it offers.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  // Registered by src/lib/pwa/register.ts once the first page has rendered (no script in index.html).
  injectRegister: false,
  includeAssets: ['favicon.svg', 'robots.txt'],
  manifest: {
    id: '/',
    name: 'Mise — recipes, cooking and shopping',
    short_name: 'Mise',
    description: 'Recipes, cooking mode, meal plans, grocery list, food diary and progress.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#047857',
    background_color: '#f8fafc',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // The Vite build manifest is for scripts/check-bundle.mjs, not for browsers.
    globIgnores: ['.vite/**'],
    // Navigations are the route below: network first, so unknown paths keep their 404.
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/index.html' } },
      },
      {
        // Session-changing calls (sign-in, sign-out, OAuth) are never kept, nor downloads (a
        // member's data export, the diary's CSV): a copy of those in the cache is of no use.
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin &&
          request.method === 'GET' &&
          url.pathname.startsWith('/api/') &&
          !url.pathname.startsWith('/api/auth/') &&
          !url.pathname.startsWith('/api/docs') &&
          !url.pathname.includes('/export'),
        handler: 'NetworkFirst',
        options: {
          // API_CACHE (cache-names.ts): the options are copied into sw.js as they are written.
          cacheName: 'mise-api',
          networkTimeoutSeconds: 3,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 300, maxAgeSeconds: 14 * 24 * 60 * 60 },
        },
      },
    ],
  },
};
