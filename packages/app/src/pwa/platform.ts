/**
 * Where the app is being installed from, as far as installing goes: each has its own steps on
 * `/down`.
 * - `desktop`: Chrome or Edge (any Chromium) on Windows, macOS, Linux or ChromeOS
 * - `android`: a browser on Android (Chrome's menu > Install app)
 * - `ios`: any browser on iPhone or iPad (Share > Add to Home Screen)
 * - `macSafari`: Safari on a Mac (File > Add to Dock)
 * - `firefox`: Firefox on a computer, which installs no web app
 */
export type InstallPlatform = 'desktop' | 'android' | 'ios' | 'macSafari' | 'firefox'

/** Every platform, in the order `/down` lists the others. */
export const installPlatforms: readonly InstallPlatform[] = [
  'desktop',
  'android',
  'ios',
  'macSafari',
  'firefox',
]

export type PlatformHints = {
  /** `navigator.maxTouchPoints`: iPadOS's Safari says "Macintosh" but has a touch screen. */
  maxTouchPoints?: number
}

/** The install platform of a user agent string; a desktop Chromium when nothing else fits. */
export function detectInstallPlatform(
  userAgent: string,
  { maxTouchPoints = 0 }: PlatformHints = {},
): InstallPlatform {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios'
  const mac = /Macintosh|Mac OS X/.test(userAgent)
  // iPadOS 13+ asks for the desktop site: a "Macintosh" with a touch screen is an iPad.
  if (mac && maxTouchPoints > 1) return 'ios'
  if (/Android/.test(userAgent)) return 'android'
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'firefox'
  const chromium = /Chrome\/|Chromium\/|CriOS\/|Edg\/|OPR\//.test(userAgent)
  if (mac && /Safari\//.test(userAgent) && !chromium) return 'macSafari'
  return 'desktop'
}

/** The platform first, then the others in their usual order. */
export function platformsFirst(platform: InstallPlatform): InstallPlatform[] {
  return [platform, ...installPlatforms.filter((p) => p !== platform)]
}
