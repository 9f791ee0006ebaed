import type { Db } from '../../db/connection'
import type { UserStreamEvent } from '../../contract/types'
import type { SpotService } from '../spot/service'
import type { Publisher } from '../../ws/publisher'

/**
 * Events on a user's `user` channel that must not run ahead of the data: sent once the
 * transaction that changed it commits (spot's commit hooks), dropped when it rolls back. A
 * transaction of another module (a plain `db.transaction`, which spot's hooks do not see) is over
 * by the next microtask, since SQLite transactions here are synchronous: its events go then.
 */
export function createUserEvents(db: Db, publisher: Publisher, spot: SpotService) {
  const pending: { userId: number; event: UserStreamEvent }[] = []
  const flush = () => {
    for (const { userId, event } of pending.splice(0)) publisher.publish(`user:${userId}`, event)
  }
  spot.hook({ afterCommit: flush, afterRollback: () => (pending.length = 0) })
  return {
    emit(userId: number, event: UserStreamEvent): void {
      pending.push({ userId, event })
      if (!db.inTransaction) flush()
      else
        queueMicrotask(() => {
          if (!db.inTransaction) flush()
        })
    },
  }
}

export type UserEvents = ReturnType<typeof createUserEvents>
