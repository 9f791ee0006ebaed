import type { Db } from '../../db/connection'

export interface MiningPoolRow {
  id: number
  name: string
  rate: string
  rate_unit: 'daily' | 'monthly'
  min_amount: string
  max_amount: string
  currency: string
  earnings_currency: string
  term_days: number
  payout_mode: 'daily' | 'end'
  rebate_type: 'none' | 'inviter'
  rebate_ratio: string
  is_open: number
  sort_order: number
}

export interface MiningOrderRow {
  id: number
  user_id: number
  client_order_id: string
  pool_id: number
  pool_name: string
  amount: string
  currency: string
  earnings_currency: string
  rate: string
  rate_unit: 'daily' | 'monthly'
  term_days: number
  payout_mode: 'daily' | 'end'
  rebate_type: 'none' | 'inviter'
  rebate_ratio: string
  status: 'mining' | 'finished'
  created_at: number
  start_at: number
  end_at: number
  next_payout_at: number | null
  earned: string
  finished_at: number | null
}

export type MiningPayoutKind = 'earning' | 'principal' | 'rebate'

export interface MiningPayoutRow {
  id: number
  order_id: number
  user_id: number
  kind: MiningPayoutKind
  day: number
  amount: string
  currency: string
  due_at: number
  paid_at: number
}

export interface FinanceProductRow {
  id: number
  name: string
  currency: string
  term_days: number
  annual_rate: string
  min_amount: string
  max_amount: string
  released_funds: string
  surplus_funds: string
  is_open: number
  sort_order: number
}

export interface FinanceOrderRow {
  id: number
  user_id: number
  client_order_id: string
  product_id: number
  product_name: string
  currency: string
  amount: string
  annual_rate: string
  term_days: number
  status: 'purchasing' | 'settled'
  created_at: number
  interest_start_at: number
  due_at: number
  settled_at: number | null
  early: number
  interest: string
}

/** `active`: still running; `done`: finished or settled. */
export type EarnStatusFilter = 'active' | 'done' | undefined

type Args = (string | number)[]

