import 'i18next'
import type { AppResources } from './i18n'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app'
    keySeparator: false
    nsSeparator: false
    resources: { app: AppResources }
  }
}
