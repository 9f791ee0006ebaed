import { isApiError, type ExchangeClient, type UserInfo } from '@bourse/api-client'
import { loginFlagAtom, sessionExpiredAtom, userInfoAtom, type AppStore } from './atoms'
import { loginHref } from '../router/paths'

export function setLoggedIn(store: AppStore, user: UserInfo): void {
  store.set(userInfoAtom, user)
  store.set(loginFlagAtom, 1)
}

/** Clears the user data and sets the login flag to 0. The token store is the client's concern. */
export function clearSession(store: AppStore): void {
  store.set(userInfoAtom, null)
  store.set(loginFlagAtom, 0)
}

/** The server ended the session: clear it and raise the "Session expired!" alert. */
export function expireSession(store: AppStore): void {
  clearSession(store)
  store.set(sessionExpiredAtom, true)
}

/**
 * The user-info call made before every route change (spec §4). With no token it is skipped and
 * the session cleared. A `login.user.not.login` answer logs out (the client has removed the
 * token); a network failure keeps the session as it was, so a flaky connection never logs out.
 */
export async function refreshUserInfo(
  client: ExchangeClient,
  store: AppStore,
  signal?: AbortSignal,
): Promise<UserInfo | null> {
  if (!client.tokenStore.get()) {
    clearSession(store)
    return null
  }
  try {
    const user = await client.get('/app/account/getUserInfo', { silent: true, signal })
    setLoggedIn(store, user)
    return user
  } catch (error) {
    if (
      isApiError(error) &&
      (error.code === 'login.user.not.login' || error.code === 'login.session.expired')
    ) {
      clearSession(store)
      client.tokenStore.clear()
      return null
    }
    return store.get(userInfoAtom)
  }
}

/**
 * Logout: replace the page with /login (Back does not return to a signed-in page, spec §2), ask
 * the server to end the session, then, whatever it answered, clear the user data, set the flag
 * to 0 and remove the token. The page is left first: a signed-in-only page that saw the session
 * end (here, or by the stream's "session ended" that the server's logout sends) would send the
 * user to the login page with itself as the way back.
 */
export async function logout(
  client: ExchangeClient,
  store: AppStore,
  navigate: (to: string, options: { replace: true }) => void | Promise<void>,
): Promise<void> {
  await navigate(loginHref, { replace: true })
  try {
    await client.post('/app/account/logout', { silent: true })
  } catch {
    // The session ends locally either way; a failed call only leaves a server session to expire.
  }
  clearSession(store)
  client.tokenStore.clear()
}
