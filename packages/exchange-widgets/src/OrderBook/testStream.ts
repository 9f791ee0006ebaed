import type { StreamClient, StreamStatus, WsServerMessage } from '@bourse/api-client'

/**
 * An in-memory StreamClient for the connected widgets' tests: the test pushes channel data and
 * connection changes, and reads what the widget asked for (subscriptions, resubscribes).
 */
export function createTestStream(initial: StreamStatus = 'open') {
  const channels = new Map<string, Set<(message: WsServerMessage) => void>>()
  const statusListeners = new Set<(status: StreamStatus) => void>()
  let status = initial
  const resubscribed: string[] = []
  const stream: StreamClient = {
    subscribe(channel, onData) {
      const set = channels.get(channel) ?? new Set()
      channels.set(channel, set)
      set.add(onData)
      return () => {
        set.delete(onData)
        if (set.size === 0) channels.delete(channel)
      }
    },
    resubscribe(channel) {
      resubscribed.push(channel)
    },
    onMessage: () => () => {},
    onStatus(listener) {
      statusListeners.add(listener)
      return () => statusListeners.delete(listener)
    },
    status: () => status,
    lastMessageAt: () => null,
    close() {},
  }
  return {
    stream,
    resubscribed,
    /** Channels someone listens to now. */
    channels: () => [...channels.keys()],
    emit(channel: string, data: unknown) {
      for (const listener of [...(channels.get(channel) ?? [])])
        listener({ op: 'data', channel, data, ts: Date.now() })
    },
    error(channel: string, code: WsServerMessage['code']) {
      for (const listener of [...(channels.get(channel) ?? [])])
        listener({ op: 'error', channel, code, ts: Date.now() })
    },
    setStatus(next: StreamStatus) {
      status = next
      for (const listener of [...statusListeners]) listener(next)
    },
  }
}
