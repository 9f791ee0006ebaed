import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DepthStreamMessage, WsClientMessage } from '../schema'
import { subscribeDepth } from './marketChannels'
import { createStreamClient } from './streamClient'

/** A WebSocket stand-in the test drives by hand. */
class FakeSocket {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 3
  static instances: FakeSocket[] = []
  readonly url: string
  readyState = FakeSocket.CONNECTING
  sent: WsClientMessage[] = []
  onopen: (() => void) | null = null
  onmessage: ((event: { data: string }) => void) | null = null
  onclose: (() => void) | null = null
  onerror: (() => void) | null = null
  constructor(url: string) {
    this.url = url
    FakeSocket.instances.push(this)
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as WsClientMessage)
  }
  close() {
    if (this.readyState === FakeSocket.CLOSED) return
    this.readyState = FakeSocket.CLOSED
    this.onclose?.()
  }
  open() {
    this.readyState = FakeSocket.OPEN
    this.onopen?.()
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) })
  }
}

const latest = () => FakeSocket.instances.at(-1) as FakeSocket
const make = (token: string | null = null) =>
  createStreamClient({
    url: 'ws://exchange.test/api/ws',
    getToken: () => token,
    baseDelayMs: 100,
    maxDelayMs: 1000,
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
  })

describe('createStreamClient', () => {
  beforeEach(() => {
    FakeSocket.instances = []
    vi.useFakeTimers()
    vi.spyOn(Math, 'random').mockReturnValue(1)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('signs in with the ticket, subscribes once open and routes channel data', () => {
    const stream = make('T')
    expect(latest().url).toBe('ws://exchange.test/api/ws')
    const onData = vi.fn()
    stream.subscribe('ticker:BTCUSDT', onData)
    latest().open()
    expect(stream.status()).toBe('open')
    expect(latest().sent).toEqual([
      { op: 'auth', ticket: 'T' },
      { op: 'subscribe', channels: ['ticker:BTCUSDT'] },
    ])
    latest().receive({ op: 'data', channel: 'ticker:BTCUSDT', ts: 1, data: { last: '1' } })
    latest().receive({ op: 'data', channel: 'ticker:ETHUSDT', ts: 1, data: { last: '2' } })
    expect(onData).toHaveBeenCalledTimes(1)
    expect(stream.lastMessageAt()).not.toBeNull()
  })

  it('signs in again on demand and asks for the user channel again under the new session', () => {
    let token: string | null = null
    const stream = createStreamClient({
      url: 'ws://exchange.test/api/ws',
      getToken: () => token,
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    })
    stream.subscribe('user', vi.fn())
    latest().open()
    expect(latest().sent).toEqual([{ op: 'subscribe', channels: ['user'] }])
    token = 'T2'
    stream.authenticate()
    expect(latest().sent.slice(1)).toEqual([
      { op: 'auth', ticket: 'T2' },
      { op: 'subscribe', channels: ['user'] },
    ])
    token = null
    stream.authenticate()
    expect(latest().sent.slice(3)).toEqual([{ op: 'auth' }])
  })

  it('reconnects with capped exponential backoff and resubscribes', () => {
    const stream = make()
    const statuses: string[] = []
    stream.onStatus((s) => statuses.push(s))
    stream.subscribe('tickers', () => undefined)
    latest().open()
    const delays: number[] = []
    for (let i = 0; i < 6; i++) {
      const before = FakeSocket.instances.length
      latest().close()
      let waited = 0
      while (FakeSocket.instances.length === before) {
        vi.advanceTimersByTime(50)
        waited += 50
      }
      delays.push(waited)
    }
    expect(delays).toEqual([100, 200, 400, 800, 1000, 1000])
    latest().open()
    expect(latest().sent).toContainEqual({ op: 'subscribe', channels: ['tickers'] })
    expect(statuses).toEqual(['open', 'reconnecting', 'open'])
  })

  it('asks the server again when a second depth listener joins, so it gets a snapshot', () => {
    const stream = make()
    latest().open()
    subscribeDepth(stream, 'BTCUSDT', () => undefined)
    latest().sent = []
    const steps: string[] = []
    subscribeDepth(stream, 'BTCUSDT', (step) => steps.push(step.type))
    expect(latest().sent).toEqual([
      { op: 'unsubscribe', channels: ['depth:BTCUSDT'] },
      { op: 'subscribe', channels: ['depth:BTCUSDT'] },
    ])
    const base = { symbol: 'BTCUSDT', bids: [], asks: [], ts: 1 }
    latest().receive({
      op: 'data',
      channel: 'depth:BTCUSDT',
      ts: 1,
      data: { kind: 'snapshot', lastUpdateId: 3, ...base },
    })
    expect(steps).toEqual(['snapshot'])
  })

  it('stops for good on close', () => {
    const stream = make()
    latest().open()
    stream.close()
    vi.advanceTimersByTime(60_000)
    expect(FakeSocket.instances).toHaveLength(1)
    expect(stream.status()).toBe('closed')
  })

  it('resubscribes the depth channel on a gap and starts over from the new snapshot', () => {
    const stream = make()
    const steps: string[] = []
    subscribeDepth(stream, 'BTCUSDT', (step) => steps.push(step.type))
    latest().open()
    const depth = (data: DepthStreamMessage) =>
      latest().receive({ op: 'data', channel: 'depth:BTCUSDT', ts: 1, data })
    const base = { symbol: 'BTCUSDT', bids: [], asks: [], ts: 1 }
    depth({ kind: 'snapshot', lastUpdateId: 5, ...base })
    depth({ kind: 'diff', seq: 6, prevSeq: 5, ...base })
    latest().sent = []
    depth({ kind: 'diff', seq: 9, prevSeq: 8, ...base })
    expect(latest().sent).toEqual([
      { op: 'unsubscribe', channels: ['depth:BTCUSDT'] },
      { op: 'subscribe', channels: ['depth:BTCUSDT'] },
    ])
    depth({ kind: 'snapshot', lastUpdateId: 20, ...base })
    depth({ kind: 'diff', seq: 21, prevSeq: 20, ...base })
    expect(steps).toEqual(['snapshot', 'diff', 'resync', 'snapshot', 'diff'])
  })
})
