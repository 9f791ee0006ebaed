import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { LanguageCode } from './languages'
import { applyDocumentLanguage, languages } from './languages'
import { retryImport } from '../router/retryImport'
import type en from './locales/en.json'

/** The app's one i18next namespace. */
export const NAMESPACE = 'app'

export type AppResources = typeof en
export type AppKey = keyof AppResources

type Resources = Record<string, string>

/** One dynamic import per language: only the active language is ever downloaded. */
export const localeLoaders: Record<LanguageCode, () => Promise<{ default: Resources }>> = {
  zh: () => import('./locales/zh.json'),
  en: () => import('./locales/en.json'),
  tc: () => import('./locales/tc.json'),
  jp: () => import('./locales/jp.json'),
  ti: () => import('./locales/ti.json'),
  kr: () => import('./locales/kr.json'),
  ep: () => import('./locales/ep.json'),
  il: () => import('./locales/il.json'),
  pt: () => import('./locales/pt.json'),
}

/** i18next options shared by the app and tests: flat `feature.area.phrase` keys. */
export function i18nOptions(code: LanguageCode, resources: Resources) {
  return {
    lng: code,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: { [code]: { [NAMESPACE]: resources } },
    // Every key exists in every language (locales.test.ts), so there is nothing to fall back to.
    fallbackLng: false as const,
    keySeparator: false as const,
    nsSeparator: false as const,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  }
}

/** Loads the active language and initialises i18next with it; sets `<html lang>`. */
export async function initI18n(code: LanguageCode, instance: I18n = i18next): Promise<I18n> {
  // The locale is a chunk like any page: retried quietly when the network hiccups.
  const resources = (await retryImport(localeLoaders[code])).default
  await instance.use(initReactI18next).init(i18nOptions(code, resources))
  applyDocumentLanguage(code)
  return instance
}

/** The active language's BCP-47 tag, for `Intl` formatting. */
export function localeOf(code: LanguageCode): string {
  return languages[code].bcp47
}