/** Every SQL statement of the earn products (portable SQL; decimals as TEXT). */
export function createEarnRepo(db: Db) {
  const q = {
    pools: db.prepare<[], MiningPoolRow>('SELECT * FROM mining_pools ORDER BY sort_order, id'),
    pool: db.prepare<[number], MiningPoolRow>('SELECT * FROM mining_pools WHERE id = ?'),
    miningOrder: db.prepare<[number], MiningOrderRow>('SELECT * FROM mining_orders WHERE id = ?'),
    miningByClient: db.prepare<[number, string], MiningOrderRow>(
      'SELECT * FROM mining_orders WHERE user_id = ? AND client_order_id = ?',
    ),
    insertMining: db.prepare(
      `INSERT INTO mining_orders (user_id, client_order_id, pool_id, pool_name, amount, currency,
        earnings_currency, rate, rate_unit, term_days, payout_mode, rebate_type, rebate_ratio,
        status, created_at, start_at, end_at, next_payout_at, earned, finished_at)
       VALUES (@user_id, @client_order_id, @pool_id, @pool_name, @amount, @currency,
        @earnings_currency, @rate, @rate_unit, @term_days, @payout_mode, @rebate_type,
        @rebate_ratio, @status, @created_at, @start_at, @end_at, @next_payout_at, @earned,
        @finished_at)`,
    ),
    miningDue: db.prepare<[number], MiningOrderRow>(
      `SELECT * FROM mining_orders WHERE status = 'mining' AND next_payout_at <= ?
       ORDER BY next_payout_at, id`,
    ),
    nextMiningDue: db.prepare<[], { at: number | null }>(
      `SELECT MIN(next_payout_at) AS at FROM mining_orders WHERE status = 'mining'`,
    ),
    insertPayout: db.prepare(
      `INSERT INTO mining_payouts (order_id, user_id, kind, day, amount, currency, due_at, paid_at)
       VALUES (@order_id, @user_id, @kind, @day, @amount, @currency, @due_at, @paid_at)
       ON CONFLICT (order_id, kind, day) DO NOTHING`,
    ),
    paidSlots: db.prepare<[number], { kind: MiningPayoutKind; day: number }>(
      'SELECT kind, day FROM mining_payouts WHERE order_id = ?',
    ),
    updateMining: db.prepare(
      `UPDATE mining_orders SET next_payout_at = @next_payout_at, earned = @earned,
        status = @status, finished_at = @finished_at WHERE id = @id`,
    ),
    products: db.prepare<[], FinanceProductRow>(
      'SELECT * FROM finance_products ORDER BY sort_order, id',
    ),
    product: db.prepare<[number], FinanceProductRow>('SELECT * FROM finance_products WHERE id = ?'),
    setSurplus: db.prepare<[string, number]>(
      'UPDATE finance_products SET surplus_funds = ? WHERE id = ?',
    ),
    financeOrder: db.prepare<[number], FinanceOrderRow>(
      'SELECT * FROM finance_orders WHERE id = ?',
    ),
    financeByClient: db.prepare<[number, string], FinanceOrderRow>(
      'SELECT * FROM finance_orders WHERE user_id = ? AND client_order_id = ?',
    ),
    insertFinance: db.prepare(
      `INSERT INTO finance_orders (user_id, client_order_id, product_id, product_name, currency,
        amount, annual_rate, term_days, status, created_at, interest_start_at, due_at, settled_at,
        early, interest)
       VALUES (@user_id, @client_order_id, @product_id, @product_name, @currency, @amount,
        @annual_rate, @term_days, @status, @created_at, @interest_start_at, @due_at, @settled_at,
        @early, @interest)`,
    ),
    settleFinance: db.prepare(
      `UPDATE finance_orders SET status = 'settled', settled_at = @settled_at, early = @early,
        interest = @interest WHERE id = @id AND status = 'purchasing'`,
    ),
    financeDue: db.prepare<[number], FinanceOrderRow>(
      `SELECT * FROM finance_orders WHERE status = 'purchasing' AND due_at <= ? ORDER BY due_at, id`,
    ),
    nextFinanceDue: db.prepare<[], { at: number | null }>(
      `SELECT MIN(due_at) AS at FROM finance_orders WHERE status = 'purchasing'`,
    ),
    setPoolOpen: db.prepare<[number, number]>('UPDATE mining_pools SET is_open = ? WHERE id = ?'),
    setProductOpen: db.prepare<[number, number]>(
      'UPDATE finance_products SET is_open = ? WHERE id = ?',
    ),
    activeMining: db.prepare<[number], { n: number; total: string | null }>(
      `SELECT COUNT(*) AS n, GROUP_CONCAT(amount, ' ') AS total FROM mining_orders
       WHERE pool_id = ? AND status = 'mining'`,
    ),
  }

  function page<T>(
    table: string,
    where: string[],
    args: Args,
    pageIndex: number,
    pageSize: number,
  ): { list: T[]; total: number } {
    const sql = where.join(' AND ')
    const total = (
      db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${sql}`).get(...args) as { n: number }
    ).n
    const list = db
      .prepare<Args, T>(`SELECT * FROM ${table} WHERE ${sql} ORDER BY id DESC LIMIT ? OFFSET ?`)
      .all(...args, pageSize, (pageIndex - 1) * pageSize)
    return { list, total }
  }

  return {
    pools: () => q.pools.all(),
    pool: (id: number) => q.pool.get(id),
    miningOrder: (id: number) => q.miningOrder.get(id),
    miningByClient: (userId: number, clientOrderId: string) =>
      q.miningByClient.get(userId, clientOrderId),
    insertMining(row: Omit<MiningOrderRow, 'id'>): MiningOrderRow {
      return { ...row, id: Number(q.insertMining.run(row).lastInsertRowid) }
    },
    /** Orders with a payout due at or before `now`. */
    miningDue: (now: number) => q.miningDue.all(now),
    nextMiningDue: () => q.nextMiningDue.get()?.at ?? null,
    /** Records a payout; false (and nothing written) when this slot was paid already. */
    insertPayout: (row: Omit<MiningPayoutRow, 'id'>): number | null => {
      const result = q.insertPayout.run(row)
      return result.changes === 1 ? Number(result.lastInsertRowid) : null
    },
    paidSlots: (orderId: number) => q.paidSlots.all(orderId),
    updateMining: (row: {
      id: number
      next_payout_at: number | null
      earned: string
      status: MiningOrderRow['status']
      finished_at: number | null
    }) => q.updateMining.run(row),
    miningPage(userId: number, status: EarnStatusFilter, pageIndex: number, pageSize: number) {
      const where = ['user_id = ?']
      if (status === 'active') where.push(`status = 'mining'`)
      if (status === 'done') where.push(`status = 'finished'`)
      return page<MiningOrderRow>('mining_orders', where, [userId], pageIndex, pageSize)
    },
    payoutPage(userId: number, orderId: number | undefined, pageIndex: number, pageSize: number) {
      const where = ['user_id = ?']
      const args: Args = [userId]
      if (orderId !== undefined) {
        where.push('order_id = ?')
        args.push(orderId)
      }
      return page<MiningPayoutRow>('mining_payouts', where, args, pageIndex, pageSize)
    },
    products: () => q.products.all(),
    product: (id: number) => q.product.get(id),
    setSurplus: (id: number, surplus: string) => q.setSurplus.run(surplus, id),
    financeOrder: (id: number) => q.financeOrder.get(id),
    financeByClient: (userId: number, clientOrderId: string) =>
      q.financeByClient.get(userId, clientOrderId),
    insertFinance(row: Omit<FinanceOrderRow, 'id'>): FinanceOrderRow {
      return { ...row, id: Number(q.insertFinance.run(row).lastInsertRowid) }
    },
    /** Settles a purchasing order; false when it was settled already. */
    settleFinance: (row: { id: number; settled_at: number; early: number; interest: string }) =>
      q.settleFinance.run(row).changes === 1,
    financeDue: (now: number) => q.financeDue.all(now),
    nextFinanceDue: () => q.nextFinanceDue.get()?.at ?? null,
    /** Opens or closes a pool to new purchases (running orders are not touched); false if none. */
    setPoolOpen: (id: number, open: boolean) => q.setPoolOpen.run(open ? 1 : 0, id).changes === 1,
    /** Opens or closes a product to new purchases; false if there is no such product. */
    setProductOpen: (id: number, open: boolean) =>
      q.setProductOpen.run(open ? 1 : 0, id).changes === 1,
    /** The running orders of a pool and their principals. */
    activeMining(poolId: number): { count: number; amounts: string[] } {
      const row = q.activeMining.get(poolId)
      return { count: row?.n ?? 0, amounts: row?.total ? row.total.split(' ') : [] }
    },
    financePage(userId: number, status: EarnStatusFilter, pageIndex: number, pageSize: number) {
      const where = ['user_id = ?']
      if (status === 'active') where.push(`status = 'purchasing'`)
      if (status === 'done') where.push(`status = 'settled'`)
      return page<FinanceOrderRow>('finance_orders', where, [userId], pageIndex, pageSize)
    },
  }
}

export type EarnRepo = ReturnType<typeof createEarnRepo>
