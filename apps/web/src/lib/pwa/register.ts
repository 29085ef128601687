/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { forgetApiAnswersOnSignOut } from './forget-on-sign-out';
import { showUpdateBanner } from './update-banner';

/**
 * Registers the service worker (built by vite-plugin-pwa, see pwa-options.ts) once the first page is
 * on screen, so it never competes with the first load. A new version waits (registerType 'prompt'):
 * the page says so and reloads onto it when the member asks. Signing out empties the cache of API
 * answers, so nothing of this member is read offline by the next person.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  forgetApiAnswersOnSignOut(caches);
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => showUpdateBanner(() => updateServiceWorker(true)),
    onRegisterError: (error: unknown) => console.warn('Mise works online only here', error),
  });
}
