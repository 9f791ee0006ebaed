import type { UserStreamEvent } from '../../contract/types'
import type { UnitOfWork } from '../../db/unitOfWork'
import type { Publisher } from '../../ws/publisher'

/**
 * Events on a user's `user` channel that must not run ahead of the data: the unit of work sends
 * them once the transaction that changed it commits, in the order they were made, and drops them
 * when it rolls back. Outside a transaction they go at once.
 */
export function createUserEvents(uow: UnitOfWork, publisher: Publisher) {
  const send = uow.batch<{ userId: number; event: UserStreamEvent }>((items) => {
    for (const { userId, event } of items) publisher.publish(`user:${userId}`, event)
  })
  return {
    emit(userId: number, event: UserStreamEvent): void {
      send({ userId, event })
    },
  }
}

export type UserEvents = ReturnType<typeof createUserEvents>
