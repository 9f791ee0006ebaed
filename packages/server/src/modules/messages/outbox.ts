import type { Clock } from '../../clock'
import { AppError } from '../../errors'
import type { OutboxRepo } from './repo'
import type { MessageSender, OutgoingMessage } from './sender'

/**
 * Demo mode only: keeps every message in the `outbox` table (served to signed-in users by
 * `devOutbox`), then hands it to the demo's transport. Production never builds it, so codes are
 * not kept there.
 */
export class OutboxSender implements MessageSender {
  constructor(
    private readonly repo: OutboxRepo,
    private readonly clock: Clock,
    private readonly next: MessageSender,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    this.repo.insert(message, this.clock.now())
    await this.next.send(message)
  }
}

/** A channel this server has no transport for: sign-up and codes by it are refused. */
export class UnavailableChannel implements MessageSender {
  constructor(private readonly channel: OutgoingMessage['channel']) {}

  canSend(): boolean {
    return false
  }

  async send(): Promise<void> {
    throw new AppError(
      422,
      'channel.unavailable',
      `This server sends no ${this.channel === 'sms' ? 'SMS' : 'e-mail'}`,
    )
  }
}

/** Sends each channel through its own sender. */
export class RoutingSender implements MessageSender {
  constructor(private readonly routes: Record<OutgoingMessage['channel'], MessageSender>) {}

  canSend(channel: OutgoingMessage['channel']): boolean {
    return this.routes[channel].canSend?.(channel) ?? true
  }

  send(message: OutgoingMessage): Promise<void> {
    return this.routes[message.channel].send(message)
  }
}
