import type { Db } from '../../db/connection'
import { unitOfWork } from '../../db/unitOfWork'
import type { KlineInterval, MarketStatus } from '../../contract/types'
import type { MarketSeed } from './catalog'

export interface MarketRow {
  symbol: string
  base: string
  quote: string
  name: string
  tick_size: string
  lot_size: string
  min_quantity: string
  min_notional: string
  is_open: MarketStatus
  sort_order: number
  seed_price: string
  volatility: number
  trades_per_second: number
  trade_quote: number
}

export interface TradeRow {
  id: number
  price: string
  quantity: string
  side: 'buy' | 'sell'
  ts: number
}

export interface CandleRow {
  open_time: number
  open: string
  high: string
  low: string
  close: string
  volume: string
  turnover: string
}

export interface CandleWrite extends CandleRow {
  symbol: string
  interval: KlineInterval
}

/** All SQL of the market module (portable: INTEGER/TEXT/REAL, decimals as TEXT). */
export function createMarketRepo(db: Db) {
  const uow = unitOfWork(db)
  const insertMarket = db.prepare(
    `INSERT OR IGNORE INTO markets (symbol, base, quote, name, tick_size, lot_size, min_quantity,
       min_notional, is_open, sort_order, seed_price, volatility, trades_per_second, trade_quote, updated_at)
     VALUES (?, ?, 'USDT', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const markets = db.prepare<[], MarketRow>('SELECT * FROM markets ORDER BY sort_order, symbol')
  const statuses = db.prepare<[], { symbol: string; is_open: MarketStatus }>(
    'SELECT symbol, is_open FROM markets',
  )
  const setStatus = db.prepare('UPDATE markets SET is_open = ?, updated_at = ? WHERE symbol = ?')
  const insertTrade = db.prepare(
    'INSERT OR IGNORE INTO market_trades (symbol, id, price, quantity, side, ts) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const priceAt = db.prepare<[string, number], { price: string }>(
    'SELECT price FROM market_trades WHERE symbol = ? AND ts <= ? ORDER BY id DESC LIMIT 1',
  )
  const trades = db.prepare<[string, number], TradeRow>(
    'SELECT id, price, quantity, side, ts FROM market_trades WHERE symbol = ? ORDER BY id DESC LIMIT ?',
  )
  const lastTradeId = db.prepare<[string], { id: number | null }>(
    'SELECT MAX(id) AS id FROM market_trades WHERE symbol = ?',
  )
  const pruneTrades = db.prepare(
    'DELETE FROM market_trades WHERE symbol = ? AND id <= (SELECT MAX(id) FROM market_trades WHERE symbol = ?) - ?',
  )
  const upsertCandle = db.prepare(
    `INSERT INTO candles (symbol, interval, open_time, open, high, low, close, volume, turnover)
     VALUES (@symbol, @interval, @open_time, @open, @high, @low, @close, @volume, @turnover)
     ON CONFLICT (symbol, interval, open_time) DO UPDATE SET high = excluded.high, low = excluded.low,
       close = excluded.close, volume = excluded.volume, turnover = excluded.turnover`,
  )
  // History goes in 100 rows per statement: far fewer calls into SQLite on first start.
  const HISTORY_BATCH = 100
  const historySql = (n: number) =>
    `INSERT OR REPLACE INTO candles (symbol, interval, open_time, open, high, low, close, volume, turnover)
     VALUES ${Array.from({ length: n }, () => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`
  const insertHistoryBatch = db.prepare(historySql(HISTORY_BATCH))
  const candles = db.prepare<[string, string, number, number, number], CandleRow>(
    `SELECT open_time, open, high, low, close, volume, turnover FROM candles
     WHERE symbol = ? AND interval = ? AND open_time BETWEEN ? AND ? ORDER BY open_time DESC LIMIT ?`,
  )
  const latestCandle = db.prepare<[string, string], CandleRow>(
    `SELECT open_time, open, high, low, close, volume, turnover FROM candles
     WHERE symbol = ? AND interval = ? ORDER BY open_time DESC LIMIT 1`,
  )
  const candleCount = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM candles WHERE symbol = ?',
  )
  const watchlist = db.prepare<[number], { symbol: string }>(
    'SELECT symbol FROM watchlist WHERE user_id = ? ORDER BY id',
  )
  const watchAdd = db.prepare(
    'INSERT OR IGNORE INTO watchlist (user_id, symbol, created_at) VALUES (?, ?, ?)',
  )
  const watchRemove = db.prepare('DELETE FROM watchlist WHERE user_id = ? AND symbol = ?')

  return {
    /** Inserts markets that do not exist yet (operators' changes to existing ones are kept). */
    seedMarkets(seeds: MarketSeed[], now: number) {
      uow.transaction(() => {
        seeds.forEach((m, i) =>
          insertMarket.run(
            `${m.base}USDT`,
            m.base,
            m.name,
            m.tickSize,
            m.lotSize,
            m.minQuantity,
            m.minNotional,
            m.isOpen,
            i + 1,
            m.price,
            m.volatility,
            m.tradesPerSecond,
            m.tradeQuote,
            now,
          ),
        )
      })
    },
    markets: () => markets.all(),
    statuses: () => statuses.all(),
    /** Returns whether the market exists. */
    setStatus: (symbol: string, status: MarketStatus, now: number) =>
      setStatus.run(status, now, symbol).changes > 0,
    /** Writes trades and candles of the last second in one transaction. */
    flush: (
      newTrades: {
        symbol: string
        id: number
        price: string
        quantity: string
        side: string
        ts: number
      }[],
      changed: CandleWrite[],
    ) =>
      uow.transaction(() => {
        for (const t of newTrades)
          insertTrade.run(t.symbol, t.id, t.price, t.quantity, t.side, t.ts)
        for (const c of changed) upsertCandle.run(c)
      }),
    /** Writes generated history: `[interval, open_time, open, high, low, close, volume, turnover]`. */
    insertHistory: (
      symbol: string,
      rows: [string, number, string, string, string, string, string, string][],
    ) =>
      uow.transaction(() => {
        for (let i = 0; i < rows.length; i += HISTORY_BATCH) {
          const chunk = rows.slice(i, i + HISTORY_BATCH)
          const params = chunk.flatMap((r) => [symbol, ...r])
          if (chunk.length === HISTORY_BATCH) insertHistoryBatch.run(params)
          else db.prepare(historySql(chunk.length)).run(params)
        }
      }),
    trades: (symbol: string, limit: number) => trades.all(symbol, limit),
    priceAt: (symbol: string, ts: number): string | null => priceAt.get(symbol, ts)?.price ?? null,
    lastTradeId: (symbol: string) => lastTradeId.get(symbol)?.id ?? 0,
    pruneTrades: (symbol: string, keep: number) => pruneTrades.run(symbol, symbol, keep).changes,
    candles: (symbol: string, interval: KlineInterval, from: number, to: number, limit: number) =>
      candles.all(symbol, interval, from, to, limit).reverse(),
    latestCandle: (symbol: string, interval: KlineInterval) => latestCandle.get(symbol, interval),
    candleCount: (symbol: string) => candleCount.get(symbol)?.n ?? 0,
    watchlist: (userId: number) => watchlist.all(userId).map((r) => r.symbol),
    watchAdd: (userId: number, symbol: string, now: number) => watchAdd.run(userId, symbol, now),
    watchRemove: (userId: number, symbol: string) => watchRemove.run(userId, symbol),
  }
}

export type MarketRepo = ReturnType<typeof createMarketRepo>
