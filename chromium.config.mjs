// How every browser test and benchmark launches Chromium: Debian's build (never a downloaded
// one), headless, with the background networking a closed network refuses turned off.

/** Path of the Chromium binary. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Command-line flags for a quiet, offline, headless Chromium. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
]

/** Launch options for Playwright (`launchOptions` / `chromium.launch`). */
export const chromiumLaunch = { executablePath: chromiumPath, args: chromiumArgs }
