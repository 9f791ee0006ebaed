import { isApiError } from '@bourse/api-client'
import type { i18n as I18n } from 'i18next'

/**
 * The message a user sees for a failed call: the translated `errors.<code>`, else the server's
 * own message, else the translated generic "ERROR" (spec §8).
 */
export function errorMessage(i18n: Pick<I18n, 'exists' | 't'>, error: unknown): string {
  if (isApiError(error)) {
    const key = `errors.${error.code}`
    if (i18n.exists(key)) return i18n.t(key as 'errors.fallback')
    if (error.message) return error.message
  }
  return i18n.t('errors.fallback')
}

/**
 * The message of a bare error code, for widgets that report codes (the `errorText` of the
 * widgets' provider): the translated `errors.<code>`, else the translated generic "ERROR".
 */
export function errorCodeMessage(i18n: Pick<I18n, 'exists' | 't'>, code: string): string {
  const key = `errors.${code}`
  return i18n.t(i18n.exists(key) ? (key as 'errors.fallback') : 'errors.fallback')
}
