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
  PriceLevel,
  PublicTrade,
  Ticker,
} from '../../contract/types'
import { notFound, unprocessable } from '../../errors'
import { generateHistory } from './backfill'
import { bucketOf, CandleAggregator, INTERVAL_MS, INTERVALS } from './candles'
import type { UnitCandle } from './candles'
import { MARKET_SEEDS } from './catalog'
import { DepthFeed } from './depthFeed'
import { MatchingEngine } from './engine'
import type { EngineEvent } from './engine'
import { MarketMaker } from './maker'
import { Random } from './random'
import type { CandleRow, CandleWrite, MarketRepo, MarketRow } from './repo'
import { MarketUnits, trimDecimal } from './units'

const DAY = 86_400_000
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

/** One market and the only owner of its engine. */
interface MarketRuntime {
  row: MarketRow
  symbol: string
  units: MarketUnits
  status: MarketStatus
  engine: MatchingEngine
  feed: DepthFeed
  candles: CandleAggregator
  /** Closed 1-minute candles of the last 24 hours (for the rolling ticker), oldest first. */
  minutes: UnitCandle[]
  last: bigint
  maker: MarketMaker | null
  random: Random
  /** Trades since the last frame (published) and since the last flush (persisted). */
  frameTrades: PublicTrade[]
  unsaved: PublicTrade[]
  ticker: Ticker | null
}

const toLevel = (units: MarketUnits, [p, q]: [bigint, bigint]): PriceLevel => [
  units.price(p),
  units.quantity(q),
]

function candleOut(units: MarketUnits, c: UnitCandle): Candle {
  return {
    openTime: c.openTime,
    open: units.price(c.open),
    high: units.price(c.high),
    low: units.price(c.low),
    close: units.price(c.close),
    volume: units.quantity(c.volume),
    turnover: units.notional(c.turnover),
  }
}

function candleIn(units: MarketUnits, r: CandleRow): UnitCandle | null {
  const open = units.ticks(r.open)
  const high = units.ticks(r.high)
  const low = units.ticks(r.low)
  const close = units.ticks(r.close)
  const volume = units.lots(r.volume)
  const turnover = units.notionalUnits(r.turnover)
  if ([open, high, low, close, volume, turnover].some((v) => v === null)) return null
  return {
    openTime: r.open_time,
    open: open as bigint,
    high: high as bigint,
    low: low as bigint,
    close: close as bigint,
    volume: volume as bigint,
    turnover: turnover as bigint,
  }
}

function candleRow(symbol: string, interval: KlineInterval, c: Candle): CandleWrite {
  return {
    symbol,
    interval,
    open_time: c.openTime,
    open: c.open,
    high: c.high,
    low: c.low,
    close: c.close,
    volume: c.volume,
    turnover: c.turnover,
  }
}

