import type { Db } from '../../db/connection'
import { createOperatorQueue } from '../operator/queue'
import type { LedgerRow } from '../ledger/repo'

export interface TransferRow {
  id: number
  user_id: number
  client_transfer_id: string
  from_account: string
  to_account: string
  asset: string
  amount: string
  created_at: number
}

export interface DepositRow {
  id: number
  user_id: number
  coin: string
  chain: string
  address: string
  amount: string
  tx_hash: string
  sent_at: number
  included_height: number
  confirmations: number
  status: 'in_progress' | 'success' | 'failed'
  reason: string | null
  completed_at: number | null
}

export interface WithdrawalAddressRow {
  id: number
  user_id: number
  chain: string
  address: string
  label: string
  created_at: number
}

export interface WithdrawalRow {
  id: number
  user_id: number
  client_withdrawal_id: string
  method: 'chain' | 'bank'
  coin: string
  chain: string
  account: string
  address: string | null
  bank_name: string | null
  card_number: string | null
  card_last4: string | null
  real_name: string | null
  amount: string
  fee: string
  arrival: string
  value_usdt: string
  status: 'applied' | 'withdrawn' | 'rejected'
  reason: string | null
  tx_hash: string | null
  created_at: number
  reviewed_at: number | null
}

export type { LedgerRow }

/** A paged filter: `where` parts joined by AND with their arguments. */
interface Where {
  parts: string[]
  args: (string | number)[]
}

function where(
  userId: number,
): Where & { add: (sql: string, ...values: (string | number)[]) => void } {
  const w: Where = { parts: ['user_id = ?'], args: [userId] }
  return {
    ...w,
    add(sql, ...values) {
      w.parts.push(sql)
      w.args.push(...values)
    },
  }
}

/** The filters of the deposit and withdrawal records. */
export type RecordFilter = TimeFilter & { coin?: string | undefined; status?: string | undefined }

export interface TimeFilter {
  from?: number | undefined
  to?: number | undefined
}

const SECRET_KEY = 'wallet_secret'

