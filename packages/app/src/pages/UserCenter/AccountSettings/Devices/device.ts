import type { TFunction } from 'i18next'

/** Placeholder for a value the server did not have (an address, for one). */
export const NONE = '—'

/**
 * A device's name from what its user agent said: "Chrome 156 on macOS", only the part known when
 * the other is empty, "Unknown device" when neither is.
 */
export function deviceName(t: TFunction, { browser, os }: { browser: string; os: string }) {
  if (browser && os) return t('security.devices.device', { browser, os })
  return browser || os || t('security.devices.unknown')
}
