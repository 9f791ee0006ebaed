import type { WalletChainId } from '@bourse/rules/wallet'
import type { AppContext } from '../../context'
import type { BodyOf, SessionInfo } from '../../contract/handlers'
import type { WithdrawalAddress } from '../../contract/types'
import { conflict, fieldError, notFound, unprocessable } from '../../errors'
import type { Allowlist } from './allowlist'
import { usableFrom } from './allowlist'
import type { ChainAdapter } from './chains'
import type { WalletRepo, WithdrawalAddressRow } from './repo'

/** Saved withdrawal addresses per user. */
export const ADDRESS_BOOK_LIMIT = 50

const addressOut = (row: WithdrawalAddressRow): WithdrawalAddress => ({
  id: String(row.id),
  chain: row.chain as WithdrawalAddress['chain'],
  address: row.address,
  label: row.label,
  createdAt: row.created_at,
  usableFrom: usableFrom(row.created_at),
})

/** The user's saved withdrawal addresses (chain addresses only). */
export function createAddressBook(
  ctx: AppContext,
  repo: WalletRepo,
  chains: ReadonlyMap<WalletChainId, ChainAdapter>,
  allowlist: Allowlist,
) {
  const { clock, uow } = ctx
  return {
    addresses: (userId: number) => repo.addresses(userId).map(addressOut),
    /** Adds an address; while the allow-list is on, with a step-up token it uses up. */
    addAddress(session: SessionInfo, body: BodyOf<'withdrawalAddressAdd'>): WithdrawalAddress {
      const { userId } = session
      const address = body.address.trim()
      const chain = chains.get(body.chain)
      // Card numbers are never stored whole, so bank cards are not saved in the book.
      if (!chain || body.chain === 'BANK')
        throw fieldError('body.chain', 'wallet.chain.unsupported', 'Only chain addresses are saved')
      if (!chain.validate(address))
        throw fieldError('body.address', 'address.invalid', `Not a ${body.chain} address`)
      allowlist.checkAdd(session, body.stepUpToken)
      return addressOut(
        uow.transaction(() => {
          allowlist.consumeAdd(session, body.stepUpToken)
          if (repo.addressByValue(userId, body.chain, address))
            throw conflict('address.duplicate', 'This address is saved already')
          if (repo.addressCount(userId) >= ADDRESS_BOOK_LIMIT)
            throw unprocessable(
              'address.limit',
              `At most ${ADDRESS_BOOK_LIMIT} addresses can be saved`,
            )
          return repo.insertAddress({
            user_id: userId,
            chain: body.chain,
            address,
            label: body.label.trim(),
            created_at: clock.now(),
          })
        }),
      )
    },
    deleteAddress(userId: number, id: string): null {
      const n = /^\d+$/.test(id) ? Number(id) : NaN
      if (!Number.isSafeInteger(n) || !repo.deleteAddress(userId, n))
        throw notFound('address.not.found', 'No such saved address')
      return null
    },
  }
}
