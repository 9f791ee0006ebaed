import { createExchangeClient, localTokenStore } from '@bourse/api-client'
import { reportApiError } from '../errors/errorBus'
import { appStore } from '../session/atoms'
import { clearSession, expireSession } from '../session/session'

/**
 * The site's one API client: `/api` on the same host. Unlike an embed, the site owns its origin and
 * keeps the sign-in across reloads, in localStorage `bourse:ticket`.
 */
export const apiClient = createExchangeClient({
  baseUrl: '/api',
  tokenStore: localTokenStore(),
  onLoggedOut: () => clearSession(appStore),
  onSessionExpired: () => expireSession(appStore),
  onError: (error) => {
    // The expired-session alert replaces the toast for that one code.
    if (error.code !== 'login.session.expired') reportApiError(error)
  },
})
