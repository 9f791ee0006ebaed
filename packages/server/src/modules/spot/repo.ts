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

export interface BalanceRow {
  user_id: number
  account: string
  asset: string
  available: string
  frozen: string
  updated_at: number
}

export interface LedgerWrite {
  user_id: number
  account: string
  asset: string
  type: LedgerType
  amount: string
  frozen_change: string
  balance_after: string
  ref_type: string | null
  ref_id: string | null
  created_at: number
}

export type LedgerType =
  | 'demo_credit'
  | 'freeze'
  | 'unfreeze'
  | 'buy_coin'
  | 'sell_coin'
  | 'fee'
  | 'cancelled_purchase'
  | 'cancelled_sale'
  // transfers between the user's accounts
  | 'transfer_out'
  | 'transfer_in'
  // perpetual contracts (contract account)
  | 'long_margin'
  | 'short_margin'
  | 'long_open_fee'
  | 'short_open_fee'
  | 'margin_returned_long_cancel'
  | 'margin_returned_short_cancel'
  | 'margin_income'
  | 'contract_income'
  | 'close_fee'
  | 'holding_fee'
  // second contracts (second account)
  | 'second_stake'
  | 'second_fee'
  | 'second_settle'
  // the wallet (docs/adr/0011)
  | 'deposit'
  | 'withdrawal_freeze'
  | 'withdrawal'
  | 'withdrawal_fee'
  | 'withdrawal_rejected'
  // an operator's freeze of the account (docs/adr/0012); the locks move nothing (amount 0)
  | 'admin_freeze'
  | 'admin_unfreeze'
  | 'admin_position_lock'
  | 'admin_unlock'
  // earn products (docs/adr/0013): mining in the spot account, savings in the financial account
  | 'buy_mining'
  | 'mining_income'
  | 'mining_principal'
  | 'mining_rebate'
  | 'buy_financial'
  | 'financial_income'
  | 'financial_cancel'
  | 'financial_principal'

export interface HistoryFilter {
  userId: number
  symbol?: string | undefined
  side?: string | undefined
  status?: string | undefined
  from?: number | undefined
  to?: number | undefined
}

const OPEN = `status IN ('pending', 'partially_filled')`

/** Every SQL statement of spot trading (portable SQL; decimals as TEXT). */
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
    balance: db.prepare<[number, string, string], BalanceRow>(
      'SELECT * FROM balances WHERE user_id = ? AND account = ? AND asset = ?',
    ),
    balances: db.prepare<[number, string], BalanceRow>(
      'SELECT * FROM balances WHERE user_id = ? AND account = ? ORDER BY asset',
    ),
    allBalances: db.prepare<[], BalanceRow>('SELECT * FROM balances'),
    upsertBalance: db.prepare(
      `INSERT INTO balances (user_id, account, asset, available, frozen, updated_at)
       VALUES (@user_id, @account, @asset, @available, @frozen, @updated_at)
       ON CONFLICT (user_id, account, asset) DO UPDATE SET available = excluded.available,
        frozen = excluded.frozen, updated_at = excluded.updated_at`,
    ),
    insertLedger: db.prepare(
      `INSERT INTO ledger (user_id, account, asset, type, amount, frozen_change, balance_after,
        ref_type, ref_id, created_at)
       VALUES (@user_id, @account, @asset, @type, @amount, @frozen_change, @balance_after,
        @ref_type, @ref_id, @created_at)`,
    ),
    ledgerOf: db.prepare<[number, string, string], { amount: string; frozen_change: string }>(
      'SELECT amount, frozen_change FROM ledger WHERE user_id = ? AND account = ? AND asset = ? ORDER BY id',
    ),
    demoCredited: db.prepare<[number], { id: number }>(
      `SELECT id FROM ledger WHERE user_id = ? AND type = 'demo_credit'`,
    ),
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
    balance: (userId: number, asset: string, account = 'spot') =>
      q.balance.get(userId, account, asset),
    balances: (userId: number, account = 'spot') => q.balances.all(userId, account),
    allBalances: () => q.allBalances.all(),
    upsertBalance: (row: BalanceRow) => q.upsertBalance.run(row),
    insertLedger: (row: LedgerWrite) => q.insertLedger.run(row),
    ledgerOf: (userId: number, asset: string, account = 'spot') =>
      q.ledgerOf.all(userId, account, asset),
    demoCredited: (userId: number) => q.demoCredited.get(userId) !== undefined,
    feeRates: (userId: number) =>
      q.feeRates.get(userId) ?? { level: 0, maker_rate: '0', taker_rate: '0' },
  }
}

export type SpotRepo = ReturnType<typeof createSpotRepo>
