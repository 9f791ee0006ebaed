import type { FastifyBaseLogger } from 'fastify'
import type { MessageSender, OutgoingMessage } from './sender'

/**
 * Delivers a text message to a phone number. The reference server ships only the demo's log
 * sender: an operator who offers phone sign-up implements this for their SMS provider and passes
 * it to `buildServer` (`deps.sms`); without one the configuration refuses `SIGNUP_PHONE=true`.
 */
export interface SmsSender {
  sendSms(to: string, text: string): Promise<void>
}

/** Demo mode's SMS: written to the server log (the outbox keeps the code too). */
export class LogSmsSender implements SmsSender {
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async sendSms(to: string, text: string): Promise<void> {
    this.log.info({ channel: 'sms', to }, `sms -> ${to}: ${text}`)
  }
}

/** A `MessageSender` for the `sms` channel over an `SmsSender`. */
export class SmsChannel implements MessageSender {
  constructor(private readonly sms: SmsSender) {}

  send(message: OutgoingMessage): Promise<void> {
    return this.sms.sendSms(message.to, message.body)
  }
}
