/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register'
import { setWaitingUpdate } from './updateStore'

/** How often an open page asks the server for a new sw.js. */
const CHECK_EVERY_MS = 60 * 60 * 1000

/**
 * Registers the site's service worker (ADR 0030). A first visit's worker takes the page at once;
 * a new version installs beside the running one and waits: the update prompt offers "Reload",
 * which activates it, and the page reloads when it takes control.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  const apply = registerSW({
    onNeedRefresh: () => setWaitingUpdate(() => apply(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return
      // A trading page stays open for days: look for a new version now and then, not only at
      // the next navigation.
      window.setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined)
      }, CHECK_EVERY_MS)
    },
  })
}
