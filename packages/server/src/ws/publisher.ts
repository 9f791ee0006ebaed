/** A message on a channel: market data, user events, site notices. */
export type ChannelListener = (channel: string, data: unknown) => void

/**
 * Carries channel messages from producers (market simulator, order engine, admin) to sockets.
 * The in-process implementation serves one server; a broker-backed one (Redis, NATS) can
 * replace it to spread sockets and producers over processes.
 */
export interface Publisher {
  publish(channel: string, data: unknown): void
  /** Returns the unsubscribe function. */
  subscribe(channel: string, listener: ChannelListener): () => void
  /** Whether clients may subscribe to this channel name. */
  isKnownChannel(channel: string): boolean
  /** Declares channel names (exact) or families (prefix ending in `.`, e.g. `ticker.`). */
  registerChannels(...names: string[]): void
}

export class InProcessPublisher implements Publisher {
  private readonly listeners = new Map<string, Set<ChannelListener>>()
  private readonly exact = new Set<string>()
  private readonly prefixes = new Set<string>()

  constructor(channels: string[] = []) {
    this.registerChannels(...channels)
  }

  registerChannels(...names: string[]): void {
    for (const name of names) (name.endsWith('.') ? this.prefixes : this.exact).add(name)
  }

  isKnownChannel(channel: string): boolean {
    if (this.exact.has(channel)) return true
    for (const prefix of this.prefixes)
      if (channel.startsWith(prefix) && channel.length > prefix.length) return true
    return false
  }

  publish(channel: string, data: unknown): void {
    for (const listener of this.listeners.get(channel) ?? []) listener(channel, data)
  }

  subscribe(channel: string, listener: ChannelListener): () => void {
    let set = this.listeners.get(channel)
    if (!set) this.listeners.set(channel, (set = new Set()))
    set.add(listener)
    return () => {
      set.delete(listener)
      if (set.size === 0) this.listeners.delete(channel)
    }
  }
}
