import type { FastifyBaseLogger } from 'fastify'
import type { Clock, Scheduler } from './clock'
import type { ServerConfig } from './config'
import type { Db } from './db/connection'
import type { UnitOfWork } from './db/unitOfWork'
import type { MessageSender } from './modules/messages/sender'
import type { Publisher } from './ws/publisher'

/** What every module gets: configuration, time, storage, delivery and the event publisher. */
export interface AppContext {
  config: ServerConfig
  clock: Clock
  /** Timers on the clock (simulator, publishers, housekeeping). */
  scheduler: Scheduler
  db: Db
  /** Transactions and what runs after them (`unitOfWork(db)`): the only way to open one. */
  uow: UnitOfWork
  log: FastifyBaseLogger
  sender: MessageSender
  publisher: Publisher
}
