import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { initI18n, loadLocaleBundle } from './i18n/i18n'
import { readLanguage } from './i18n/languages'
import { captureInstallPrompt } from './pwa/installPrompt'
import { migrateStorage } from './storage/migrateStorage'

async function boot(): Promise<void> {
  // Before anything reads storage: the keys the site used before the `bourse:` namespace.
  migrateStorage()
  // The language is chosen before the first render so nothing flashes in English.
  await initI18n(readLanguage())
  // The wording of error codes is not on the way to the first paint: it downloads beside the
  // first render (until it is in, a failed call shows the server's message or the generic one).
  loadLocaleBundle('errors').catch(() => undefined)
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from index.html')
  const root = createRoot(container)
  // A transition: React renders the first tree in slices of a few milliseconds, yielding to the
  // browser between them, instead of one long task in the entry chunk before the first paint
  // (Lighthouse: total blocking time). The router's own updates are transitions already.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  })
}

void boot()

// The installable app (ADR 0030). The browser's install offer comes once, early: kept for /down.
captureInstallPrompt()
// The service worker registers after the page has loaded, from a chunk of its own: nothing of it
// is on the way to the first paint.
if (import.meta.env.PROD) {
  window.addEventListener(
    'load',
    () => void import('./pwa/registerServiceWorker').then((m) => m.registerServiceWorker()),
    { once: true },
  )
}
