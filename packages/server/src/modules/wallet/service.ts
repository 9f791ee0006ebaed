import { isTransferAllowed } from '@bourse/exchange-widgets/contracts'
import type { BodyOf } from '../../contract/handlers'
import type { SpotBalance, Transfer, WalletAccount } from '../../contract/types'
import type { AppContext } from '../../context'
import { fieldError, unprocessable } from '../../errors'
import { toScaled } from '../market/units'
import { ASSET_DECIMALS, formatAmount } from '../spot/money'
import type { SpotService } from '../spot/service'
import type { TransferRow, WalletRepo } from './repo'

/** Contract and second-contract accounts hold USDT only (they are USDT-margined / staked). */
const USDT_ONLY = new Set<WalletAccount>(['contract', 'second'])

/** The user's accounts: balances of any account and atomic transfers between them. */
export function createWalletService(ctx: AppContext, repo: WalletRepo, spot: SpotService) {
  function transferOut(row: TransferRow): Transfer {
    return {
      id: String(row.id),
      clientTransferId: row.client_transfer_id,
      from: row.from_account as WalletAccount,
      to: row.to_account as WalletAccount,
      asset: row.asset,
      amount: row.amount,
      createdAt: row.created_at,
    }
  }

  return {
    balances(userId: number, account: WalletAccount): SpotBalance[] {
      const assets = new Set(repo.assets(userId, account))
      assets.add('USDT')
      return [...assets].sort().map((asset) => spot.balanceOut(userId, asset, account))
    },
    transfer(userId: number, body: BodyOf<'accountTransfer'>): Transfer {
      const earlier = repo.byClient(userId, body.clientTransferId)
      if (earlier) return transferOut(earlier)
      spot.checkAccount(userId)
      const allowed = isTransferAllowed(body.from, body.to)
      if (
        !allowed ||
        ((USDT_ONLY.has(body.from) || USDT_ONLY.has(body.to)) && body.asset !== 'USDT')
      )
        throw fieldError(
          'body.to',
          'transfer.direction.invalid',
          `Funds cannot move from ${body.from} to ${body.to} in ${body.asset}`,
        )
      const units = toScaled(body.amount, ASSET_DECIMALS)
      if (units === null || units <= 0n)
        throw fieldError(
          'body.amount',
          'transfer.amount.invalid',
          'The amount must be more than 0 with at most 8 decimals',
        )
      return transferOut(
        spot.atomically(() => {
          // Re-checked inside the transaction: a repeat racing this one moves nothing twice.
          const again = repo.byClient(userId, body.clientTransferId)
          if (again) return again
          if (spot.held(userId, body.asset, body.from).available < units)
            throw unprocessable('balance.insufficient', 'Not enough available to transfer')
          const row = repo.insert({
            user_id: userId,
            client_transfer_id: body.clientTransferId,
            from_account: body.from,
            to_account: body.to,
            asset: body.asset,
            amount: formatAmount(units),
            created_at: ctx.clock.now(),
          })
          const ref = String(row.id)
          spot.move(userId, body.asset, 'transfer_out', -units, 0n, 'transfer', ref, body.from)
          spot.move(userId, body.asset, 'transfer_in', units, 0n, 'transfer', ref, body.to)
          return row
        }),
      )
    },
  }
}

export type WalletService = ReturnType<typeof createWalletService>
