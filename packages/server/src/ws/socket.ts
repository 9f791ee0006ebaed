import type { FastifyInstance } from 'fastify'
import type { WebSocket } from 'ws'
import { timerScheduler } from '../clock'
import type { Clock, Scheduler } from '../clock'
import type { ErrorCode, WsServerMessage } from '../contract/types'
import type { Publisher } from './publisher'

const MAX_SUBSCRIPTIONS = 100
const HEARTBEAT_MS = 30_000
/**
 * The longest wait of one expiry timer: real timers overflow past 2^31 ms (~24.8 days, under the
 * longest session), so a far expiry is reached in steps.
 */
const EXPIRY_STEP_MS = 24 * 60 * 60_000

interface ClientMessage {
  op: 'ping' | 'subscribe' | 'unsubscribe' | 'auth'
  id?: string
  channels?: string[]
  ticket?: string
}

/** The authenticated per-user channel: clients subscribe to `user` after `auth`. */
export const USER_CHANNEL = 'user'
/** The publisher channel carrying one user's events. */
export const userChannel = (userId: number) => `user:${userId}`
/**
 * The internal publisher channel on which the auth module says which of a user's sessions ended
 * (logout, password change or reset). Never a client channel: it is not registered, so
 * `subscribe` refuses it.
 */
export const sessionsEndedChannel = (userId: number) => `sessions-ended:${userId}`
/** What {@link sessionsEndedChannel} carries. */
export interface SessionsEnded {
  sessionIds: number[]
}

/** The session a socket signed in with. */
export interface SocketSession {
  userId: number
  sessionId: number
  expiresAt: number
}

/** The contract's WsClientMessage, checked by hand to keep the socket path allocation-light. */
function parseClientMessage(raw: string): ClientMessage | null {
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const m = value as Record<string, unknown>
  if (m.op !== 'ping' && m.op !== 'subscribe' && m.op !== 'unsubscribe' && m.op !== 'auth')
    return null
  if (m.ticket !== undefined && (typeof m.ticket !== 'string' || m.ticket.length > 256)) return null
  if (m.id !== undefined && (typeof m.id !== 'string' || m.id.length > 64)) return null
  if (m.channels !== undefined) {
    if (!Array.isArray(m.channels) || m.channels.length > 50) return null
    if (!m.channels.every((c) => typeof c === 'string' && c.length <= 64)) return null
  }
  return m as unknown as ClientMessage
}

/** What the channel owners tell the socket beyond the publisher's channel names. */
export interface ChannelDirectory {
  /** The error for a channel clients may not subscribe to (e.g. `market.not.found`), else null. */
  channelError(channel: string): ErrorCode | null
  /**
   * The first message a new subscriber gets, taken in the same tick as the subscription so no
   * update falls between (the depth snapshot); undefined when the channel has none.
   */
  snapshot(channel: string): unknown
  /** Resolves a session ticket to its session (null when not valid). */
  authenticate?(ticket: string): SocketSession | null
}

const noDirectory: ChannelDirectory = { channelError: () => null, snapshot: () => undefined }