/** Percent with two decimals, truncated towards zero: (last - open) / open x 100. */
export function changePercent(open: bigint, last: bigint): string {
  if (open <= 0n) return '0.00'
  const hundredths = ((last - open) * 10_000n) / open
  const negative = hundredths < 0n
  const abs = negative ? -hundredths : hundredths
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`
  return negative ? `-${text}` : text
}

/**
 * The 24 h figures from 1-minute candles whose open time is at or after `from` (closed ones,
 * oldest first, then the open one): open = the first candle's open, or the last price when the
 * market did not trade in the window.
 */
export function rollingWindow(
  closed: readonly UnitCandle[],
  open: UnitCandle | undefined,
  last: bigint,
  from: number,
): { open: bigint; high: bigint; low: bigint; volume: bigint; turnover: bigint } {
  const window = closed.filter((c) => c.openTime >= from)
  if (open && open.openTime >= from) window.push(open)
  const first = window[0]
  if (!first) return { open: last, high: last, low: last, volume: 0n, turnover: 0n }
  let high = last > first.open ? last : first.open
  let low = last < first.open ? last : first.open
  let volume = 0n
  let turnover = 0n
  for (const c of window) {
    if (c.high > high) high = c.high
    if (c.low < low) low = c.low
    volume += c.volume
    turnover += c.turnover
  }
  return { open: first.open, high, low, volume, turnover }
}

/** One trade's prices, as the perpetuals see them. */
export interface PriceTick {
  symbol: string
  /** The index price: the trade's price. */
  last: string
  mark: string
  ts: number
}

export type MarketChannel =
  | { kind: 'tickers' }
  | { kind: 'ticker' | 'depth' | 'trades'; symbol: string }
  | { kind: 'kline'; symbol: string; interval: KlineInterval }

/** Parses a market channel name; null when it is not one (whatever the symbol). */
export function parseMarketChannel(channel: string): MarketChannel | { kind: 'invalid' } | null {
  if (channel === 'tickers') return { kind: 'tickers' }
  const [family, symbol, interval, ...rest] = channel.split(':')
  if (!family || !['ticker', 'depth', 'trades', 'kline'].includes(family)) return null
  if (!symbol || rest.length) return { kind: 'invalid' }
  if (family === 'kline') {
    if (!interval || !INTERVALS.includes(interval as KlineInterval)) return { kind: 'invalid' }
    return { kind: 'kline', symbol, interval: interval as KlineInterval }
  }
  if (interval !== undefined) return { kind: 'invalid' }
  return { kind: family as 'ticker' | 'depth' | 'trades', symbol }
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

  const started = clock.now()
  for (const row of repo.markets()) {
    const runtime = openMarket(row)
    runtimes.set(row.symbol, runtime)
    ordered.push(runtime)
  }
  ctx.log.info(
    { markets: ordered.length, ms: clock.now() - started, seed: options.seed ? seed : 'random' },
    'markets ready',
  )

  function openMarket(row: MarketRow): MarketRuntime {
    const units = new MarketUnits(row.tick_size, row.lot_size)
    const now = clock.now()
    const symbol = row.symbol
    const seedTicks = units.ticks(row.seed_price) ?? 1n
    if (options.backfill && repo.candleCount(symbol) === 0) {
      const lotsPerMinute =
        (row.trades_per_second * 60 * row.trade_quote * 1.3) /
        (Number(seedTicks) * units.tickValue()) /
        units.lotValue()
      const history = generateHistory(
        {
          price: seedTicks,
          volatility: row.volatility,
          lotsPerMinute,
          random: new Random(`${seed}:${symbol}:history`),
        },
        now,
      )
      const rows: [string, number, string, string, string, string, string, string][] = []
      for (const [interval, list] of history) {
        for (const c of list) {
          rows.push([
            interval,
            c.openTime,
            units.price(c.open),
            units.price(c.high),
            units.price(c.low),
            units.price(c.close),
            units.quantity(c.volume),
            units.notional(c.turnover),
          ])
        }
      }
      repo.insertHistory(symbol, rows)
    }
    const candles = new CandleAggregator()
    for (const interval of INTERVALS) {
      const latest = repo.latestCandle(symbol, interval)
      const c = latest ? candleIn(units, latest) : null
      if (c) candles.seed(interval, c)
    }
    const minutes = repo
      .candles(symbol, '1m', now - DAY, now, 1500)
      .map((r) => candleIn(units, r))
      .filter((c): c is UnitCandle => c !== null)
    const current1m = candles.current('1m')
    if (current1m && minutes[minutes.length - 1]?.openTime === current1m.openTime) minutes.pop()
    const last = current1m?.close ?? seedTicks

    const engine = new MatchingEngine({ symbol, now: () => clock.now() })
    engine.setLastPrice(last)
    engine.setNextTradeId(repo.lastTradeId(symbol) + 1)
    const runtime: MarketRuntime = {
      row,
      symbol,
      units,
      status: row.is_open,
      engine,
      feed: new DepthFeed(),
      candles,
      minutes,
      last,
      maker: null,
      random: new Random(`${seed}:${symbol}`),
      frameTrades: [],
      unsaved: [],
      ticker: null,
    }
    engine.onEvent((event) => onEngineEvent(runtime, event))
    if (options.onEngine) {
      options.onEngine({ symbol, engine, units, row })
      // Restored orders do not emit level events: publish what the book holds now.
      const book = engine.depth()
      for (const [price, quantity] of book.bids) runtime.feed.onLevel('buy', price, quantity)
      for (const [price, quantity] of book.asks) runtime.feed.onLevel('sell', price, quantity)
    }
    if (runtime.status === 0 && options.simulate) startMaker(runtime)
    runtime.feed.flush()
    runtime.ticker = computeTicker(runtime, now)
    return runtime
  }

  function startMaker(rt: MarketRuntime): void {
    rt.maker = new MarketMaker(
      rt.engine,
      rt.units,
      {
        symbol: rt.symbol,
        volatility: rt.row.volatility,
        tradesPerSecond: rt.row.trades_per_second,
        tradeQuote: rt.row.trade_quote,
        minQuantity: rt.units.lots(rt.row.min_quantity) ?? 1n,
        minNotional: rt.units.notionalUnits(rt.row.min_notional) ?? 0n,
      },
      rt.random,
      rt.last,
    )
    rt.maker.start(clock.now())
  }

  function onEngineEvent(rt: MarketRuntime, event: EngineEvent): void {
    if (event.type === 'level') rt.feed.onLevel(event.side, event.price, event.quantity)
    else if (event.type === 'trade') {
      const t = event.trade
      const open1m = rt.candles.current('1m')
      if (open1m && open1m.openTime !== bucketOf('1m', t.ts)) rt.minutes.push({ ...open1m })
      rt.candles.addTrade(t.price, t.quantity, t.ts)
      rt.last = t.price
      if (priceListeners.length) {
        const tick: PriceTick = {
          symbol: rt.symbol,
          last: trimDecimal(rt.units.price(t.price)),
          mark: trimDecimal(rt.units.price(markTicks(rt))),
          ts: t.ts,
        }
        for (const listener of priceListeners) listener(tick)
      }
      const trade: PublicTrade = {
        id: t.id,
        symbol: rt.symbol,
        price: rt.units.price(t.price),
        quantity: rt.units.quantity(t.quantity),
        side: t.takerSide,
        ts: t.ts,
      }
      rt.frameTrades.push(trade)
      rt.unsaved.push(trade)
    }
  }

  function computeTicker(rt: MarketRuntime, now: number): Ticker {
    const from = now - DAY
    while (rt.minutes.length && (rt.minutes[0] as UnitCandle).openTime < from) rt.minutes.shift()
    const open1m = rt.candles.current('1m')
    const w = rollingWindow(rt.minutes, open1m, rt.last, from)
    const u = rt.units
    return {
      symbol: rt.symbol,
      last: u.price(rt.last),
      open: u.price(w.open),
      changeRate: changePercent(w.open, rt.last),
      high: u.price(w.high),
      low: u.price(w.low),
      volume: u.quantity(w.volume),
      turnover: u.notional(w.turnover),
      indexPrice: u.price(rt.last),
      markPrice: u.price(markTicks(rt)),
      ts: now,
    }
  }

  /**
   * The perpetuals' mark price: the median of best bid, best ask and last trade, so one stray
   * trade cannot move it (docs/adr/0010). The last price alone when a side of the book is empty.
   */
  function markTicks(rt: MarketRuntime): bigint {
    const bid = rt.engine.bestBid()
    const ask = rt.engine.bestAsk()
    if (bid === null || ask === null) return rt.last
    const [, median] = [bid, ask, rt.last].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    return median as bigint
  }

  function marketInfo(rt: MarketRuntime): MarketInfo {
    const r = rt.row
    return {
      symbol: r.symbol,
      base: r.base,
      quote: r.quote,
      name: r.name,
      tickSize: r.tick_size,
      lotSize: r.lot_size,
      minQuantity: r.min_quantity,
      minNotional: r.min_notional,
      pricePrecision: rt.units.pricePrecision,
      quantityPrecision: rt.units.quantityPrecision,
      isOpen: rt.status,
    }
  }

  function get(symbol: string): MarketRuntime {
    const rt = runtimes.get(symbol)
    if (!rt) throw notFound('market.not.found', `No market ${symbol}`)
    return rt
  }

  function depthSnapshot(rt: MarketRuntime, limit: number): DepthSnapshot {
    const s = rt.feed.snapshot(limit)
    return {
      symbol: rt.symbol,
      lastUpdateId: s.lastUpdateId,
      bids: s.bids.map((l) => toLevel(rt.units, l)),
      asks: s.asks.map((l) => toLevel(rt.units, l)),
      ts: clock.now(),
    }
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
      startMaker(rt)
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
    depth: (symbol: string, limit: number): DepthSnapshot => depthSnapshot(get(symbol), limit),
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
        return { kind: 'snapshot', ...depthSnapshot(rt, MAX_SNAPSHOT_LEVELS) }
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
