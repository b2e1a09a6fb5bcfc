/// <reference types="vite-plugin-pwa/client" />
/**
 * The service worker (made by vite-plugin-pwa with Workbox): it precaches the whole built app on
 * the first visit, so every view works offline from then on. A new version waits until the person
 * asks for it: the page says so and reloads only when told to, never in the middle of a game.
 */
import { reactive } from 'vue';
import { registerSW } from 'virtual:pwa-register';

/** How often a long-open page asks the server for a new version. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** What the service worker has said: the app is ready offline; a new version is waiting. */
export const pwaState = reactive({ offlineReady: false, updateReady: false });

let update: ((reload?: boolean) => Promise<void>) | null = null;

/** Registers the service worker (where the browser has them); a waiting version sets `updateReady`. */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  update = registerSW({
    immediate: true,
    onNeedRefresh: () => void (pwaState.updateReady = true),
    onOfflineReady: () => void (pwaState.offlineReady = true),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      // the browser checks on each navigation; a page left open checks now and then too
      setInterval(() => {
        if (navigator.onLine && !registration.installing) registration.update().catch(() => undefined);
      }, CHECK_EVERY_MS);
    },
    onRegisterError: (e: unknown) => console.warn('nautilab: the service worker did not register; the app will not work offline', e),
  });
}

/** Activates the waiting version and reloads the page with it. */
export function applyUpdate(): void {
  void update?.(true);
}

/** Hides the announcement; the new version applies the next time every Nautilab tab is closed. */
export function postponeUpdate(): void {
  pwaState.updateReady = false;
}
