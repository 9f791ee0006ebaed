import type { Db } from '../../db/connection'

export interface FeeLevelRow {
  level: number
  maker_rate: string
  taker_rate: string
  min_volume_btc: string
}

export interface FeeRunRow {
  computed_at: number
  effective_at: number
  applied_at: number | null
}

export interface SnapshotRow {
  user_id: number
  computed_at: number
  volume_btc: string
  level: number
  effective_at: number
  applied_at: number | null
}

/** A trade's quote volume in USDT (decimal text) and when it happened. */
export interface VolumeRow {
  user_id: number
  quote: string
  ts: number
}

/** A futures open or close: notional = price x lots x multiplier (USDT). */
export interface FuturesVolumeRow {
  user_id: number
  price: string
  lots: number
  multiplier: string
  ts: number
}

export function createFeesRepo(db: Db) {
  const q = {
    levels: db.prepare<[], FeeLevelRow>(
      'SELECT level, maker_rate, taker_rate, min_volume_btc FROM fee_levels ORDER BY level',
    ),
    currentLevel: db.prepare<[number], { level: number }>(
      'SELECT level FROM user_fee_levels WHERE user_id = ?',
    ),
    run: db.prepare<[number], FeeRunRow>('SELECT * FROM fee_level_runs WHERE computed_at = ?'),
    unapplied: db.prepare<[number], FeeRunRow>(
      `SELECT * FROM fee_level_runs WHERE applied_at IS NULL AND effective_at <= ?
       ORDER BY computed_at`,
    ),
    insertRun: db.prepare<[number, number]>(
      'INSERT INTO fee_level_runs (computed_at, effective_at) VALUES (?, ?)',
    ),
    markApplied: db.prepare<[number, number]>(
      'UPDATE fee_level_runs SET applied_at = ? WHERE computed_at = ? AND applied_at IS NULL',
    ),
    users: db.prepare<[], { id: number }>('SELECT id FROM users ORDER BY id'),
    spotVolume: db.prepare<[number, number], VolumeRow>(
      `SELECT f.user_id, f.quote, f.ts FROM spot_fills f JOIN markets m ON m.symbol = f.symbol
       WHERE m.quote = 'USDT' AND f.ts >= ? AND f.ts < ?`,
    ),
    futuresOpens: db.prepare<[number, number], FuturesVolumeRow>(
      `SELECT user_id, open_price AS price, lots, multiplier, opened_at AS ts FROM futures_orders
       WHERE opened_at IS NOT NULL AND open_price IS NOT NULL AND opened_at >= ? AND opened_at < ?`,
    ),
    futuresCloses: db.prepare<[number, number], FuturesVolumeRow>(
      `SELECT user_id, close_price AS price, lots, multiplier, closed_at AS ts FROM futures_orders
       WHERE closed_at IS NOT NULL AND close_price IS NOT NULL AND closed_at >= ? AND closed_at < ?`,
    ),
    closeBefore: db.prepare<[string, number], { close: string }>(
      `SELECT close FROM candles WHERE symbol = ? AND interval = '1h' AND open_time < ?
       ORDER BY open_time DESC LIMIT 1`,
    ),
    seedPrice: db.prepare<[string], { seed_price: string }>(
      'SELECT seed_price FROM markets WHERE symbol = ?',
    ),
    insertSnapshot: db.prepare<[number, number, string, number, number]>(
      `INSERT INTO fee_volume_snapshots (user_id, computed_at, volume_btc, level, effective_at)
       VALUES (?, ?, ?, ?, ?)`,
    ),
    runSnapshots: db.prepare<[number], { user_id: number; level: number }>(
      'SELECT user_id, level FROM fee_volume_snapshots WHERE computed_at = ?',
    ),
    setLevel: db.prepare<[number, number]>(
      `INSERT INTO user_fee_levels (user_id, level) VALUES (?, ?)
       ON CONFLICT (user_id) DO UPDATE SET level = excluded.level`,
    ),
    latestSnapshot: db.prepare<[number], SnapshotRow>(
      `SELECT s.*, r.applied_at FROM fee_volume_snapshots s
       JOIN fee_level_runs r ON r.computed_at = s.computed_at
       WHERE s.user_id = ? ORDER BY s.computed_at DESC LIMIT 1`,
    ),
  }
  return {
    levels: () => q.levels.all(),
    currentLevel: (userId: number) => q.currentLevel.get(userId)?.level ?? 0,
    run: (computedAt: number) => q.run.get(computedAt),
    unappliedDue: (now: number) => q.unapplied.all(now),
    insertRun: (computedAt: number, effectiveAt: number) =>
      q.insertRun.run(computedAt, effectiveAt),
    /** Returns whether this call applied it (false when it was applied already). */
    markApplied: (computedAt: number, now: number) =>
      q.markApplied.run(now, computedAt).changes > 0,
    userIds: () => q.users.all().map((r) => r.id),
    spotVolume: (from: number, to: number) => q.spotVolume.all(from, to),
    futuresVolume: (from: number, to: number) => [
      ...q.futuresOpens.all(from, to),
      ...q.futuresCloses.all(from, to),
    ],
    /** The close of the latest hourly candle opening before `before`, else the seed price. */
    closeBefore: (symbol: string, before: number): string | null =>
      q.closeBefore.get(symbol, before)?.close ?? q.seedPrice.get(symbol)?.seed_price ?? null,
    insertSnapshot: (
      userId: number,
      computedAt: number,
      volumeBtc: string,
      level: number,
      effectiveAt: number,
    ) => q.insertSnapshot.run(userId, computedAt, volumeBtc, level, effectiveAt),
    runSnapshots: (computedAt: number) => q.runSnapshots.all(computedAt),
    setLevel: (userId: number, level: number) => q.setLevel.run(userId, level),
    latestSnapshot: (userId: number) => q.latestSnapshot.get(userId),
  }
}

export type FeesRepo = ReturnType<typeof createFeesRepo>
