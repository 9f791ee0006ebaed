import { describe, expect, it, vi } from 'vitest'
import { subscribeDepth } from '../stream/marketChannels'
import { createMockStream } from './mockStream'

describe('createMockStream', () => {
  it('delivers channel data, errors and status changes to their listeners only', () => {
    const stream = createMockStream()
    const a = vi.fn()
    const b = vi.fn()
    const status = vi.fn()
    const off = stream.subscribe('ticker:BTCUSDT', a)
    stream.subscribe('ticker:ETHUSDT', b)
    stream.onStatus(status)
    stream.emit('ticker:BTCUSDT', { last: '1' })
    stream.error('ticker:BTCUSDT', 'market.not.found')
    stream.setStatus('reconnecting')
    expect(a.mock.calls.map(([m]) => m.op)).toEqual(['data', 'error'])
    expect(b).not.toHaveBeenCalled()
    expect(status).toHaveBeenCalledWith('reconnecting')
    expect(stream.lastMessageAt()).not.toBeNull()
    off()
    expect(stream.channels()).toEqual(['ticker:ETHUSDT'])
  })

  it('records the resubscribe a depth gap causes', () => {
    const stream = createMockStream()
    subscribeDepth(stream, 'BTCUSDT', () => undefined)
    const base = { symbol: 'BTCUSDT', bids: [], asks: [], ts: 0 }
    stream.emit('depth:BTCUSDT', { kind: 'snapshot', lastUpdateId: 1, ...base })
    stream.emit('depth:BTCUSDT', { kind: 'diff', seq: 5, prevSeq: 4, ...base })
    expect(stream.resubscribed).toEqual(['depth:BTCUSDT'])
  })
})
