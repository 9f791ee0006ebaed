import type { Db } from '../../db/connection'

export interface SecondProductRow {
  id: string
  duration_seconds: number
  payout_rate: string
  fee_type: 'percent' | 'fixed'
  fee: string
  min_amount: string
  max_amount: string
  sort_order: number
}

export interface SecondOrderRow {
  id: number
  user_id: number
  client_order_id: string
  symbol: string
  direction: 'up' | 'down'
  product_id: string
  duration_seconds: number
  payout_rate: string
  amount: string
  fee: string
  status: 'pending' | 'holding' | 'settling' | 'settled'
  buy_price: string | null
  settlement_price: string | null
  result: 'win' | 'loss' | 'tie' | null
  profit: string | null
  open_at: number
  settle_at: number
  created_at: number
  settled_at: number | null
}

/** Every SQL statement of second contracts (portable SQL; decimals as TEXT). */
export function createSecondRepo(db: Db) {
  const q = {
    products: db.prepare<[], SecondProductRow>('SELECT * FROM second_products ORDER BY sort_order'),
    order: db.prepare<[number], SecondOrderRow>('SELECT * FROM second_orders WHERE id = ?'),
    byClient: db.prepare<[number, string], SecondOrderRow>(
      'SELECT * FROM second_orders WHERE user_id = ? AND client_order_id = ?',
    ),
    insert: db.prepare(
      `INSERT INTO second_orders (user_id, client_order_id, symbol, direction, product_id,
        duration_seconds, payout_rate, amount, fee, status, buy_price, settlement_price, result,
        profit, open_at, settle_at, created_at, settled_at)
       VALUES (@user_id, @client_order_id, @symbol, @direction, @product_id, @duration_seconds,
        @payout_rate, @amount, @fee, @status, @buy_price, @settlement_price, @result, @profit,
        @open_at, @settle_at, @created_at, @settled_at)`,
    ),
    settle: db.prepare(
      `UPDATE second_orders SET status = 'settled', settlement_price = @settlement_price,
        result = @result, profit = @profit, settled_at = @settled_at
       WHERE id = @id AND status IN ('holding', 'settling')`,
    ),
    open: db.prepare(
      `UPDATE second_orders SET status = 'holding', buy_price = ? WHERE id = ? AND status = 'pending'`,
    ),
    markSettling: db.prepare(
      `UPDATE second_orders SET status = 'settling' WHERE id = ? AND status = 'holding'`,
    ),
    live: db.prepare<[], SecondOrderRow>(
      `SELECT * FROM second_orders WHERE status != 'settled' ORDER BY settle_at, id`,
    ),
  }
  return {
    products: () => q.products.all(),
    order: (id: number) => q.order.get(id),
    byClient: (userId: number, clientOrderId: string) => q.byClient.get(userId, clientOrderId),
    insert(row: Omit<SecondOrderRow, 'id'>): SecondOrderRow {
      return { ...row, id: Number(q.insert.run(row).lastInsertRowid) }
    },
    /** Settles the row if it is not settled yet; false when it already was. */
    settle: (row: {
      id: number
      settlement_price: string
      result: string
      profit: string
      settled_at: number
    }) => q.settle.run(row).changes === 1,
    /** Opens a pending contract at `buyPrice`; false when it was no longer pending. */
    open: (id: number, buyPrice: string) => q.open.run(buyPrice, id).changes === 1,
    markSettling: (id: number) => q.markSettling.run(id).changes === 1,
    live: () => q.live.all(),
    page(
      userId: number,
      open: boolean | undefined,
      symbol: string | undefined,
      pageIndex: number,
      pageSize: number,
    ) {
      const parts = ['user_id = ?']
      const args: (string | number)[] = [userId]
      if (open === true) parts.push(`status != 'settled'`)
      if (open === false) parts.push(`status = 'settled'`)
      if (symbol) {
        parts.push('symbol = ?')
        args.push(symbol)
      }
      const where = parts.join(' AND ')
      const total = (
        db.prepare(`SELECT COUNT(*) AS n FROM second_orders WHERE ${where}`).get(...args) as {
          n: number
        }
      ).n
      const list = db
        .prepare<(string | number)[], SecondOrderRow>(
          `SELECT * FROM second_orders WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`,
        )
        .all(...args, pageSize, (pageIndex - 1) * pageSize)
      // Every matching contract that opened (all pages), for the transactions and their average.
      const fills = db
        .prepare<(string | number)[], { amount: string; buy_price: string }>(
          `SELECT amount, buy_price FROM second_orders WHERE ${where} AND buy_price IS NOT NULL`,
        )
        .all(...args)
      return { list, total, fills }
    },
  }
}

export type SecondRepo = ReturnType<typeof createSecondRepo>
