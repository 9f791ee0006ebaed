import { createMockStream, type MockStream } from '@bourse/api-client/mocks'
import widgetsEn from '@bourse/exchange-widgets/locales/en'
import { BourseThemeProvider, ToastProvider } from '@bourse/ui'
import { render } from '@testing-library/react'
import i18next from 'i18next'
import { Provider as JotaiProvider } from 'jotai'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import { initReactI18next } from 'react-i18next'
import { setSiteStream } from '../api/stream'
import { i18nOptions, widgetResources } from '../i18n/i18n'
import en from '../i18n/locales/en.json'

/** Every bundle's English text: unit tests render modules without their lazy loaders. */
const englishBundles = import.meta.glob<Record<string, string>>('../i18n/locales/*/en.json', {
  eager: true,
  import: 'default',
})
import { appStore } from '../session/atoms'
import { clearSession } from '../session/session'

/**
 * i18next with the English resources (the core, every bundle and the widgets' texts), as the app
 * initialises it.
 */
export async function initTestI18n(): Promise<void> {
  if (i18next.isInitialized) return
  const resources = Object.assign(
    {},
    en,
    ...Object.values(englishBundles),
    widgetResources(widgetsEn),
  )
  await i18next.use(initReactI18next).init(i18nOptions('en', resources))
}

/**
 * Renders routes in a memory router inside the app's providers, with a fresh session and an
 * in-memory market stream (`stream`) in place of the site's WebSocket.
 */
export function renderRoutes(routes: RouteObject[], initialEntries: string[]) {
  clearSession(appStore)
  localStorage.clear()
  const stream: MockStream = createMockStream()
  setSiteStream(stream)
  const router = createMemoryRouter(routes, { initialEntries })
  const view = render(
    <JotaiProvider store={appStore}>
      <BourseThemeProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </BourseThemeProvider>
    </JotaiProvider>,
  )
  return { router, stream, ...view }
}
