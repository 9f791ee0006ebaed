import type { Db } from '../../db/connection'
import type { UserStreamEvent } from '../../contract/types'
import type { SpotService } from '../spot/service'
import type { Publisher } from '../../ws/publisher'

/**
 * Deposit and withdrawal events on the `user` channel, sent once the transaction that changed
 * them commits (spot's commit hooks), dropped when it rolls back.
 */
export function createWalletEvents(db: Db, publisher: Publisher, spot: SpotService) {
  const pending: { userId: number; event: UserStreamEvent }[] = []
  const flush = () => {
    for (const { userId, event } of pending.splice(0)) publisher.publish(`user:${userId}`, event)
  }
  spot.hook({ afterCommit: flush, afterRollback: () => (pending.length = 0) })
  return {
    emit(userId: number, event: UserStreamEvent): void {
      pending.push({ userId, event })
      if (!db.inTransaction) flush()
    },
  }
}

export type WalletEvents = ReturnType<typeof createWalletEvents>
