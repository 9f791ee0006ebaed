// The production profile: configuration refused when unsafe, dev operations absent, no demo
// account, codes neither kept nor logged, and mail that never travels in clear text.
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { SMTPServer } from 'smtp-server'
import type { SMTPServerOptions } from 'smtp-server'
import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT } from '../src/app'
import { ConfigError, loadConfig } from '../src/config'
import { MailSender } from '../src/modules/messages/mail'
import type { SmsSender } from '../src/modules/messages/sms'
import { startServer } from './helpers'
import type { TestServer } from './helpers'

const SECRET = 'x'.repeat(40)
/** A production environment that starts: a code secret, mail for e-mail sign-up, no phones. */
const PRODUCTION = {
  CODE_SECRET: SECRET,
  SMTP_URL: 'smtp://mail.example.com:587',
  SIGNUP_PHONE: 'false',
  PUBLIC_URL: 'https://bourse.example',
}

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

describe('configuration', () => {
  it('is production unless DEMO_MODE says true', () => {
    expect(loadConfig(PRODUCTION).demoMode).toBe(false)
    expect(loadConfig({ DEMO_MODE: 'true' }).demoMode).toBe(true)
    expect(loadConfig({ ...PRODUCTION, DEMO_MODE: 'false' }).demoMode).toBe(false)
  })

  it.each([
    ['DEMO_MODE', 'flase'],
    ['DEMO_MODE', 'false '],
    ['DEMO_MODE', 'yes please'],
    ['PORT', '80a'],
    ['PORT', '70000'],
    ['LOG_LEVEL', 'verbose'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['TRUST_PROXY', 'everyone'],
    ['CHAIN_BLOCK_SECONDS', '-1'],
  ])('refuses %s=%j, naming the variable', (name, value) => {
    const problems = problemsOf({ ...PRODUCTION, [name]: value })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(new RegExp(`^${name} `))
  })

  it('refuses unsafe production settings, all of them at once', () => {
    const problems = problemsOf({})
    expect(problems.join('\n')).toMatch(/CODE_SECRET/)
    expect(problems.join('\n')).toMatch(/SIGNUP_EMAIL is on but SMTP_URL is unset/)
    expect(problems.join('\n')).toMatch(/SIGNUP_PHONE is on but no SMS provider/)
    expect(problems.join('\n')).toMatch(/PUBLIC_URL must be set/)
    expect(
      problemsOf({ ...PRODUCTION, PUBLIC_URL: 'https://a.example,https://b.example' }),
    ).toEqual([expect.stringMatching(/PUBLIC_URL must be set to the one origin/)])
    expect(problemsOf({ ...PRODUCTION, CODE_SECRET: 'short' })[0]).toMatch(/CODE_SECRET/)
    expect(
      problemsOf({
        CODE_SECRET: SECRET,
        SIGNUP_EMAIL: 'false',
        SIGNUP_PHONE: 'false',
        PUBLIC_URL: 'https://bourse.example',
      }),
    ).toEqual([])
    // Demo mode needs none of them; the admin CLI, which sends nothing, neither.
    expect(problemsOf({ DEMO_MODE: 'true' })).toEqual([])
    expect(() => loadConfig({}, { forServer: false })).not.toThrow()
  })

  it('stops the server before it opens anything when a value is wrong', async () => {
    const root = path.resolve(import.meta.dirname, '../../..')
    const tsx = path.join(root, 'node_modules/.bin/tsx')
    const run = promisify(execFile)
    const failure = await run(tsx, ['--conditions=source', 'packages/server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, DEMO_MODE: 'flase', PORT: '0', DATA_DIR: '/nonexistent/bourse' },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failure?.code).toBe(1)
    expect(failure?.stderr).toMatch(/DEMO_MODE must be true or false, got "flase"/)
  })
})

/** Each dev operation with a body it would accept. */
const DEV_CALLS = [
  ['devOutbox', undefined],
  ['devClockAdvance', { ms: 1000 }],
  ['devMarketSteer', { symbol: 'BTCUSDT', price: '1' }],
  ['devChainSend', { coin: 'USDT', chain: 'TRC20', amount: '5' }],
] as const

/** Collects what the server logs, to prove no code reaches it. */
function logCollector() {
  const lines: string[] = []
  return { lines, stream: { write: (line: string) => void lines.push(line) } }
}

describe('production server', () => {
  const servers: TestServer[] = []
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()))
  })

  it('serves no dev operation, has no demo account, and keeps and logs no code', async () => {
    const log = logCollector()
    const sms: { to: string; text: string }[] = []
    const provider: SmsSender = { sendSms: async (to, text) => void sms.push({ to, text }) }
    const s = await startServer({ demoMode: false, logLevel: 'info' }, undefined, {
      sms: provider,
      logStream: log.stream,
    })
    servers.push(s)
    const demo = await s.call('login', {
      body: { username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password },
    })
    expect(demo.body.code).toBe('login.failed')

    const user = await s.app.bourse.modules.auth.createUser({
      kind: 'email',
      account: 'prod@example.com',
      password: 'Secret123',
    })
    expect(user).toBeGreaterThan(0)
    const ticket = await s.login('prod@example.com')
    for (const [operationId, body] of DEV_CALLS) {
      const answer = await s.call(operationId, { ticket, body })
      expect([operationId, answer.status, answer.body.code]).toEqual([
        operationId,
        404,
        'not.found',
      ])
    }

    const sent = await s.call('sendVerificationCode', {
      body: { accountType: 'phone', account: '+14155550123', purpose: 'register' },
    })
    expect(sent.body.code).toBe('success')
    expect(sms).toHaveLength(1)
    const code = /\b(\d{6})\b/.exec(sms[0]?.text ?? '')?.[1]
    expect(code).toMatch(/^\d{6}$/)
    const kept = s.app.bourse.ctx.db.prepare('SELECT COUNT(*) AS n FROM outbox').get() as {
      n: number
    }
    expect(kept.n).toBe(0)
    expect(log.lines.length).toBeGreaterThan(0)
    expect(log.lines.join('\n')).not.toContain(code)
  })

  it('refuses codes on a channel it has no transport for', async () => {
    const s = await startServer({ demoMode: false })
    servers.push(s)
    const sent = await s.call('sendVerificationCode', {
      body: { accountType: 'email', account: 'nomail@example.com', purpose: 'register' },
    })
    expect([sent.status, sent.body.code]).toEqual([422, 'channel.unavailable'])
  })

  it('offers sign-up only by the kinds of account it is configured for', async () => {
    const sms: string[] = []
    const s = await startServer({ demoMode: false, signupPhone: false }, undefined, {
      sms: { sendSms: async (_to, text) => void sms.push(text) },
    })
    servers.push(s)
    const kinds = await s.call('getSystemConfig', { query: { key: 'signup_kinds' } })
    expect(kinds.body.data).toEqual({ key: 'signup_kinds', value: 'email' })
    const phone = { accountType: 'phone', account: '+14155550188' }
    const sent = await s.call('sendVerificationCode', { body: { ...phone, purpose: 'register' } })
    expect([sent.status, sent.body.code]).toEqual([422, 'channel.unavailable'])
    const registered = await s.call('register', {
      body: {
        ...phone,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        verifyCode: '123456',
        agreement: true,
      },
    })
    expect([registered.status, registered.body.code]).toEqual([422, 'channel.unavailable'])
    expect(sms).toEqual([])
  })
})

