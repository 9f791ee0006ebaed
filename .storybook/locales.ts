/** The product's language codes, their BCP-47 tags for Intl, and their native names. */
export const locales = {
  zh: { tag: 'zh-CN', name: '简体中文' },
  en: { tag: 'en', name: 'English' },
  tc: { tag: 'zh-TW', name: '繁體中文' },
  jp: { tag: 'ja', name: '日本語' },
  ti: { tag: 'th', name: 'ไทย' },
  kr: { tag: 'ko', name: '한국어' },
  ep: { tag: 'es', name: 'Español' },
  il: { tag: 'it', name: 'Italiano' },
  pt: { tag: 'pt', name: 'Português' },
} as const

export type LocaleCode = keyof typeof locales

/** BCP-47 tag for a product language code (English when unknown). */
export const localeTag = (code: unknown): string =>
  typeof code === 'string' && code in locales ? locales[code as LocaleCode].tag : 'en'
