import type { WidgetMessages } from '@bourse/exchange-widgets'
import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { LanguageCode } from './languages'
import { applyDocumentLanguage, isLanguageCode, languages } from './languages'
import { retryImport } from '../router/retryImport'
import type accountEn from './locales/account/en.json'
import type contentEn from './locales/content/en.json'
import type deskEn from './locales/desk/en.json'
import type errorsEn from './locales/errors/en.json'
import type en from './locales/en.json'

/** The app's one i18next namespace. */
export const NAMESPACE = 'app'

/** The widgets' texts as the app reads them: `widget.<key>`. */
export type WidgetResources = { [K in keyof WidgetMessages as `widget.${K}`]: WidgetMessages[K] }

/**
 * Every key of the app: the core locale, loaded before the first render, and the bundles that
 * load with the lazy routes and panels using them; the widgets' texts under `widget.`.
 */
export type AppResources = typeof en &
  typeof accountEn &
  typeof contentEn &
  typeof deskEn &
  typeof errorsEn &
  WidgetResources
export type AppKey = keyof AppResources

type Resources = Record<string, string>
export type Loader = () => Promise<{ default: Resources }>

/** The widgets' texts under `widget.`, as the app's `t('widget.…')` reads them. */
export function widgetResources(messages: Resources): Resources {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [`widget.${key}`, text]))
}

/** The app's file and the widgets' part, downloaded side by side and merged. */
export function withWidgets(load: Loader | undefined, widgets: Loader): Loader {
  return () =>
    Promise.all([load?.() ?? { default: {} }, widgets()]).then(([app, widget]) => ({
      default: { ...app.default, ...widgetResources(widget.default) },
    }))
}

/**
 * One dynamic import per language: only the active language is ever downloaded. The widgets'
 * texts live once, in `@bourse/exchange-widgets/locales` (what embedders import); the core locale
 * is the app's file and the widgets' `core` part, built into one chunk (vite.config.ts).
 */
export const localeLoaders: Record<LanguageCode, Loader> = {
  zh: withWidgets(
    () => import('./locales/zh.json'),
    () => import('@bourse/exchange-widgets/locales/zh-CN/core.json'),
  ),
  en: withWidgets(
    () => import('./locales/en.json'),
    () => import('@bourse/exchange-widgets/locales/en/core.json'),
  ),
  tc: withWidgets(
    () => import('./locales/tc.json'),
    () => import('@bourse/exchange-widgets/locales/zh-TW/core.json'),
  ),
  jp: withWidgets(
    () => import('./locales/jp.json'),
    () => import('@bourse/exchange-widgets/locales/ja/core.json'),
  ),
  ti: withWidgets(
    () => import('./locales/ti.json'),
    () => import('@bourse/exchange-widgets/locales/th/core.json'),
  ),
  kr: withWidgets(
    () => import('./locales/kr.json'),
    () => import('@bourse/exchange-widgets/locales/ko/core.json'),
  ),
  ep: withWidgets(
    () => import('./locales/ep.json'),
    () => import('@bourse/exchange-widgets/locales/es/core.json'),
  ),
  il: withWidgets(
    () => import('./locales/il.json'),
    () => import('@bourse/exchange-widgets/locales/it/core.json'),
  ),
  pt: withWidgets(
    () => import('./locales/pt.json'),
    () => import('@bourse/exchange-widgets/locales/pt/core.json'),
  ),
}

/**
 * Keys that only lazily loaded code uses live in a bundle beside the core locale, so that the
 * pages a visitor lands on download only the text they show: `account` (user-centre pages, the
 * sign-in, registration and password pages and the record panels of the trading desks), `content` (information, legal, earn and fee pages), `desk`
 * (the market list and charts, which load after a trading desk, and the home and quotes pages'
 * own texts, which load with those pages), `errors` (the wording of error codes, loaded right after the first render: only the
 * generic and network errors are in the core). Each bundle is the app's file plus the widgets'
 * part of the same name (`content` and `errors` are only the app's).
 * Every key is in exactly one file (locales.test.ts).
 */
export type LocaleBundle = 'account' | 'content' | 'desk' | 'errors'

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
  const appPart = bundleLoaders[`./locales/${id}.json`]
  const appLoader: Loader | undefined = appPart && (() => appPart().then((r) => ({ default: r })))
  const load: Loader | undefined =
    bundle === 'content' || bundle === 'errors' || !isLanguageCode(code)
      ? appLoader
      : // The table of the widgets' parts is itself a small chunk, kept out of the entry.
        () =>
          import('./widgetLocales').then(({ widgetBundleLoaders }) =>
            withWidgets(appLoader, widgetBundleLoaders[code][bundle])(),
          )
  if (!load) throw new Error(`no locale bundle ${id}`)
  const added = retryImport(load).then(({ default: resources }) => {
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

/**
 * Makes the engine load its number and date data for the language now, in a task of its own while
 * the page's chunks download: the first `Intl` format of a language costs some 50 ms on our
 * machines, which otherwise lands in the first render that shows a price.
 */
function warmIntl(tag: string): void {
  setTimeout(() => {
    new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).formatToParts(-1234.5)
    new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(0)
  }, 0)
}

/** Loads the active language and initialises i18next with it; sets `<html lang>`. */
export async function initI18n(code: LanguageCode, instance: I18n = i18next): Promise<I18n> {
  // The locale is a chunk like any page: retried quietly when the network hiccups.
  const resources = (await retryImport(localeLoaders[code])).default
  await instance.use(initReactI18next).init(i18nOptions(code, resources))
  applyDocumentLanguage(code)
  warmIntl(localeOf(code))
  return instance
}

/** The active language's BCP-47 tag, for `Intl` formatting. */
export function localeOf(code: LanguageCode): string {
  return languages[code].bcp47
}
