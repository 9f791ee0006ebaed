// The site's own language table is the one source: the toolbar offers exactly its nine languages.
import { isLanguageCode, languages } from '../packages/app/src/i18n/languages'

/** The product's language codes, their BCP-47 tags for Intl, and their native names. */
export const locales = Object.fromEntries(
  Object.entries(languages).map(([code, { bcp47, nativeName }]) => [
    code,
    { tag: bcp47, name: nativeName },
  ]),
) as Record<keyof typeof languages, { tag: string; name: string }>

/** BCP-47 tag for a product language code (English when unknown). */
export const localeTag = (code: unknown): string =>
  isLanguageCode(code) ? languages[code].bcp47 : 'en'
