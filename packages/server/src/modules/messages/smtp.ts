import net from 'node:net'
import tls from 'node:tls'
import type { MessageSender, OutgoingMessage } from './sender'

interface SmtpOptions {
  host: string
  port: number
  secure: boolean
  user: string | undefined
  pass: string | undefined
  from: string
  /** Milliseconds per SMTP reply. */
  timeout: number
}

export function parseSmtpUrl(url: string, from: string): SmtpOptions {
  const u = new URL(url)
  if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:')
    throw new Error('SMTP_URL must be smtp:// or smtps://')
  const secure = u.protocol === 'smtps:'
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    user: u.username ? decodeURIComponent(u.username) : undefined,
    pass: u.password ? decodeURIComponent(u.password) : undefined,
    from,
    timeout: 15_000,
  }
}

/** Reads SMTP replies (possibly multi-line) from a socket. */
class ReplyReader {
  private buffer = ''
  private waiting: ((line: { code: number; text: string }) => void)[] = []
  private ready: { code: number; text: string }[] = []
  private lines: string[] = []

  feed(chunk: string): void {
    this.buffer += chunk
    let index: number
    while ((index = this.buffer.indexOf('\r\n')) >= 0) {
      const line = this.buffer.slice(0, index)
      this.buffer = this.buffer.slice(index + 2)
      this.lines.push(line)
      if (line[3] !== '-') {
        const reply = {
          code: Number(line.slice(0, 3)),
          text: this.lines.map((l) => l.slice(4)).join('\n'),
        }
        this.lines = []
        const waiter = this.waiting.shift()
        if (waiter) waiter(reply)
        else this.ready.push(reply)
      }
    }
  }

  next(timeout: number): Promise<{ code: number; text: string }> {
    const ready = this.ready.shift()
    if (ready) return Promise.resolve(ready)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('SMTP timeout')), timeout)
      this.waiting.push((reply) => {
        clearTimeout(timer)
        resolve(reply)
      })
    })
  }
}

function address(value: string): string {
  const match = /<([^>]+)>/.exec(value)
  return (match?.[1] ?? value).trim()
}

/** Dot-stuffing and CRLF line endings for the DATA section. */
function encodeData(lines: string[]): string {
  return lines
    .join('\r\n')
    .replace(/\r?\n/g, '\r\n')
    .split('\r\n')
    .map((line) => (line.startsWith('.') ? `.${line}` : line))
    .join('\r\n')
}

/** A minimal SMTP client (EHLO, STARTTLS, AUTH PLAIN, one message per connection). */
export class SmtpSender implements MessageSender {
  constructor(private readonly options: SmtpOptions) {}

  async send(message: OutgoingMessage): Promise<void> {
    const o = this.options
    let socket: net.Socket = o.secure
      ? tls.connect({ host: o.host, port: o.port, servername: o.host })
      : net.connect({ host: o.host, port: o.port })
    let reader = new ReplyReader()
    const attach = (s: net.Socket, r: ReplyReader) => {
      s.setEncoding('utf8')
      s.on('data', (chunk: string) => r.feed(chunk))
    }
    attach(socket, reader)
    const failure = new Promise<never>((_, reject) => socket.once('error', reject))
    const expect = async (ok: number[], what: string) => {
      const reply = await Promise.race([reader.next(o.timeout), failure])
      if (!ok.includes(reply.code))
        throw new Error(`SMTP ${what} failed: ${reply.code} ${reply.text}`)
      return reply
    }
    const command = async (line: string, ok: number[], what = line.split(' ')[0] ?? line) => {
      socket.write(`${line}\r\n`)
      return expect(ok, what)
    }
    try {
      await expect([220], 'greeting')
      let ehlo = await command('EHLO bourse.local', [250], 'EHLO')
      if (!o.secure && /\bSTARTTLS\b/i.test(ehlo.text)) {
        await command('STARTTLS', [220])
        socket.removeAllListeners('data')
        socket = tls.connect({ socket, servername: o.host })
        reader = new ReplyReader()
        attach(socket, reader)
        await new Promise<void>((resolve, reject) => {
          socket.once('secureConnect', () => resolve())
          socket.once('error', reject)
        })
        ehlo = await command('EHLO bourse.local', [250], 'EHLO')
      }
      if (o.user) {
        const token = Buffer.from(`\0${o.user}\0${o.pass ?? ''}`).toString('base64')
        await command(`AUTH PLAIN ${token}`, [235], 'AUTH')
      }
      await command(`MAIL FROM:<${address(o.from)}>`, [250], 'MAIL FROM')
      await command(`RCPT TO:<${address(message.to)}>`, [250, 251], 'RCPT TO')
      await command('DATA', [354])
      const data = encodeData([
        `From: ${o.from}`,
        `To: ${message.to}`,
        `Subject: ${message.subject}`,
        `Date: ${new Date().toUTCString()}`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        message.body,
      ])
      await command(`${data}\r\n.`, [250], 'DATA')
      await command('QUIT', [221]).catch(() => undefined)
    } finally {
      socket.end()
    }
  }
}
