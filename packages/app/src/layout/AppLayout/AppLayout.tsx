import { useServerClock, WidgetsProvider } from '@bourse/exchange-widgets'
import { useToast } from '@bourse/ui'
import { useAtomValue } from 'jotai'
import { lazy, Suspense, useCallback, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation, useNavigation } from 'react-router-dom'
import { apiClient } from '../../api/client'
import { getSiteStream } from '../../api/stream'
import { onApiError } from '../../errors/errorBus'
import { localeOf, withLocale } from '../../i18n/i18n'
import { readLanguage } from '../../i18n/languages'
import { useWaitingUpdate } from '../../pwa/updateStore'
import { retryImport } from '../../router/retryImport'
import { useWidgetMessages } from '../../i18n/widgetMessages'
import { appStore } from '../../session/atoms'
import { errorCodeMessage, errorMessage } from '../../errors/errorMessage'
import { sessionExpiredAtom } from '../../session/atoms'
import { useInboxUnread } from '../../session/inbox'
import { useUserEvents } from '../../session/userEvents'
import { Footer } from '../Footer'
import { FrozenBanner } from '../FrozenBanner'
import { Header } from '../Header'
import { Main, ProgressBar, Shell, SkipLink } from './AppLayout.styles'

/** Every route change scrolls to the top (spec §2); a change of only the query keeps the place. */
function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}

/** Failed calls, reported by the API client, become toasts in the active language. */
function ApiErrorToasts() {
  const toast = useToast()
  const { i18n } = useTranslation()
  useEffect(
    () =>
      onApiError((error) => toast.show({ message: errorMessage(i18n, error), tone: 'negative' })),
    [toast, i18n],
  )
  return null
}

/**
 * `login.session.expired` (spec §8): the alert and its dialog, with their texts (the `account`
 * bundle), are fetched only when a session expires, not with every page's first load.
 */
const SessionExpiredAlert = lazy(
  withLocale(['account'], () =>
    import('./SessionExpiredAlert').then((m) => ({ default: m.SessionExpiredAlert })),
  ),
)

/** The "new version" prompt: its chunk is fetched only once a new service worker waits. */
const ServiceWorkerUpdatePrompt = lazy(() =>
  retryImport(() => import('../../pwa/UpdatePrompt')).then((m) => ({
    default: m.ServiceWorkerUpdatePrompt,
  })),
)

function UpdateWaiting() {
  const waiting = useWaitingUpdate()
  if (!waiting) return null
  return (
    <Suspense fallback={null}>
      <ServiceWorkerUpdatePrompt />
    </Suspense>
  )
}

function SessionExpired() {
  const expired = useAtomValue(sessionExpiredAtom)
  if (!expired) return null
  return (
    <Suspense fallback={null}>
      <SessionExpiredAlert />
    </Suspense>
  )
}

/**
 * Header, content and footer around every page, inside the exchange widgets' provider: the one
 * API client, the one market stream, the active language, the widgets' texts in it and the site's
 * wording of error codes. The widgets share the app's jotai store here (their atoms are their own
 * objects, so nothing collides), which keeps the app's session atoms readable in pages that sit
 * under the provider.
 */
export function AppLayout() {
  const { i18n } = useTranslation()
  const errorText = useCallback((code: string) => errorCodeMessage(i18n, code), [i18n])
  const messages = useWidgetMessages(i18n)
  return (
    <WidgetsProvider
      client={apiClient}
      stream={getSiteStream()}
      locale={localeOf(readLanguage())}
      messages={messages}
      errorText={errorText}
      store={appStore}
    >
      <Layout />
    </WidgetsProvider>
  )
}

/**
 * Keeps the signed-in user in step with the `user` channel's `user` events, and the message
 * centre's unread count with its `inbox` events.
 */
function UserEvents() {
  useUserEvents(getSiteStream())
  useInboxUnread(apiClient)
  return null
}

function Layout() {
  const { t } = useTranslation()
  const navigation = useNavigation()
  // The server's clock starts learning with the site, so the first countdown is already right.
  useServerClock()
  return (
    <Shell>
      <SkipLink href="#main">{t('layout.skipToContent')}</SkipLink>
      <ScrollToTop />
      {navigation.state === 'loading' && (
        <ProgressBar role="progressbar" aria-label={t('common.loading')} />
      )}
      <Header />
      <FrozenBanner />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      <ApiErrorToasts />
      <SessionExpired />
      <UpdateWaiting />
      <UserEvents />
    </Shell>
  )
}

AppLayout.displayName = 'AppLayout'
