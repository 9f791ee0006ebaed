import type { StreamClient, StreamStatus } from '../stream/streamClient'
import type { ErrorCode, WsServerMessage } from '../schema'

/** A {@link StreamClient} that a test, story or benchmark drives by hand. */
export type MockStream = StreamClient & {
  /** Deliver `data` to the channel's subscribers as an `op: data` message. */
  emit(channel: string, data: unknown): void
  /** Deliver an `op: error` message to the channel's subscribers. */
  error(channel: string, code: ErrorCode): void
  /** Change the connection status (e.g. `reconnecting`) and tell the listeners. */
  setStatus(status: StreamStatus): void
  /** The channels someone listens to now. */
  channels(): string[]
  /** Every channel a widget asked to resubscribe (after a depth gap), in order. */
  resubscribed: string[]
  /** How many times the stream was asked to sign in again. */
  authentications(): number
}

/** Creates an in-memory stream; nothing touches the network. */
export function createMockStream(initial: StreamStatus = 'open'): MockStream {
  const subscribers = new Map<string, Set<(message: WsServerMessage) => void>>()
  const messageListeners = new Set<(message: WsServerMessage) => void>()
  const statusListeners = new Set<(status: StreamStatus) => void>()
  let status = initial
  let lastAt: number | null = null
  const resubscribed: string[] = []
  let authCount = 0
  const deliver = (channel: string, message: WsServerMessage) => {
    lastAt = Date.now()
    for (const listener of [...messageListeners]) listener(message)
    for (const listener of [...(subscribers.get(channel) ?? [])]) listener(message)
  }
  return {
    resubscribed,
    subscribe(channel, onData) {
      const set = subscribers.get(channel) ?? new Set()
      set.add(onData)
      subscribers.set(channel, set)
      return () => {
        set.delete(onData)
        if (set.size === 0) subscribers.delete(channel)
      }
    },
    resubscribe(channel) {
      resubscribed.push(channel)
    },
    authenticate() {
      authCount += 1
    },
    authentications: () => authCount,
    onMessage(listener) {
      messageListeners.add(listener)
      return () => messageListeners.delete(listener)
    },
    onStatus(listener) {
      statusListeners.add(listener)
      return () => statusListeners.delete(listener)
    },
    status: () => status,
    lastMessageAt: () => lastAt,
    close() {
      status = 'closed'
      for (const listener of [...statusListeners]) listener('closed')
    },
    emit(channel, data) {
      deliver(channel, { op: 'data', channel, data, ts: Date.now() })
    },
    error(channel, code) {
      deliver(channel, { op: 'error', channel, code, ts: Date.now() })
    },
    setStatus(next) {
      status = next
      for (const listener of [...statusListeners]) listener(next)
    },
    channels: () => [...subscribers.keys()],
  }
}
