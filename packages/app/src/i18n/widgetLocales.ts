import type { LanguageCode } from './languages'
import type { Loader } from './i18n'

/**
 * The widgets' `desk` and `account` parts of each language, loaded with the app's bundle of the
 * same name (`desk` holds only widget texts); the `core` part loads with the core locale.
 */
export const widgetBundleLoaders: Record<LanguageCode, Record<'desk' | 'account', Loader>> = {
  zh: {
    desk: () => import('@bourse/exchange-widgets/locales/zh-CN/desk.json'),
    account: () => import('@bourse/exchange-widgets/locales/zh-CN/account.json'),
  },
  en: {
    desk: () => import('@bourse/exchange-widgets/locales/en/desk.json'),
    account: () => import('@bourse/exchange-widgets/locales/en/account.json'),
  },
  tc: {
    desk: () => import('@bourse/exchange-widgets/locales/zh-TW/desk.json'),
    account: () => import('@bourse/exchange-widgets/locales/zh-TW/account.json'),
  },
  jp: {
    desk: () => import('@bourse/exchange-widgets/locales/ja/desk.json'),
    account: () => import('@bourse/exchange-widgets/locales/ja/account.json'),
  },
  ti: {
    desk: () => import('@bourse/exchange-widgets/locales/th/desk.json'),
    account: () => import('@bourse/exchange-widgets/locales/th/account.json'),
  },
  kr: {
    desk: () => import('@bourse/exchange-widgets/locales/ko/desk.json'),
    account: () => import('@bourse/exchange-widgets/locales/ko/account.json'),
  },
  ep: {
    desk: () => import('@bourse/exchange-widgets/locales/es/desk.json'),
    account: () => import('@bourse/exchange-widgets/locales/es/account.json'),
  },
  il: {
    desk: () => import('@bourse/exchange-widgets/locales/it/desk.json'),
    account: () => import('@bourse/exchange-widgets/locales/it/account.json'),
  },
  pt: {
    desk: () => import('@bourse/exchange-widgets/locales/pt/desk.json'),
    account: () => import('@bourse/exchange-widgets/locales/pt/account.json'),
  },
}
