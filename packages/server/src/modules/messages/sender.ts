/** A message to a user: a verification code by SMS or e-mail. */
export interface OutgoingMessage {
  channel: 'sms' | 'email'
  to: string
  subject: string
  body: string
  /** The verification code the message carries, if any. */
  code?: string
}

/** Delivers messages. Implementations: the outbox (demo, tests), SMTP (e-mail). */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>
  /** Whether this channel has a transport; absent means it has. */
  canSend?(channel: OutgoingMessage['channel']): boolean
}
