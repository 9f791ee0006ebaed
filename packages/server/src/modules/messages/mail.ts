import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { Transporter } from 'nodemailer'
import type { MessageSender, OutgoingMessage } from './sender'

/**
 * Sends e-mail through the SMTP server of `SMTP_URL` with nodemailer. `smtps://` speaks TLS from
 * the first byte; `smtp://` must upgrade with STARTTLS before anything else is said
 * (`requireTLS`), so a server that offers no STARTTLS, or a man in the middle who strips it,
 * never sees the credentials or the codes: the send fails instead.
 */
export class MailSender implements MessageSender {
  private readonly transport: Transporter

  constructor(
    smtpUrl: string,
    private readonly from: string,
    /** Tests that run their own SMTP server with a self-signed certificate pass `false`. */
    verifyCertificate = true,
  ) {
    const url = new URL(smtpUrl)
    const secure = url.protocol === 'smtps:'
    this.transport = nodemailer.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      requireTLS: !secure,
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
      tls: { rejectUnauthorized: verifyCertificate, minVersion: 'TLSv1.2' },
    })
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.body,
    })
  }

  close(): void {
    this.transport.close()
  }
}

/** Demo mode's e-mail without `SMTP_URL`: the message and its code go to the server log. */
export class LogMailSender implements MessageSender {
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}

  async send(message: OutgoingMessage): Promise<void> {
    const code = message.code ? ` (code ${message.code})` : ''
    this.log.info(
      { channel: 'email', to: message.to },
      `mail -> ${message.to}: ${message.subject}${code}`,
    )
  }
}
