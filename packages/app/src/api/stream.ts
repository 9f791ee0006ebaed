import {
  createStreamClient,
  USER_CHANNEL,
  type StreamClient,
  type StreamClientOptions,
} from '@bourse/api-client'
import { appStore, userInfoAtom } from '../session/atoms'
import { refreshUserInfo } from '../session/session'
import { apiClient } from './client'

/** The site's WebSocket address: same host as the page, `wss:` under https, at `/api/ws`. */
export function streamUrl(location: Pick<Location, 'protocol' | 'host'>, apiBase = '/api'): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${scheme}//${location.host}${apiBase}/ws`
}

let siteStream: StreamClient | null = null
let signedInAs: number | null = null

/*
 * A sign-in, sign-out or change of user without a page load signs the open socket in again, so
 * the `user` channel (orders, balances, robot runs) follows the session at once.
 */
appStore.sub(userInfoAtom, () => {
  const id = appStore.get(userInfoAtom)?.id ?? null
  if (id === signedInAs) return
  signedInAs = id
  siteStream?.authenticate()
})

/**
 * The server ends a socket's `user` stream when its session ends (a sign-out in another tab, a
 * password change elsewhere, expiry). The site then asks for the user again, which signs it out
 * exactly as an API call answered `login.user.not.login` would.
 */
function followSessionEnd(stream: StreamClient): StreamClient {
  stream.onMessage((message) => {
    if (
      message.op === 'error' &&
      message.channel === USER_CHANNEL &&
      (message.code === 'login.user.not.login' || message.code === 'login.session.expired')
    )
      void refreshUserInfo(apiClient, appStore)
  })
  return stream
}

/**
 * The site's one market-data stream, opened on first use and kept for the page's life (it
 * reconnects by itself). Its token is read at every (re)connect, so a login takes effect on the
 * next connection (and at once, through `authenticate`, when the signed-in user changes); the
 * public market channels need none.
 */
export function getSiteStream(
  create: (options: StreamClientOptions) => StreamClient = createStreamClient,
): StreamClient {
  siteStream ??= followSessionEnd(
    create({ url: streamUrl(window.location), getToken: () => apiClient.tokenStore.get() }),
  )
  return siteStream
}

/** Replaces the site's stream (tests hand in an in-memory one); `null` forgets it. */
export function setSiteStream(stream: StreamClient | null): void {
  if (siteStream && siteStream !== stream) siteStream.close()
  siteStream = stream && followSessionEnd(stream)
}
