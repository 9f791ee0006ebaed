export { initI18n, localeLoaders, localeOf, NAMESPACE, i18nOptions } from './i18n'
export type { AppKey, AppResources } from './i18n'
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
