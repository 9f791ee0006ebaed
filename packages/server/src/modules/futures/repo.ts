import type { Db } from '../../db/connection'

export interface FuturesMarketRow {
  symbol: string
  multiplier: string
  max_leverage: number
  min_lots: number
  max_lots: number
  maintenance_margin_rate: string
  holding_fee_rate: string
  holding_period_hours: number
}

export interface FuturesOrderRow {
  id: number
  user_id: number
  client_order_id: string
  symbol: string
  side: 'long' | 'short'
  type: 'limit' | 'market'
  status: 'pending' | 'open' | 'closed' | 'cancelled'
  price: string | null
  lots: number
  leverage: number
  multiplier: string
  maintenance_margin_rate: string
  margin: string
  open_fee: string
  close_fee: string
  close_fee_rate: string
  holding_fee: string
  take_profit: string | null
  stop_loss: string | null
  trigger_reference: 'last' | 'mark'
  open_price: string | null
  close_price: string | null
  realised_pnl: string | null
  close_method: 'user' | 'close_all' | 'take_profit' | 'stop_loss' | 'liquidation' | null
  next_holding_at: number | null
  created_at: number
  cancelled_at: number | null
  opened_at: number | null
  closed_at: number | null
  updated_at: number
  /** 1 while an operator's freeze locks the position: the user cannot close it (ADR 0012). */
  admin_locked?: number
}

export interface FuturesHistoryFilter {
  userId: number
  symbol?: string | undefined
  side?: string | undefined
  status?: string | undefined
  closeMethod?: string | undefined
  from?: number | undefined
  to?: number | undefined
}

const COLUMNS = `user_id, client_order_id, symbol, side, type, status, price, lots, leverage,
  multiplier, maintenance_margin_rate, margin, open_fee, close_fee, close_fee_rate, holding_fee,
  take_profit, stop_loss, trigger_reference, open_price, close_price, realised_pnl, close_method,
  next_holding_at, created_at, cancelled_at, opened_at, closed_at, updated_at`

/** Every SQL statement of perpetual contracts (portable SQL; decimals as TEXT). */
export function createFuturesRepo(db: Db) {
  const q = {
    upsertMarket: db.prepare(
      `INSERT INTO futures_markets (symbol, multiplier, max_leverage, min_lots, max_lots,
        maintenance_margin_rate, holding_fee_rate, holding_period_hours)
       VALUES (@symbol, @multiplier, @max_leverage, @min_lots, @max_lots,
        @maintenance_margin_rate, @holding_fee_rate, @holding_period_hours)
       ON CONFLICT (symbol) DO NOTHING`,
    ),
    markets: db.prepare<[], FuturesMarketRow>('SELECT * FROM futures_markets'),
    order: db.prepare<[number], FuturesOrderRow>('SELECT * FROM futures_orders WHERE id = ?'),
    byClient: db.prepare<[number, string], FuturesOrderRow>(
      'SELECT * FROM futures_orders WHERE user_id = ? AND client_order_id = ?',
    ),
    insert: db.prepare(
      `INSERT INTO futures_orders (${COLUMNS}) VALUES (${COLUMNS.split(',')
        .map((c) => '@' + c.trim())
        .join(', ')})`,
    ),
    update: db.prepare(
      `UPDATE futures_orders SET status = @status, margin = @margin, close_fee = @close_fee,
        holding_fee = @holding_fee, take_profit = @take_profit, stop_loss = @stop_loss,
        trigger_reference = @trigger_reference, open_price = @open_price,
        close_price = @close_price, realised_pnl = @realised_pnl, close_method = @close_method,
        next_holding_at = @next_holding_at, cancelled_at = @cancelled_at, opened_at = @opened_at,
        closed_at = @closed_at, updated_at = @updated_at
       WHERE id = @id AND status = @expected_status`,
    ),
    live: db.prepare<[], FuturesOrderRow>(
      `SELECT * FROM futures_orders WHERE status IN ('pending', 'open') ORDER BY id`,
    ),
    byUserStatus: db.prepare<[number, string], FuturesOrderRow>(
      'SELECT * FROM futures_orders WHERE user_id = ? AND status = ? ORDER BY id DESC',
    ),
  }

  function historyWhere(f: FuturesHistoryFilter): { sql: string; args: (string | number)[] } {
    const parts = ['user_id = ?']
    const args: (string | number)[] = [f.userId]
    if (f.status) {
      parts.push('status = ?')
      args.push(f.status)
    } else parts.push(`status IN ('closed', 'cancelled')`)
    const add = (sql: string, value: string | number | undefined) => {
      if (value === undefined || value === '') return
      parts.push(sql)
      args.push(value)
    }
    add('symbol = ?', f.symbol)
    add('side = ?', f.side)
    add('close_method = ?', f.closeMethod)
    add('created_at >= ?', f.from)
    add('created_at < ?', f.to)
    return { sql: parts.join(' AND '), args }
  }

  return {
    upsertMarket: (row: FuturesMarketRow) => q.upsertMarket.run(row),
    markets: () => q.markets.all(),
    order: (id: number) => q.order.get(id),
    byClient: (userId: number, clientOrderId: string) => q.byClient.get(userId, clientOrderId),
    insert(row: Omit<FuturesOrderRow, 'id'>): FuturesOrderRow {
      return { ...row, id: Number(q.insert.run(row).lastInsertRowid) }
    },
    /** Writes the row if it is still in `expected` status; false when another change won. */
    update(row: FuturesOrderRow, expected: FuturesOrderRow['status']): boolean {
      return q.update.run({ ...row, expected_status: expected }).changes === 1
    },
    live: () => q.live.all(),
    byUserStatus: (userId: number, status: FuturesOrderRow['status']) =>
      q.byUserStatus.all(userId, status),
    history(f: FuturesHistoryFilter, pageIndex: number, pageSize: number) {
      const { sql, args } = historyWhere(f)
      const total = (
        db.prepare(`SELECT COUNT(*) AS n FROM futures_orders WHERE ${sql}`).get(...args) as {
          n: number
        }
      ).n
      const list = db
        .prepare<(string | number)[], FuturesOrderRow>(
          `SELECT * FROM futures_orders WHERE ${sql}
           ORDER BY COALESCE(closed_at, cancelled_at, created_at) DESC, id DESC LIMIT ? OFFSET ?`,
        )
        .all(...args, pageSize, (pageIndex - 1) * pageSize)
      return { list, total }
    },
  }
}

export type FuturesRepo = ReturnType<typeof createFuturesRepo>
