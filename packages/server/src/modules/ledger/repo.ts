import type { Db } from '../../db/connection'

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

/** An entry as stored. */
export interface LedgerRow extends LedgerWrite {
  id: number
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

/**
 * Every statement that writes `balances` or `ledger` (portable SQL; decimals as TEXT). No other
 * module writes these tables (an ESLint rule keeps it so); they read them freely.
 */
export function createLedgerRepo(db: Db) {
  const q = {
    balance: db.prepare<[number, string, string], BalanceRow>(
      'SELECT * FROM balances WHERE user_id = ? AND account = ? AND asset = ?',
    ),
    balances: db.prepare<[number, string], BalanceRow>(
      'SELECT * FROM balances WHERE user_id = ? AND account = ? ORDER BY asset',
    ),
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
    hasEntry: db.prepare<[number, string], { id: number }>(
      'SELECT id FROM ledger WHERE user_id = ? AND type = ?',
    ),
  }

  return {
    balance: (userId: number, asset: string, account: string) =>
      q.balance.get(userId, account, asset),
    balances: (userId: number, account: string) => q.balances.all(userId, account),
    upsertBalance: (row: BalanceRow) => q.upsertBalance.run(row),
    insertLedger: (row: LedgerWrite) => q.insertLedger.run(row),
    hasEntry: (userId: number, type: LedgerType) => q.hasEntry.get(userId, type) !== undefined,
  }
}

export type LedgerRepo = ReturnType<typeof createLedgerRepo>
