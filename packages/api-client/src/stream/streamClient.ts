import type { WsClientMessage, WsServerMessage } from '../schema'
import { backoffDelay } from './backoff'

/** The authenticated channel of the signed-in user's orders, fills, balances and robot runs. */
export const USER_CHANNEL = 'user'

export type StreamStatus = 'connecting' | 'open' | 'reconnecting' | 'closed'

export type StreamClientOptions = {
  /** Absolute ws(s) URL of the `/ws` endpoint, e.g. `ws://host/api/ws`. */
  url: string
  /** Session token, sent in an `auth` message on every (re)connect for the `user` channel. */
  getToken?: () => string | null
  /** First reconnect delay. @default 500 */
  baseDelayMs?: number
  /** Longest reconnect delay. @default 15000 */
  maxDelayMs?: number
  /** Keep-alive ping interval. @default 20000 */
  pingIntervalMs?: number
  /** WebSocket implementation (tests, Node). @default globalThis.WebSocket */
  WebSocketImpl?: typeof WebSocket
}

export type StreamClient = {
  /**
   * Subscribe to a channel; kept across reconnects. Returns an unsubscribe function. Listeners of
   * one channel share one server subscription; with `fresh`, joining a channel that is already
   * subscribed asks the server for it again, so a channel that starts with a snapshot (depth)
   * gives the newcomer one.
   */
  subscribe(
    channel: string,
    onData: (message: WsServerMessage) => void,
    options?: { fresh?: boolean },
  ): () => void
  /** Ask the server for the channel afresh (a new depth snapshot after a gap). */
  resubscribe(channel: string): void
  /**
   * Signs the open socket in again with the current token, after a sign-in or sign-out without a
   * page load, and asks for the `user` channel again when it has listeners, so that channel
   * follows the new session (or stops, signed out).
   */
  authenticate(): void
  /** Every message, in arrival order. */
  onMessage(listener: (message: WsServerMessage) => void): () => void
  /** Connection status changes. */
  onStatus(listener: (status: StreamStatus) => void): () => void
  status(): StreamStatus
  /** When the last message of any kind arrived (epoch ms), or null. */
  lastMessageAt(): number | null
  close(): void
}

/**
 * One reconnecting WebSocket to the exchange: resubscribes after every reconnect, backs off
 * exponentially (capped) between attempts, pings to keep the line alive and reports its status.
 */
export function createStreamClient(options: StreamClientOptions): StreamClient {
  const Impl = options.WebSocketImpl ?? globalThis.WebSocket
  const baseDelay = options.baseDelayMs ?? 500
  const maxDelay = options.maxDelayMs ?? 15_000
  const channels = new Map<string, Set<(message: WsServerMessage) => void>>()
  const messageListeners = new Set<(message: WsServerMessage) => void>()
  const statusListeners = new Set<(status: StreamStatus) => void>()
  let socket: WebSocket | null = null
  let state: StreamStatus = 'connecting'
  let attempt = 0
  let lastAt: number | null = null
  let closed = false
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let pingTimer: ReturnType<typeof setInterval> | undefined

  const setStatus = (next: StreamStatus) => {
    if (next === state) return
    state = next
    for (const l of statusListeners) l(next)
  }
  const send = (message: WsClientMessage) => {
    if (socket?.readyState === Impl.OPEN) socket.send(JSON.stringify(message))
  }

  function connect() {
    const ws = new Impl(options.url)
    socket = ws
    ws.onopen = () => {
      attempt = 0
      setStatus('open')
      // The session signs the socket in by message, so tokens stay out of URLs and access logs;
      // the server handles messages in order, so the `user` channel below is already authorised.
      const token = options.getToken?.()
      if (token) send({ op: 'auth', ticket: token })
      if (channels.size > 0) send({ op: 'subscribe', channels: [...channels.keys()] })
      clearInterval(pingTimer)
      pingTimer = setInterval(() => send({ op: 'ping' }), options.pingIntervalMs ?? 20_000)
    }
    ws.onmessage = (event) => {
      lastAt = Date.now()
      let message: WsServerMessage
      try {
        message = JSON.parse(String(event.data)) as WsServerMessage
      } catch {
        return
      }
      for (const l of messageListeners) l(message)
      if (message.channel) for (const l of channels.get(message.channel) ?? []) l(message)
    }
    ws.onclose = () => {
      clearInterval(pingTimer)
      if (closed) return
      setStatus('reconnecting')
      retryTimer = setTimeout(connect, backoffDelay(attempt++, baseDelay, maxDelay))
    }
    ws.onerror = () => ws.close()
  }
  connect()

  return {
    subscribe(channel, onData, options) {
      let set = channels.get(channel)
      if (!set) {
        set = new Set()
        channels.set(channel, set)
        send({ op: 'subscribe', channels: [channel] })
      } else if (options?.fresh) {
        send({ op: 'unsubscribe', channels: [channel] })
        send({ op: 'subscribe', channels: [channel] })
      }
      set.add(onData)
      return () => {
        const current = channels.get(channel)
        current?.delete(onData)
        if (current && current.size === 0) {
          channels.delete(channel)
          send({ op: 'unsubscribe', channels: [channel] })
        }
      }
    },
    resubscribe(channel) {
      if (!channels.has(channel)) return
      send({ op: 'unsubscribe', channels: [channel] })
      send({ op: 'subscribe', channels: [channel] })
    },
    authenticate() {
      const token = options.getToken?.()
      send(token ? { op: 'auth', ticket: token } : { op: 'auth' })
      if (token && channels.has(USER_CHANNEL)) send({ op: 'subscribe', channels: [USER_CHANNEL] })
    },
    onMessage(listener) {
      messageListeners.add(listener)
      return () => messageListeners.delete(listener)
    },
    onStatus(listener) {
      statusListeners.add(listener)
      return () => statusListeners.delete(listener)
    },
    status: () => state,
    lastMessageAt: () => lastAt,
    close() {
      closed = true
      clearTimeout(retryTimer)
      clearInterval(pingTimer)
      socket?.close()
      setStatus('closed')
    },
  }
}
