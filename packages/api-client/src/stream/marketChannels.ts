import type { KlineInterval, WsChannelPayloads } from '../schema'
import { DepthSequencer, type DepthStep } from './depthSequencer'
import type { StreamClient } from './streamClient'

type Payloads = Required<WsChannelPayloads>

/** Channel names of the market data stream. */
export const marketChannel = {
  ticker: (symbol: string) => `ticker:${symbol}`,
  tickers: () => 'tickers',
  depth: (symbol: string) => `depth:${symbol}`,
  trades: (symbol: string) => `trades:${symbol}`,
  kline: (symbol: string, interval: KlineInterval) => `kline:${symbol}:${interval}`,
} as const

function typed<K extends keyof Payloads>(
  stream: StreamClient,
  channel: string,
  onData: (data: Payloads[K]) => void,
  options?: { fresh?: boolean },
): () => void {
  return stream.subscribe(
    channel,
    (message) => {
      if (message.op === 'data') onData(message.data as Payloads[K])
    },
    options,
  )
}

/** Live 24 h ticker of one market. */
export const subscribeTicker = (
  stream: StreamClient,
  symbol: string,
  onData: (data: Payloads['ticker']) => void,
) => typed<'ticker'>(stream, marketChannel.ticker(symbol), onData)

/** Every market's ticker, about once a second. */
export const subscribeTickers = (
  stream: StreamClient,
  onData: (data: Payloads['tickers']) => void,
) => typed<'tickers'>(stream, marketChannel.tickers(), onData)

/** New public trades of one market, oldest first. */
export const subscribeTrades = (
  stream: StreamClient,
  symbol: string,
  onData: (data: Payloads['trades']) => void,
) => typed<'trades'>(stream, marketChannel.trades(symbol), onData)

/** The open candle of one market and interval. */
export const subscribeKline = (
  stream: StreamClient,
  symbol: string,
  interval: KlineInterval,
  onData: (data: Payloads['kline']) => void,
) => typed<'kline'>(stream, marketChannel.kline(symbol, interval), onData)

/**
 * A market's order book as an ordered stream: a snapshot (with any diffs buffered before it),
 * then contiguous diffs. On a gap it resubscribes for a fresh snapshot by itself; after a
 * reconnect the server sends a new snapshot, which starts the book over.
 */
export function subscribeDepth(
  stream: StreamClient,
  symbol: string,
  onStep: (step: Exclude<DepthStep, { type: 'ignore' }>) => void,
): () => void {
  const sequencer = new DepthSequencer()
  const channel = marketChannel.depth(symbol)
  const offStatus = stream.onStatus((status) => {
    if (status !== 'open') sequencer.reset()
  })
  // `fresh`: a second widget on the same market gets its own snapshot (every listener's
  // sequencer simply starts over from it).
  const off = typed<'depth'>(
    stream,
    channel,
    (message) => {
      const step = sequencer.push(message)
      if (step.type === 'ignore') return
      if (step.type === 'resync') stream.resubscribe(channel)
      onStep(step)
    },
    { fresh: true },
  )
  return () => {
    off()
    offStatus()
  }
}
