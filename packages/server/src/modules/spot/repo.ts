import type { Db } from '../../db/connection'

export interface SpotOrderRow {
  id: number
  user_id: number
  client_order_id: string
  symbol: string
  side: 'buy' | 'sell'
  type: 'limit' | 'market'
  price: string | null
  quantity: string | null
  quote_amount: string | null
  filled_quantity: string
  filled_quote: string
  fee: string
  fee_asset: string
  status: 'pending' | 'partially_filled' | 'filled' | 'cancelled'
  cancel_reason: string | null
  reserved: string
  reserve_asset: string
  seq: number
  created_at: number
  updated_at: number
}

export interface SpotFillRow {
  id: number
  order_id: number
  user_id: number
  symbol: string
  side: 'buy' | 'sell'
  price: string
  quantity: string
  quote: string
  fee: string
  fee_asset: string
  role: 'maker' | 'taker'
  trade_id: number
  ts: number
}

export interface HistoryFilter {
  userId: number
  symbol?: string | undefined
  side?: string | undefined
  status?: string | undefined
  from?: number | undefined
  to?: number | undefined
}

const OPEN = `status IN ('pending', 'partially_filled')`

/** Every SQL statement of spot trading but balances and the ledger (portable SQL; decimals as TEXT). */
export function createSpotRepo(db: Db) {
  const q = {
    order: db.prepare<[number], SpotOrderRow>('SELECT * FROM spot_orders WHERE id = ?'),
    byClient: db.prepare<[number, string], SpotOrderRow>(
      'SELECT * FROM spot_orders WHERE user_id = ? AND client_order_id = ?',
    ),
    // The UNIQUE (user_id, client_order_id) index answers this range.
    byClientPrefix: db.prepare<[number, string, string], SpotOrderRow>(
      `SELECT * FROM spot_orders WHERE user_id = ? AND client_order_id >= ? AND client_order_id < ?
       ORDER BY id`,
    ),
    insertOrder: db.prepare(
      `INSERT INTO spot_orders (user_id, client_order_id, symbol, side, type, price, quantity,
        quote_amount, filled_quantity, filled_quote, fee, fee_asset, status, cancel_reason, reserved,
        reserve_asset, seq, created_at, updated_at)
       VALUES (@user_id, @client_order_id, @symbol, @side, @type, @price, @quantity, @quote_amount,
        '0', '0', '0', @fee_asset, 'pending', NULL, @reserved, @reserve_asset, 0, @created_at,
        @created_at)`,
    ),
    updateOrder: db.prepare(
      `UPDATE spot_orders SET filled_quantity = @filled_quantity, filled_quote = @filled_quote,
        fee = @fee, status = @status, cancel_reason = @cancel_reason, reserved = @reserved,
        seq = @seq, updated_at = @updated_at WHERE id = @id`,
    ),
    openBySymbol: db.prepare<[string], SpotOrderRow>(
      `SELECT * FROM spot_orders WHERE ${OPEN} AND symbol = ? ORDER BY seq, id`,
    ),
    openByUser: db.prepare<[number], SpotOrderRow>(
      `SELECT * FROM spot_orders WHERE ${OPEN} AND user_id = ? ORDER BY created_at DESC, id DESC`,
    ),
    openAll: db.prepare<[], SpotOrderRow>(`SELECT * FROM spot_orders WHERE ${OPEN}`),
    insertFill: db.prepare(
      `INSERT INTO spot_fills (order_id, user_id, symbol, side, price, quantity, quote, fee,
        fee_asset, role, trade_id, ts)
       VALUES (@order_id, @user_id, @symbol, @side, @price, @quantity, @quote, @fee, @fee_asset,
        @role, @trade_id, @ts)`,
    ),
    fill: db.prepare<[number], SpotFillRow>('SELECT * FROM spot_fills WHERE id = ?'),
    feeRates: db.prepare<[number], { level: number; maker_rate: string; taker_rate: string }>(
      `SELECT f.level, f.maker_rate, f.taker_rate FROM fee_levels f
       WHERE f.level = COALESCE((SELECT level FROM user_fee_levels WHERE user_id = ?), 0)`,
    ),
  }

  function historyWhere(f: HistoryFilter): { sql: string; args: (string | number)[] } {
    const parts = [`user_id = ?`, `status IN ('filled', 'cancelled')`]
    const args: (string | number)[] = [f.userId]
    const add = (sql: string, value: string | number) => {
      parts.push(sql)
      args.push(value)
    }
    if (f.symbol) add('symbol = ?', f.symbol)
    if (f.side) add('side = ?', f.side)
    if (f.status) add('status = ?', f.status)
    if (f.from !== undefined) add('created_at >= ?', f.from)
    if (f.to !== undefined) add('created_at < ?', f.to)
    return { sql: parts.join(' AND '), args }
  }

  return {
    order: (id: number) => q.order.get(id),
    byClient: (userId: number, clientOrderId: string) => q.byClient.get(userId, clientOrderId),
    /** Orders whose client id starts with `prefix` (a prefix of printable ASCII). */
    byClientPrefix: (userId: number, prefix: string) =>
      q.byClientPrefix.all(
        userId,
        prefix,
        prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1),
      ),
    insertOrder(row: {
      user_id: number
      client_order_id: string
      symbol: string
      side: string
      type: string
      price: string | null
      quantity: string | null
      quote_amount: string | null
      fee_asset: string
      reserved: string
      reserve_asset: string
      created_at: number
    }): number {
      return Number(q.insertOrder.run(row).lastInsertRowid)
    },
    updateOrder: (row: SpotOrderRow) => q.updateOrder.run(row),
    openBySymbol: (symbol: string) => q.openBySymbol.all(symbol),
    openByUser: (userId: number) => q.openByUser.all(userId),
    openAll: () => q.openAll.all(),
    history(f: HistoryFilter, pageIndex: number, pageSize: number) {
      const { sql, args } = historyWhere(f)
      const total = (
        db.prepare(`SELECT COUNT(*) AS n FROM spot_orders WHERE ${sql}`).get(...args) as {
          n: number
        }
      ).n
      const list = db
        .prepare<(string | number)[], SpotOrderRow>(
          `SELECT * FROM spot_orders WHERE ${sql} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
        )
        .all(...args, pageSize, (pageIndex - 1) * pageSize)
      return { list, total }
    },
    fills(userId: number, symbol: string | undefined, pageIndex: number, pageSize: number) {
      const where = symbol ? 'user_id = ? AND symbol = ?' : 'user_id = ?'
      const args: (string | number)[] = symbol ? [userId, symbol] : [userId]
      const total = (
        db.prepare(`SELECT COUNT(*) AS n FROM spot_fills WHERE ${where}`).get(...args) as {
          n: number
        }
      ).n
      const list = db
        .prepare<(string | number)[], SpotFillRow>(
          `SELECT * FROM spot_fills WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`,
        )
        .all(...args, pageSize, (pageIndex - 1) * pageSize)
      return { list, total }
    },
    insertFill: (row: Omit<SpotFillRow, 'id'>): SpotFillRow => {
      const id = Number(q.insertFill.run(row).lastInsertRowid)
      return { ...row, id }
    },
    feeRates: (userId: number) =>
      q.feeRates.get(userId) ?? { level: 0, maker_rate: '0', taker_rate: '0' },
  }
}

export type SpotRepo = ReturnType<typeof createSpotRepo>
