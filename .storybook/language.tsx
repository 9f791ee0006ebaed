import type { Decorator, Loader, StoryContext } from '@storybook/react-vite'
import i18next from 'i18next'
import type { WidgetMessagesInput } from '../packages/exchange-widgets/src/shared/widgetMessages'
import { WidgetMessagesProvider } from '../packages/exchange-widgets/src/shared/widgetMessages'
import { NAMESPACE, widgetResources } from '../packages/app/src/i18n/i18n'
import { isLanguageCode, type LanguageCode } from '../packages/app/src/i18n/languages'
import { localeTag } from './locales'

/*
 * The Language toolbar translates every label, from the files the site itself loads: the
 * widgets' texts (`exchange-widgets/src/locales/<tag>.ts`, what an embedder imports) and the
 * site's i18next resources (`app/src/i18n/locales`). Only the chosen language is downloaded,
 * once; English is the widgets' defaults and what the app stories' `initTestI18n` loads.
 */

type Texts = Record<string, string>

/** The widgets' texts of each language, by BCP-47 tag: `../locales/ja.ts` → `ja`. */
const widgetModules = import.meta.glob<WidgetMessagesInput>(
  '../packages/exchange-widgets/src/locales/*.ts',
  { import: 'default' },
)
/** The site's core file of each language (`locales/jp.json`) and its bundles (`account/jp.json`). */
const appCore = import.meta.glob<Texts>('../packages/app/src/i18n/locales/*.json', {
  import: 'default',
})
const appBundles = import.meta.glob<Texts>('../packages/app/src/i18n/locales/*/*.json', {
  import: 'default',
})

/** One language's texts: the widgets' messages, and the site's resources as i18next holds them. */
export type LanguageTexts = { code: LanguageCode; widgets: WidgetMessagesInput; app: Texts }

const loading = new Map<LanguageCode, Promise<LanguageTexts>>()

async function loadTexts(code: LanguageCode): Promise<LanguageTexts> {
  const widgetsPath = `../packages/exchange-widgets/src/locales/${localeTag(code)}.ts`
  const load = widgetModules[widgetsPath]
  if (!load) throw new Error(`no widget texts at ${widgetsPath}`)
  const bundles = Object.entries(appBundles)
    .filter(([path]) => path.endsWith(`/${code}.json`))
    .map(([, loadBundle]) => loadBundle())
  const corePath = `../packages/app/src/i18n/locales/${code}.json`
  const [widgets, core, ...parts] = await Promise.all([load(), appCore[corePath]?.(), ...bundles])
  // As the site merges them (i18n.ts): its own keys, then the widgets' texts under `widget.`.
  const app = Object.assign({}, core, ...parts, widgetResources(widgets as Texts)) as Texts
  return { code, widgets, app }
}

/** The toolbar's language code (English when unknown). */
const languageOf = (context: Pick<StoryContext, 'globals'>): LanguageCode =>
  isLanguageCode(context.globals.locale) ? context.globals.locale : 'en'

/**
 * Loads the chosen language before the story renders, so no label flashes in English first.
 * Under `loaded.bourseLanguage`; nothing for English.
 */
export const loadLanguage: Loader = async (context) => {
  const code = languageOf(context)
  if (code === 'en') return {}
  let texts = loading.get(code)
  if (!texts) {
    texts = loadTexts(code)
    loading.set(code, texts)
    texts.catch(() => loading.delete(code))
  }
  return { bourseLanguage: await texts }
}

const loadedTexts = (context: Pick<StoryContext, 'loaded'>) =>
  (context.loaded as { bourseLanguage?: LanguageTexts }).bourseLanguage

/**
 * Switches the app stories' i18next (initialised in English by their `initTestI18n` loader, which
 * runs after this file's loader) to the toolbar's language, and back to English.
 */
export async function switchAppLanguage(context: StoryContext): Promise<void> {
  if (!i18next.isInitialized) return
  const code = languageOf(context)
  const texts = loadedTexts(context)
  if (texts && !i18next.hasResourceBundle(code, NAMESPACE))
    i18next.addResourceBundle(code, NAMESPACE, texts.app, true, true)
  if (code !== 'en' && !texts) return
  if (i18next.language !== code) await i18next.changeLanguage(code)
}

/**
 * The widgets' texts in the toolbar's language. A story that gives its own messages (a provider
 * of its own, a `labels` prop) keeps them: the nearest provider and explicit labels win.
 */
export const withWidgetMessages: Decorator = (Story, context) => {
  const texts = loadedTexts(context)
  // A story that plays an embedder's host page brings its own provider, as withBourse says.
  if (!texts || context.parameters.hostPage === true) return <Story />
  return (
    <WidgetMessagesProvider messages={texts.widgets}>
      <Story />
    </WidgetMessagesProvider>
  )
}
