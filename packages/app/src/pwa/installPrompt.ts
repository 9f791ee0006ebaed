import { useSyncExternalStore } from 'react'

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
}

/**
 * What `/down` can offer:
 * - `installed`: the page runs as the installed app (display-mode standalone), or the app was
 *   installed from this page just now
 * - `installable`: the browser offered installation (`beforeinstallprompt`): a button prompts
 * - `unsupported`: no offer from this browser (or not yet, or already installed elsewhere): the
 *   per-platform steps explain the way
 */
export type InstallState = 'installed' | 'installable' | 'unsupported'

let deferred: BeforeInstallPromptEvent | null = null
let installedNow = false
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

/**
 * Keeps the browser's install offer for `/down`. Chromium fires `beforeinstallprompt` once, soon
 * after the page loads, long before a visitor may open `/down`: main.tsx calls this at start.
 */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Our own button offers it (on /down); no mini-infobar elsewhere.
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    notify()
  })
  target.addEventListener('appinstalled', () => {
    deferred = null
    installedNow = true
    notify()
  })
}

function standalone(): boolean {
  if (typeof window === 'undefined') return false
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function snapshot(): InstallState {
  if (installedNow || standalone()) return 'installed'
  if (deferred) return 'installable'
  return 'unsupported'
}

/**
 * Shows the browser's install dialog; resolves with the user's choice. The offer can be used
 * once: afterwards the state is `unsupported` until the browser offers it again.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred
  if (!event) return 'unavailable'
  deferred = null
  notify()
  await event.prompt()
  const { outcome } = await event.userChoice
  return outcome
}

/** The install state, following the browser's offer and the app's installation. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribe, snapshot, () => 'unsupported')
}
