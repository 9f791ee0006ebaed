import crypto from 'node:crypto'
import type { Scheduler } from '../../clock'
import type { AppContext } from '../../context'
import type {
  Candle,
  CoinItem,
  DepthSnapshot,
  ErrorCode,
  KlineInterval,
  KlineUpdate,
  MarketInfo,
  MarketStatus,
  PublicTrade,
  Ticker,
} from '../../contract/types'
import { notFound, unprocessable } from '../../errors'
import { INTERVAL_MS, INTERVALS } from './candles'
import { MARKET_SEEDS } from './catalog'
import type { MatchingEngine } from './engine'
import {
  candleOut,
  candleRow,
  depthSnapshot,
  marketInfo,
  parseMarketChannel,
  toLevel,
} from './present'
import type { CandleWrite, MarketRepo, MarketRow } from './repo'
import { computeTicker, markTicks, openMarket, startMaker } from './runtime'
import type { MarketRuntime, PriceTick } from './runtime'
import type { MarketUnits } from './units'
import { trimDecimal } from './units'

export { changePercent, parseMarketChannel, rollingWindow } from './present'
export type { MarketChannel } from './present'
export type { PriceTick } from './runtime'

/** Trades kept per market in the database. */
export const TRADES_KEPT = 1000
/** Depth diffs are batched over this period. */
export const DEPTH_BATCH_MS = 100
const MAX_SNAPSHOT_LEVELS = 500

export interface MarketOptions {
  /** Seed of the simulator; random when unset. */
  seed: string | undefined
  /** Run market makers and takers. */
  simulate: boolean
  /** Generate candle history on first start. */
  backfill: boolean
  /**
   * Called once per market after its engine exists and before the simulator quotes: spot
   * trading attaches its listener and restores the resting user orders here.
   */
  onEngine?: (market: {
    symbol: string
    engine: MatchingEngine
    units: MarketUnits
    row: MarketRow
  }) => void
}

/**
 * Markets: catalogue, one engine + simulator per market, depth feed, trades, candles, tickers,
 * persistence and publishing. Runs on the injected clock and scheduler.
 */
