import type { Db } from '../../db/connection'

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

/** Transfers between a user's accounts (portable SQL). */
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
  }
  return {
    byClient: (userId: number, clientTransferId: string) =>
      q.byClient.get(userId, clientTransferId),
    insert(row: Omit<TransferRow, 'id'>): TransferRow {
      return { ...row, id: Number(q.insert.run(row).lastInsertRowid) }
    },
    assets: (userId: number, account: string) => q.assets.all(userId, account).map((r) => r.asset),
  }
}

export type WalletRepo = ReturnType<typeof createWalletRepo>
