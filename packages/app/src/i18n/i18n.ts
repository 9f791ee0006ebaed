import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { LanguageCode } from './languages'
import { applyDocumentLanguage, languages } from './languages'
import { retryImport } from '../router/retryImport'
import type accountEn from './locales/account/en.json'
import type contentEn from './locales/content/en.json'
import type deskEn from './locales/desk/en.json'
import type en from './locales/en.json'

/** The app's one i18next namespace. */
export const NAMESPACE = 'app'

/**
 * Every key of the app: the core locale, loaded before the first render, and the bundles that
 * load with the lazy routes and panels using them.
 */
export type AppResources = typeof en & typeof accountEn & typeof contentEn & typeof deskEn
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

/**
 * Keys that only lazily loaded code uses live in a bundle beside the core locale, so that the
 * pages a visitor lands on download only the text they show: `account` (user-centre pages and the
 * record panels of the trading desks), `content` (information, legal, earn and fee pages), `desk`
 * (the market list and charts, which load after a trading desk and with the home and quotes
 * pages). Every key is in exactly one file (locales.test.ts).
 */
export type LocaleBundle = 'account' | 'content' | 'desk'

const bundleLoaders = import.meta.glob<Resources>('./locales/*/*.json', { import: 'default' })
const loadedBundles = new WeakMap<I18n, Map<string, Promise<void>>>()

/** Resolves once the instance is initialised (the first route may start loading before that). */
function initialised(instance: I18n): Promise<void> {
  if (instance.isInitialized) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      instance.off('initialized', done)
      resolve()
    }
    instance.on('initialized', done)
  })
}

/** Adds a bundle of the instance's language to its resources; loaded once, retried like a page. */
export async function loadLocaleBundle(
  bundle: LocaleBundle,
  instance: I18n = i18next,
): Promise<void> {
  await initialised(instance)
  const code = instance.language
  let loaded = loadedBundles.get(instance)
  if (!loaded) loadedBundles.set(instance, (loaded = new Map()))
  const id = `${bundle}/${code}`
  const existing = loaded.get(id)
  if (existing) return existing
  const load = bundleLoaders[`./locales/${id}.json`]
  if (!load) throw new Error(`no locale bundle ${id}`)
  const added = retryImport(load).then((resources) => {
    instance.addResourceBundle(code, NAMESPACE, resources, true, true)
  })
  loaded.set(id, added)
  added.catch(() => loaded.delete(id))
  return added
}

/** A lazy module's loader that also loads the locale bundles its components read. */
export function withLocale<T>(bundles: readonly LocaleBundle[], load: () => Promise<T>) {
  return (): Promise<T> =>
    Promise.all([retryImport(load), ...bundles.map((b) => loadLocaleBundle(b))]).then(
      ([module]) => module,
    )
}

/** i18next options shared by the app and tests: flat `feature.area.phrase` keys. */
export function i18nOptions(code: LanguageCode, resources: Resources) {
  return {
    lng: code,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    // A copy: bundles are added into it later, and the imported locale module stays as it is.
    resources: { [code]: { [NAMESPACE]: { ...resources } } },
    // Every key exists in every language (locales.test.ts), so there is nothing to fall back to.
    fallbackLng: false as const,
    keySeparator: false as const,
    nsSeparator: false as const,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
    // A key missing at run time (a bundle not loaded with its module) is a bug: say so.
    saveMissing: true,
    missingKeyHandler: (_lngs: readonly string[], _ns: string, key: string) => {
      console.error(`i18n: no text for "${key}"`)
    },
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
