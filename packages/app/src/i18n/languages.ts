import { storageKey } from '@bourse/api-client'

/** The nine languages, in the product's own codes. */
export const languageCodes = ['zh', 'en', 'tc', 'jp', 'ti', 'kr', 'ep', 'il', 'pt'] as const

export type LanguageCode = (typeof languageCodes)[number]

export type LanguageInfo = {
  /** BCP-47 tag for `<html lang>` and `Intl`. */
  bcp47: string
  /** The language's name in itself, as the picker shows it. */
  nativeName: string
}

export const languages: Record<LanguageCode, LanguageInfo> = {
  zh: { bcp47: 'zh-CN', nativeName: '简体中文' },
  en: { bcp47: 'en', nativeName: 'English' },
  tc: { bcp47: 'zh-TW', nativeName: '繁體中文' },
  jp: { bcp47: 'ja', nativeName: '日本語' },
  ti: { bcp47: 'th', nativeName: 'ไทย' },
  kr: { bcp47: 'ko', nativeName: '한국어' },
  ep: { bcp47: 'es', nativeName: 'Español' },
  il: { bcp47: 'it', nativeName: 'Italiano' },
  pt: { bcp47: 'pt', nativeName: 'Português' },
}

export const DEFAULT_LANGUAGE: LanguageCode = 'en'

/** localStorage key of the chosen language. */
export const LANGUAGE_STORAGE_KEY = storageKey('lang')

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value)
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

function defaultStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    // Storage can throw when the browser blocks it (privacy mode, sandboxed frames).
    return undefined
  }
}

/** The stored language, or English when nothing (or something unknown) is stored. */
export function readLanguage(
  storage: KeyValueStorage | undefined = defaultStorage(),
): LanguageCode {
  let stored: string | null = null
  try {
    stored = storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null
  } catch {
    stored = null
  }
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE
}

export type SwitchLanguageOptions = {
  storage?: KeyValueStorage
  /** Reloads the page so every module renders in the new language. @default location.reload */
  reload?: () => void
}

/**
 * Saves the choice and reloads the page. Only the active language's resources are ever loaded,
 * so a reload is the simple, complete way to switch.
 */
export function switchLanguage(code: LanguageCode, options: SwitchLanguageOptions = {}): void {
  const storage = options.storage ?? defaultStorage()
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, code)
  } catch {
    // Nothing to save into; the reload below then shows the default language again.
  }
  const reload = options.reload ?? (() => globalThis.location.reload())
  reload()
}

/**
 * Sets `<html lang>` to the language's BCP-47 tag, and points `<link rel="manifest">` at that
 * language's manifest (`manifest.en.webmanifest` → `manifest.jp.webmanifest`, ADR 0030), so an
 * installed app carries the names of the language it was installed in.
 */
export function applyDocumentLanguage(code: LanguageCode, doc: Document = document): void {
  doc.documentElement.lang = languages[code].bcp47
  const manifest = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]')
  const href = manifest?.getAttribute('href')
  if (manifest && href) {
    manifest.setAttribute(
      'href',
      href.replace(/manifest\.\w+\.webmanifest$/, `manifest.${code}.webmanifest`),
    )
  }
}