/** Registers `${prefix}/ws`: welcome, ping/pong, subscribe/unsubscribe over the publisher. */
export function registerSocket(
  app: FastifyInstance,
  path: string,
  publisher: Publisher,
  clock: Clock,
  directory: ChannelDirectory = noDirectory,
  /** Timers on `clock` (session expiry); tests pass their ManualScheduler. */
  scheduler: Scheduler = timerScheduler,
): void {
  app.get(path, { websocket: true }, (socket: WebSocket) => {
    const subscriptions = new Map<string, () => void>()
    let session: SocketSession | null = null
    /** Stops watching the session (its end and its expiry). */
    let unwatch = () => {}
    let alive = true
    const send = (message: WsServerMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
    }
    const dropUserStream = () => {
      subscriptions.get(USER_CHANNEL)?.()
      subscriptions.delete(USER_CHANNEL)
    }

    /**
     * The session ended or expired: the socket is signed out at once, so a logged-out or
     * password-changed session cannot keep hearing the account's orders and balances.
     */
    const signOut = (code: 'login.user.not.login' | 'login.session.expired') => {
      unwatch()
      unwatch = () => {}
      session = null
      dropUserStream()
      send({ op: 'error', code, channel: USER_CHANNEL, ts: clock.now() })
    }

    /** Whether the session is still good at this moment (expiry may be met between timers). */
    const current = (): SocketSession | null => {
      if (session && clock.now() >= session.expiresAt) signOut('login.session.expired')
      return session
    }

    const watch = (s: SocketSession) => {
      let cancelTimer = () => {}
      const checkExpiry = () => {
        const left = s.expiresAt - clock.now()
        if (left <= 0) return signOut('login.session.expired')
        cancelTimer = scheduler.after(Math.min(left, EXPIRY_STEP_MS), checkExpiry)
      }
      const offEnded = publisher.subscribe(sessionsEndedChannel(s.userId), (_ch, data) => {
        const ended = (data as Partial<SessionsEnded> | null)?.sessionIds
        if (Array.isArray(ended) && ended.includes(s.sessionId)) signOut('login.user.not.login')
      })
      checkExpiry()
      unwatch = () => {
        cancelTimer()
        offEnded()
      }
    }
    const heartbeat = setInterval(() => {
      if (!alive) return socket.terminate()
      alive = false
      socket.ping()
    }, HEARTBEAT_MS)
    socket.on('pong', () => {
      alive = true
    })

    send({ op: 'welcome', ts: clock.now() })

    socket.on('message', (raw, isBinary) => {
      alive = true
      const message = isBinary ? null : parseClientMessage(raw.toString())
      if (!message) return send({ op: 'error', code: 'request.invalid', ts: clock.now() })
      const id = message.id !== undefined ? { id: message.id } : {}
      if (message.op === 'ping') return send({ op: 'pong', ...id, ts: clock.now() })
      if (message.op === 'auth') {
        const next = message.ticket ? (directory.authenticate?.(message.ticket) ?? null) : null
        // Another (or no) user now: the previous user's stream stops.
        if (next?.userId !== session?.userId) dropUserStream()
        unwatch()
        unwatch = () => {}
        session = next
        if (next === null)
          return send({ op: 'error', code: 'login.user.not.login', ...id, ts: clock.now() })
        watch(next)
        return send({ op: 'authed', ...id, ts: clock.now() })
      }
      for (const channel of message.channels ?? []) {
        if (message.op === 'subscribe' && channel === USER_CHANNEL) {
          const signedIn = current()
          if (signedIn === null) {
            send({ op: 'error', code: 'login.user.not.login', channel, ...id, ts: clock.now() })
            continue
          }
          if (!subscriptions.has(channel)) {
            subscriptions.set(
              channel,
              publisher.subscribe(userChannel(signedIn.userId), (_ch, data) => {
                if (current()) send({ op: 'data', channel: USER_CHANNEL, data, ts: clock.now() })
              }),
            )
          }
          send({ op: 'subscribed', channel, ...id, ts: clock.now() })
          continue
        }
        if (message.op === 'subscribe') {
          const refused = directory.channelError(channel)
          if (refused || !publisher.isKnownChannel(channel)) {
            send({
              op: 'error',
              code: refused ?? 'request.invalid',
              channel,
              ...id,
              ts: clock.now(),
            })
            continue
          }
          if (!subscriptions.has(channel) && subscriptions.size >= MAX_SUBSCRIPTIONS) {
            send({ op: 'error', code: 'request.invalid', channel, ...id, ts: clock.now() })
            continue
          }
          if (!subscriptions.has(channel)) {
            subscriptions.set(
              channel,
              publisher.subscribe(channel, (ch, data) =>
                send({ op: 'data', channel: ch, data, ts: clock.now() }),
              ),
            )
          }
          send({ op: 'subscribed', channel, ...id, ts: clock.now() })
          // A fresh snapshot on every subscribe: that is how a client resyncs after a gap.
          const first = directory.snapshot(channel)
          if (first !== undefined) send({ op: 'data', channel, data: first, ts: clock.now() })
        } else {
          subscriptions.get(channel)?.()
          subscriptions.delete(channel)
          send({ op: 'unsubscribed', channel, ...id, ts: clock.now() })
        }
      }
    })

    socket.on('close', () => {
      clearInterval(heartbeat)
      unwatch()
      for (const off of subscriptions.values()) off()
      subscriptions.clear()
    })
  })
}