export function createMarketService(
  ctx: AppContext & { scheduler: Scheduler },
  repo: MarketRepo,
  options: MarketOptions,
) {
  const { clock, publisher, scheduler } = ctx
  const seed = options.seed ?? crypto.randomBytes(8).toString('hex')
  repo.seedMarkets(MARKET_SEEDS, clock.now())
  const runtimes = new Map<string, MarketRuntime>()
  const priceListeners: ((tick: PriceTick) => void)[] = []
  const ordered: MarketRuntime[] = []

  const env = { clock, repo, options, seed, priceListeners }

  const started = clock.now()
  for (const row of repo.markets()) {
    const runtime = openMarket(row, env)
    runtimes.set(row.symbol, runtime)
    ordered.push(runtime)
  }
  ctx.log.info(
    { markets: ordered.length, ms: clock.now() - started, seed: options.seed ? seed : 'random' },
    'markets ready',
  )

  function get(symbol: string): MarketRuntime {
    const rt = runtimes.get(symbol)
    if (!rt) throw notFound('market.not.found', `No market ${symbol}`)
    return rt
  }

  // ---- the clock-driven loops ----

  /** Every 100 ms: simulate, then publish depth diffs and new trades. */
  function frame(): void {
    const now = clock.now()
    for (const rt of ordered) {
      if (rt.maker && rt.status === 0) rt.maker.tick(now, DEPTH_BATCH_MS)
      const diff = rt.feed.flush()
      if (diff) {
        publisher.publish(`depth:${rt.symbol}`, {
          kind: 'diff',
          symbol: rt.symbol,
          seq: diff.seq,
          prevSeq: diff.prevSeq,
          bids: diff.bids.map((l) => toLevel(rt.units, l)),
          asks: diff.asks.map((l) => toLevel(rt.units, l)),
          ts: now,
        })
      }
      if (rt.frameTrades.length) {
        publisher.publish(`trades:${rt.symbol}`, rt.frameTrades)
        rt.frameTrades = []
      }
    }
  }

  /** Every second: persist trades and candles, publish candles and tickers. */
  function second(): void {
    const now = clock.now()
    const trades: Parameters<MarketRepo['flush']>[0] = []
    const changed: CandleWrite[] = []
    const updates: { channel: string; data: KlineUpdate }[] = []
    for (const rt of ordered) {
      for (const t of rt.unsaved) trades.push({ ...t })
      rt.unsaved = []
      for (const { interval, candle } of rt.candles.drain()) {
        const out = candleOut(rt.units, candle)
        changed.push(candleRow(rt.symbol, interval, out))
        updates.push({
          channel: `kline:${rt.symbol}:${interval}`,
          data: { symbol: rt.symbol, interval, candle: out },
        })
      }
    }
    if (trades.length || changed.length) repo.flush(trades, changed)
    for (const u of updates) publisher.publish(u.channel, u.data)
    const all: Ticker[] = []
    for (const rt of ordered) {
      rt.ticker = computeTicker(rt, now)
      all.push(rt.ticker)
      if (rt.status === 0) publisher.publish(`ticker:${rt.symbol}`, rt.ticker)
    }
    publisher.publish('tickers', all)
  }

  /** Picks up status changes made by the admin CLI (another process). */
  function pollStatus(): void {
    for (const { symbol, is_open } of repo.statuses()) {
      const rt = runtimes.get(symbol)
      if (rt && rt.status !== is_open) applyStatus(rt, is_open)
    }
  }

  function applyStatus(rt: MarketRuntime, status: MarketStatus): void {
    const was = rt.status
    rt.status = status
    rt.row = { ...rt.row, is_open: status }
    if (was === 0 && status !== 0) {
      // No live book while closed: every resting order is cancelled.
      rt.maker = null
      rt.engine.cancelAll(undefined, 'market_closed')
    } else if (was !== 0 && status === 0 && options.simulate) {
      startMaker(rt, clock.now())
    }
    ctx.log.info({ symbol: rt.symbol, status }, 'market status changed')
  }

  function prune(): void {
    for (const rt of ordered) repo.pruneTrades(rt.symbol, TRADES_KEPT)
  }

  const timers = [
    scheduler.every(DEPTH_BATCH_MS, frame),
    scheduler.every(1000, second),
    scheduler.every(2000, pollStatus),
    scheduler.every(60_000, prune),
  ]

  // Channels clients may subscribe to: exact names per market.
  publisher.registerChannels('tickers')
  for (const rt of ordered) {
    publisher.registerChannels(`ticker:${rt.symbol}`, `depth:${rt.symbol}`, `trades:${rt.symbol}`)
    for (const interval of INTERVALS) publisher.registerChannels(`kline:${rt.symbol}:${interval}`)
  }

  return {
    seed,
    symbols: () => ordered.map((rt) => rt.symbol),
    markets: (): MarketInfo[] => ordered.map(marketInfo),
    market: (symbol: string): MarketInfo => marketInfo(get(symbol)),
    tickers(symbol?: string): Ticker[] {
      const list = symbol ? [get(symbol)] : ordered
      return list.map((rt) => rt.ticker ?? computeTicker(rt, clock.now()))
    },
    depth: (symbol: string, limit: number): DepthSnapshot =>
      depthSnapshot(get(symbol), limit, clock.now()),
    trades(symbol: string, limit: number): PublicTrade[] {
      const rt = get(symbol)
      // Not yet persisted trades first (newest first), then the stored ones.
      const fresh = [...rt.unsaved].reverse()
      const stored = repo
        .trades(symbol, limit)
        .map((t): PublicTrade => ({ ...t, symbol, side: t.side }))
      return [...fresh, ...stored.filter((t) => !fresh.some((f) => f.id === t.id))].slice(0, limit)
    },
    klines(
      symbol: string,
      interval: KlineInterval,
      from: number | undefined,
      to: number | undefined,
      limit: number,
    ): Candle[] {
      const rt = get(symbol)
      const end = to ?? clock.now()
      const start = from ?? 0
      const rows = repo.candles(symbol, interval, start, end, limit)
      const out: Candle[] = rows.map((r) => ({
        openTime: r.open_time,
        open: r.open,
        high: r.high,
        low: r.low,
        close: r.close,
        volume: r.volume,
        turnover: r.turnover,
      }))
      // The open candle may be ahead of the database by up to a second.
      const live = rt.candles.current(interval)
      if (live && live.openTime >= start && live.openTime <= end) {
        const c = candleOut(rt.units, live)
        const lastOut = out[out.length - 1]
        if (lastOut && lastOut.openTime === c.openTime) out[out.length - 1] = c
        else if (!lastOut || lastOut.openTime < c.openTime) {
          out.push(c)
          if (out.length > limit) out.shift()
        }
      }
      return out
    },
    coins(pageIndex: number, pageSize: number): CoinItem[] {
      return ordered.slice((pageIndex - 1) * pageSize, pageIndex * pageSize).map((rt) => {
        const t = rt.ticker ?? computeTicker(rt, clock.now())
        return {
          codeName: rt.row.base,
          symbol: `${rt.row.base}/${rt.row.quote}`,
          price: t.last,
          changeRate: t.changeRate,
          isOpen: rt.status,
        }
      })
    },
    /** Whether clients may subscribe: null if yes, else the error code. */
    channelError(channel: string): ErrorCode | null {
      const parsed = parseMarketChannel(channel)
      if (!parsed) return null
      if (parsed.kind === 'invalid') return 'request.invalid'
      if (parsed.kind !== 'tickers' && !runtimes.has(parsed.symbol)) return 'market.not.found'
      return null
    },
    /** The first message of a channel after subscribing: the depth snapshot, the current tickers. */
    snapshot(channel: string): unknown {
      const parsed = parseMarketChannel(channel)
      if (!parsed || parsed.kind === 'invalid') return undefined
      if (parsed.kind === 'tickers')
        return ordered.map((rt) => rt.ticker ?? computeTicker(rt, clock.now()))
      const rt = runtimes.get(parsed.symbol)
      if (!rt) return undefined
      if (parsed.kind === 'depth')
        return { kind: 'snapshot', ...depthSnapshot(rt, MAX_SNAPSHOT_LEVELS, clock.now()) }
      // A quotes page shows every price at once instead of waiting up to a second.
      if (parsed.kind === 'ticker') return rt.ticker ?? computeTicker(rt, clock.now())
      return undefined
    },
    /** Applies a status now (the CLI writes the database; the server polls it). */
    setStatus(symbol: string, status: MarketStatus): void {
      const rt = get(symbol)
      repo.setStatus(symbol, status, clock.now())
      if (rt.status !== status) applyStatus(rt, status)
    },
    /** The market's engine: the one owner of its book (spot trading places orders here). */
    engine: (symbol: string): MatchingEngine => get(symbol).engine,
    /** The index (last trade) and mark prices now. */
    prices(symbol: string): { last: string; mark: string } {
      const rt = get(symbol)
      return {
        last: trimDecimal(rt.units.price(rt.last)),
        mark: trimDecimal(rt.units.price(markTicks(rt))),
      }
    },
    /**
     * Follows every trade's price (the perpetuals' triggers). Called synchronously inside the
     * engine call that traded, possibly inside another module's transaction: listeners queue.
     */
    onPrice(listener: (tick: PriceTick) => void): () => void {
      priceListeners.push(listener)
      return () => {
        const at = priceListeners.indexOf(listener)
        if (at >= 0) priceListeners.splice(at, 1)
      }
    },
    /**
     * The last trade price at or before `ts` (second-contract settlement after a restart): the
     * trades not yet written, then the stored ones; the price now when none is that old.
     */
    priceAt(symbol: string, ts: number): string {
      const rt = get(symbol)
      for (let i = rt.unsaved.length - 1; i >= 0; i--) {
        const t = rt.unsaved[i] as PublicTrade
        if (t.ts <= ts) return trimDecimal(t.price)
      }
      return trimDecimal(repo.priceAt(symbol, ts) ?? rt.units.price(rt.last))
    },
    /**
     * Demo and tests: moves the simulated fair price to `price` and re-quotes around it at once,
     * so the next simulated trades happen there (a gap). False when the market has no simulator.
     */
    steer(symbol: string, price: string): boolean {
      const rt = get(symbol)
      const ticks = rt.units.ticks(price)
      if (ticks === null || ticks <= 0n) throw new Error(`not a price of ${symbol}: ${price}`)
      if (!rt.maker) return false
      rt.maker.fair = Number(ticks)
      rt.maker.start(clock.now())
      return true
    },
    units: (symbol: string): MarketUnits => get(symbol).units,
    status: (symbol: string): MarketStatus => get(symbol).status,
    /** Refuses trading on a market that is not open (422 `coin.not.open` / `coin.under.maintenance`). */
    checkOpen(symbol: string): void {
      const status = get(symbol).status
      if (status === 1) throw unprocessable('coin.not.open', `${symbol} is not open yet`)
      if (status === 2)
        throw unprocessable('coin.under.maintenance', `${symbol} is under maintenance`)
    },
    /** Writes what is pending (shutdown, tests). */
    flush: () => second(),
    stop(): void {
      for (const off of timers) off()
      second()
    },
    watchlist: {
      list: (userId: number) => repo.watchlist(userId),
      add(userId: number, symbol: string): string[] {
        get(symbol)
        repo.watchAdd(userId, symbol, clock.now())
        return repo.watchlist(userId)
      },
      remove(userId: number, symbol: string): string[] {
        repo.watchRemove(userId, symbol)
        return repo.watchlist(userId)
      },
    },
  }
}

export type MarketService = ReturnType<typeof createMarketService>
export { INTERVAL_MS }
