import type { StreamClient, StreamStatus, WsServerMessage } from '@bourse/api-client'

/** A StreamClient that tests drive by hand: push data into channels, flip the status. */
export type FakeStream = StreamClient & {
  emit(channel: string, data: unknown): void
  setStatus(status: StreamStatus): void
  channels(): string[]
  resubscribed: string[]
}

export function createFakeStream(initial: StreamStatus = 'open'): FakeStream {
  const subscribers = new Map<string, Set<(message: WsServerMessage) => void>>()
  const statusListeners = new Set<(status: StreamStatus) => void>()
  let status = initial
  let lastAt: number | null = null
  const resubscribed: string[] = []
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
    onMessage: () => () => undefined,
    onStatus(listener) {
      statusListeners.add(listener)
      return () => statusListeners.delete(listener)
    },
    status: () => status,
    lastMessageAt: () => lastAt,
    close: () => undefined,
    emit(channel, data) {
      lastAt = Date.now()
      for (const listener of subscribers.get(channel) ?? [])
        listener({ op: 'data', channel, data, ts: lastAt })
    },
    setStatus(next) {
      status = next
      for (const listener of statusListeners) listener(next)
    },
    channels: () => [...subscribers.keys()],
  }
}
