import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../clock'
import type { OutboxRepo } from './repo'
import type { MessageSender, OutgoingMessage } from './sender'

/** Keeps messages in the `outbox` table and writes codes to the server log (demo and tests). */
export class OutboxSender implements MessageSender {
  constructor(
    private readonly repo: OutboxRepo,
    private readonly clock: Clock,
    private readonly log: Pick<FastifyBaseLogger, 'info'>,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    this.repo.insert(message, this.clock.now())
    this.log.info(
      { channel: message.channel, to: message.to, code: message.code },
      `outbox: ${message.subject} -> ${message.to}${message.code ? ` (code ${message.code})` : ''}`,
    )
  }
}

/** Sends each channel through its own sender. */
export class RoutingSender implements MessageSender {
  constructor(private readonly routes: Record<OutgoingMessage['channel'], MessageSender>) {}

  send(message: OutgoingMessage): Promise<void> {
    return this.routes[message.channel].send(message)
  }
}
