import 'i18next'
import type en from './locales/en.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app'
    keySeparator: false
    nsSeparator: false
    resources: { app: typeof en }
  }
}