describe('demo server', () => {
  const servers: TestServer[] = []
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()))
  })

  it('asks a ticket for every dev operation', async () => {
    const s = await startServer()
    servers.push(s)
    for (const [operationId, body] of DEV_CALLS) {
      const anonymous = await s.call(operationId, { body })
      expect([operationId, anonymous.status]).toEqual([operationId, 401])
    }
    const ticket = await s.devTicket()
    expect((await s.call('devOutbox', { ticket })).status).toBe(200)
    expect((await s.call('devClockAdvance', { ticket, body: { ms: 1000 } })).status).toBe(200)
  })

  it('keeps codes in the outbox and writes them to the log', async () => {
    const log = logCollector()
    const s = await startServer({ logLevel: 'info' }, undefined, { logStream: log.stream })
    servers.push(s)
    await s.call('sendVerificationCode', {
      body: { accountType: 'email', account: 'demo-code@example.com', purpose: 'register' },
    })
    const code = await s.latestCode('demo-code@example.com')
    expect(log.lines.join('\n')).toContain(`(code ${code})`)
  })
})

/** An SMTP server on loopback that records what it was told. */
async function smtpServer(options: SMTPServerOptions) {
  const seen = { auth: [] as string[], messages: [] as string[] }
  const server = new SMTPServer({
    ...options,
    logger: false,
    onAuth(auth, _session, callback) {
      seen.auth.push(`${auth.username}:${auth.password}`)
      callback(null, { user: auth.username })
    },
    onData(stream, _session, callback) {
      let text = ''
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
      stream.on('end', () => {
        seen.messages.push(text)
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { seen, port, close: () => new Promise<void>((resolve) => server.close(resolve)) }
}

describe('mail', () => {
  const message = {
    channel: 'email' as const,
    to: 'alice@example.com',
    subject: 'Your Bourse verification code',
    body: 'Your Bourse verification code is 123456.',
    code: '123456',
  }

  it('upgrades to TLS with STARTTLS before it signs in and sends', async () => {
    // smtp-server's built-in certificate is self-signed, hence no certificate check here.
    const smtp = await smtpServer({ secure: false })
    const sender = new MailSender(
      `smtp://me:p%40ss@127.0.0.1:${smtp.port}`,
      'Bourse <no-reply@bourse.local>',
      false,
    )
    try {
      await sender.send(message)
    } finally {
      sender.close()
      await smtp.close()
    }
    expect(smtp.seen.auth).toEqual(['me:p@ss'])
    expect(smtp.seen.messages[0]).toContain('Your Bourse verification code is 123456.')
  })

  it('sends neither credentials nor codes to a server that offers no STARTTLS', async () => {
    const smtp = await smtpServer({ secure: false, disabledCommands: ['STARTTLS'] })
    const sender = new MailSender(
      `smtp://me:secret@127.0.0.1:${smtp.port}`,
      'Bourse <no-reply@bourse.local>',
      false,
    )
    try {
      await expect(sender.send(message)).rejects.toThrow(/STARTTLS|TLS/i)
    } finally {
      sender.close()
      await smtp.close()
    }
    expect(smtp.seen.auth).toEqual([])
    expect(smtp.seen.messages).toEqual([])
  })
})
