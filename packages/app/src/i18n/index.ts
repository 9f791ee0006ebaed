export {
  initI18n,
  i18nOptions,
  loadLocaleBundle,
  localeLoaders,
  localeOf,
  NAMESPACE,
  withLocale,
} from './i18n'
export type { AppKey, AppResources, LocaleBundle } from './i18n'
export {
  applyDocumentLanguage,
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_STORAGE_KEY,
  languageCodes,
  languages,
  readLanguage,
  switchLanguage,
} from './languages'
export type { LanguageCode, LanguageInfo } from './languages'