/** Transfers, deposits, addresses, withdrawals, the ledger pages and the operator queue. */
export function createWalletRepo(db: Db) {
  const q = {
    byClient: db.prepare<[number, string], TransferRow>(
      'SELECT * FROM transfers WHERE user_id = ? AND client_transfer_id = ?',
    ),
    insert: db.prepare(
      `INSERT INTO transfers (user_id, client_transfer_id, from_account, to_account, asset, amount,
        created_at)
       VALUES (@user_id, @client_transfer_id, @from_account, @to_account, @asset, @amount,
        @created_at)`,
    ),
    assets: db.prepare<[number, string], { asset: string }>(
      'SELECT asset FROM balances WHERE user_id = ? AND account = ? ORDER BY asset',
    ),
    secret: db.prepare<[string], { config_value: string }>(
      'SELECT config_value FROM system_config WHERE config_key = ?',
    ),
    // Never public: getSystemConfig answers only is_public = 1 rows.
    insertSecret: db.prepare(
      `INSERT INTO system_config (config_key, config_value, is_public, updated_at) VALUES (?, ?, 0, ?)
       ON CONFLICT (config_key) DO NOTHING`,
    ),

    depositAddress: db.prepare<[number, string, string], { address: string }>(
      'SELECT address FROM deposit_addresses WHERE user_id = ? AND coin = ? AND chain = ?',
    ),
    insertDepositAddress: db.prepare(
      `INSERT INTO deposit_addresses (user_id, coin, chain, address, created_at)
       VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    ),
    deposit: db.prepare<[number], DepositRow>('SELECT * FROM deposits WHERE id = ?'),
    insertDeposit: db.prepare(
      `INSERT INTO deposits (user_id, coin, chain, address, amount, tx_hash, sent_at,
        included_height, confirmations, status, reason, completed_at)
       VALUES (@user_id, @coin, @chain, @address, @amount, @tx_hash, @sent_at, @included_height,
        0, 'in_progress', NULL, NULL)`,
    ),
    depositsInProgress: db.prepare<[], DepositRow>(
      `SELECT * FROM deposits WHERE status = 'in_progress' ORDER BY id`,
    ),
    setConfirmations: db.prepare(
      `UPDATE deposits SET confirmations = ? WHERE id = ? AND status = 'in_progress'`,
    ),
    completeDeposit: db.prepare(
      `UPDATE deposits SET status = @status, reason = @reason, confirmations = @confirmations,
        completed_at = @completed_at WHERE id = @id AND status = 'in_progress'`,
    ),

    addresses: db.prepare<[number], WithdrawalAddressRow>(
      'SELECT * FROM withdrawal_addresses WHERE user_id = ? ORDER BY created_at DESC, id DESC',
    ),
    addressCount: db.prepare<[number], { n: number }>(
      'SELECT COUNT(*) AS n FROM withdrawal_addresses WHERE user_id = ?',
    ),
    addressByValue: db.prepare<[number, string, string], WithdrawalAddressRow>(
      'SELECT * FROM withdrawal_addresses WHERE user_id = ? AND chain = ? AND address = ?',
    ),
    insertAddress: db.prepare(
      `INSERT INTO withdrawal_addresses (user_id, chain, address, label, created_at)
       VALUES (@user_id, @chain, @address, @label, @created_at)`,
    ),
    deleteAddress: db.prepare('DELETE FROM withdrawal_addresses WHERE id = ? AND user_id = ?'),
    allowlist: db.prepare<[number], { enabled: number }>(
      'SELECT withdrawal_allowlist AS enabled FROM users WHERE id = ?',
    ),
    setAllowlist: db.prepare<[number, number, number, number]>(
      `UPDATE users SET withdrawal_allowlist = ?, updated_at = ?
       WHERE id = ? AND withdrawal_allowlist != ?`,
    ),

    withdrawal: db.prepare<[number], WithdrawalRow>('SELECT * FROM withdrawals WHERE id = ?'),
    withdrawalByClient: db.prepare<[number, string], WithdrawalRow>(
      'SELECT * FROM withdrawals WHERE user_id = ? AND client_withdrawal_id = ?',
    ),
    insertWithdrawal: db.prepare(
      `INSERT INTO withdrawals (user_id, client_withdrawal_id, method, coin, chain, account, address,
        bank_name, card_number, card_last4, real_name, amount, fee, arrival, value_usdt, status,
        reason, tx_hash, created_at, reviewed_at)
       VALUES (@user_id, @client_withdrawal_id, @method, @coin, @chain, @account, @address,
        @bank_name, @card_number, @card_last4, @real_name, @amount, @fee, @arrival, @value_usdt,
        'applied', NULL, NULL, @created_at, NULL)`,
    ),
    decide: db.prepare(
      `UPDATE withdrawals SET status = @status, reason = @reason, tx_hash = @tx_hash,
        reviewed_at = @reviewed_at WHERE id = @id AND status = 'applied'`,
    ),
    usedSince: db.prepare<[number, number], { value_usdt: string }>(
      `SELECT value_usdt FROM withdrawals WHERE user_id = ? AND created_at > ?
        AND status IN ('applied', 'withdrawn')`,
    ),
    appliedBefore: db.prepare<[number], WithdrawalRow>(
      `SELECT * FROM withdrawals WHERE status = 'applied' AND created_at <= ? ORDER BY id`,
    ),
    withdrawalsByStatus: db.prepare<[string, string, number], WithdrawalRow>(
      `SELECT * FROM withdrawals WHERE (? = '' OR status = ?) ORDER BY id DESC LIMIT ?`,
    ),
    depositsByStatus: db.prepare<[string, string, number], DepositRow>(
      `SELECT * FROM deposits WHERE (? = '' OR status = ?) ORDER BY id DESC LIMIT ?`,
    ),
  }

  function page<T>(
    table: string,
    w: Where,
    order: string,
    pageIndex: number,
    pageSize: number,
  ): { list: T[]; total: number } {
    const sql = w.parts.join(' AND ')
    const total = (
      db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${sql}`).get(...w.args) as { n: number }
    ).n
    const list = db
      .prepare<(string | number)[], T>(
        `SELECT * FROM ${table} WHERE ${sql} ORDER BY ${order} LIMIT ? OFFSET ?`,
      )
      .all(...w.args, pageSize, (pageIndex - 1) * pageSize)
    return { list, total }
  }

  function timed(w: ReturnType<typeof where>, column: string, f: TimeFilter): void {
    if (f.from !== undefined) w.add(`${column} >= ?`, f.from)
    if (f.to !== undefined) w.add(`${column} < ?`, f.to)
  }

  /** One page of a user's deposits or withdrawals, by coin, status and time, newest first. */
  function records<T>(
    table: 'deposits' | 'withdrawals',
    timeColumn: string,
    userId: number,
    f: RecordFilter,
    pageIndex: number,
    pageSize: number,
  ) {
    const w = where(userId)
    if (f.coin) w.add('coin = ?', f.coin)
    if (f.status) w.add('status = ?', f.status)
    timed(w, timeColumn, f)
    return page<T>(table, w, `${timeColumn} DESC, id DESC`, pageIndex, pageSize)
  }

  return {
    byClient: (userId: number, clientTransferId: string) =>
      q.byClient.get(userId, clientTransferId),
    insert(row: Omit<TransferRow, 'id'>): TransferRow {
      return { ...row, id: Number(q.insert.run(row).lastInsertRowid) }
    },
    assets: (userId: number, account: string) => q.assets.all(userId, account).map((r) => r.asset),
    transfers(
      userId: number,
      f: TimeFilter & { account?: string | undefined; asset?: string | undefined },
      pageIndex: number,
      pageSize: number,
    ) {
      const w = where(userId)
      if (f.account) w.add('(from_account = ? OR to_account = ?)', f.account, f.account)
      if (f.asset) w.add('asset = ?', f.asset)
      timed(w, 'created_at', f)
      return page<TransferRow>('transfers', w, 'created_at DESC, id DESC', pageIndex, pageSize)
    },
    ledger(
      userId: number,
      f: TimeFilter & {
        account?: string | undefined
        asset?: string | undefined
        types?: readonly string[] | undefined
      },
      pageIndex: number,
      pageSize: number,
    ) {
      const w = where(userId)
      if (f.account) w.add('account = ?', f.account)
      if (f.asset) w.add('asset = ?', f.asset)
      if (f.types && f.types.length > 0)
        w.add(`type IN (${f.types.map(() => '?').join(', ')})`, ...f.types)
      timed(w, 'created_at', f)
      return page<LedgerRow>('ledger', w, 'id DESC', pageIndex, pageSize)
    },

    /** The server's wallet secret, created once (at first start) and kept in the database. */
    secret(fresh: string, now: number): string {
      q.insertSecret.run(SECRET_KEY, fresh, now)
      return (q.secret.get(SECRET_KEY) as { config_value: string }).config_value
    },

    depositAddress(userId: number, coin: string, chain: string, derive: () => string, now: number) {
      const found = q.depositAddress.get(userId, coin, chain)
      if (found) return found.address
      const address = derive()
      q.insertDepositAddress.run(userId, coin, chain, address, now)
      return address
    },
    deposit: (id: number) => q.deposit.get(id),
    insertDeposit(
      row: Omit<DepositRow, 'id' | 'confirmations' | 'status' | 'reason' | 'completed_at'>,
    ) {
      const id = Number(q.insertDeposit.run(row).lastInsertRowid)
      return q.deposit.get(id) as DepositRow
    },
    depositsInProgress: () => q.depositsInProgress.all(),
    setConfirmations: (id: number, confirmations: number) =>
      q.setConfirmations.run(confirmations, id).changes === 1,
    /** Success or failure, guarded by the status read: true only for the one call that did it. */
    completeDeposit: (c: {
      id: number
      status: 'success' | 'failed'
      reason: string | null
      confirmations: number
      completed_at: number
    }) => q.completeDeposit.run(c).changes === 1,
    deposits: (userId: number, f: RecordFilter, pageIndex: number, pageSize: number) =>
      records<DepositRow>('deposits', 'sent_at', userId, f, pageIndex, pageSize),
    recentDeposits: (status: string, limit: number) =>
      q.depositsByStatus.all(status, status, limit),

    addresses: (userId: number) => q.addresses.all(userId),
    addressCount: (userId: number) => q.addressCount.get(userId)?.n ?? 0,
    addressByValue: (userId: number, chain: string, address: string) =>
      q.addressByValue.get(userId, chain, address),
    insertAddress(row: Omit<WithdrawalAddressRow, 'id'>): WithdrawalAddressRow {
      return { ...row, id: Number(q.insertAddress.run(row).lastInsertRowid) }
    },
    deleteAddress: (userId: number, id: number) => q.deleteAddress.run(id, userId).changes === 1,
    /** Whether the user's withdrawal allow-list is on. */
    allowlistOn: (userId: number) => q.allowlist.get(userId)?.enabled === 1,
    /** Turns the withdrawal allow-list on or off; true when that changed it. */
    setAllowlist: (userId: number, on: boolean, now: number) =>
      q.setAllowlist.run(on ? 1 : 0, now, userId, on ? 1 : 0).changes === 1,

    withdrawal: (id: number) => q.withdrawal.get(id),
    withdrawalByClient: (userId: number, clientId: string) =>
      q.withdrawalByClient.get(userId, clientId),
    insertWithdrawal(
      row: Omit<WithdrawalRow, 'id' | 'status' | 'reason' | 'tx_hash' | 'reviewed_at'>,
    ): WithdrawalRow {
      const id = Number(q.insertWithdrawal.run(row).lastInsertRowid)
      return q.withdrawal.get(id) as WithdrawalRow
    },
    /** Approves or rejects, guarded by `status = 'applied'`: true only for the one that did it. */
    decide: (d: {
      id: number
      status: 'withdrawn' | 'rejected'
      reason: string | null
      tx_hash: string | null
      reviewed_at: number
    }) => q.decide.run(d).changes === 1,
    /** USDT values of the user's applied and withdrawn withdrawals since `since`. */
    usedSince: (userId: number, since: number) =>
      q.usedSince.all(userId, since).map((r) => r.value_usdt),
    appliedBefore: (at: number) => q.appliedBefore.all(at),
    withdrawals: (userId: number, f: RecordFilter, pageIndex: number, pageSize: number) =>
      records<WithdrawalRow>('withdrawals', 'created_at', userId, f, pageIndex, pageSize),
    recentWithdrawals: (status: string, limit: number) =>
      q.withdrawalsByStatus.all(status, status, limit),

    /** The operator queue (deposits sent, withdrawals decided by the admin CLI). */
    ...createOperatorQueue(db, 'operator_actions'),
  }
}

export type WalletRepo = ReturnType<typeof createWalletRepo>
