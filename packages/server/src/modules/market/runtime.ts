import type { Clock } from '../../clock'
import type { MarketStatus, PublicTrade, Ticker } from '../../contract/types'
import { generateHistory } from './backfill'
import { bucketOf, CandleAggregator, INTERVALS } from './candles'
import type { UnitCandle } from './candles'
import { DepthFeed } from './depthFeed'
import { MatchingEngine } from './engine'
import type { EngineEvent } from './engine'
import { MarketMaker } from './maker'
import { candleIn, changePercent, rollingWindow } from './present'
import { Random } from './random'
import type { MarketRepo, MarketRow } from './repo'
import type { MarketOptions } from './service'
import { MarketUnits, trimDecimal } from './units'

const DAY = 86_400_000

/** One market and the only owner of its engine. */
export interface MarketRuntime {
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

/** One trade's prices, as the perpetuals see them. */
export interface PriceTick {
  symbol: string
  /** The index price: the trade's price. */
  last: string
  mark: string
  ts: number
}

/** What opening a market takes from the service. */
export interface OpenEnv {
  clock: Clock
  repo: MarketRepo
  options: MarketOptions
  /** Seed of the simulator (each market derives its own). */
  seed: string
  /** Told every trade's prices (the perpetuals' triggers). */
  priceListeners: readonly ((tick: PriceTick) => void)[]
}

/**
 * A market's runtime from its row: candle history generated on first start (backfill), the
 * open candles and the last day of minutes restored, its engine, the book spot trading restores
 * (`onEngine`), and its simulator when open.
 */
export function openMarket(row: MarketRow, env: OpenEnv): MarketRuntime {
  const { clock, repo, options, seed } = env
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
  engine.onEvent((event) => onEngineEvent(runtime, event, env.priceListeners))
  if (options.onEngine) {
    options.onEngine({ symbol, engine, units, row })
    // Restored orders do not emit level events: publish what the book holds now.
    const book = engine.depth()
    for (const [price, quantity] of book.bids) runtime.feed.onLevel('buy', price, quantity)
    for (const [price, quantity] of book.asks) runtime.feed.onLevel('sell', price, quantity)
  }
  if (runtime.status === 0 && options.simulate) startMaker(runtime, clock.now())
  runtime.feed.flush()
  runtime.ticker = computeTicker(runtime, now)
  return runtime
}

/** Starts the simulated makers and takers of a market at the price now. */
export function startMaker(rt: MarketRuntime, now: number): void {
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
  rt.maker.start(now)
}

function onEngineEvent(
  rt: MarketRuntime,
  event: EngineEvent,
  priceListeners: readonly ((tick: PriceTick) => void)[],
): void {
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

/** The rolling 24 h ticker of a market at `now`; drops the minutes that left the window. */
export function computeTicker(rt: MarketRuntime, now: number): Ticker {
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
export function markTicks(rt: MarketRuntime): bigint {
  const bid = rt.engine.bestBid()
  const ask = rt.engine.bestAsk()
  if (bid === null || ask === null) return rt.last
  const [, median] = [bid, ask, rt.last].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return median as bigint
}
