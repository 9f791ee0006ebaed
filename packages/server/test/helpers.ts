import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, expect } from 'vitest'
import { buildServer, DEMO_ACCOUNT } from '../src/app'
import type { ServerDeps } from '../src/app'
import { runAdmin } from '../src/cli/admin'
import { FakeClock, ManualScheduler } from '../src/clock'
import { demoConfig } from '../src/config'
import type { ServerConfig } from '../src/config'
import { loadContract } from '../src/contract/load'
import { createComponentChecker, createResponseChecker } from '../src/contract/validation'
import { amount } from '../src/modules/spot/money'

export const contract = loadContract(demoConfig().openapiPath)
const checkResponse = createResponseChecker(contract)
export const checkComponent = createComponentChecker(contract)

/** Statuses any operation may answer before its handler runs; checked as a plain ErrorEnvelope. */
const TRANSPORT_STATUSES = new Set([413, 415, 429, 431])

export interface CallOptions {
  body?: unknown
  /** Sent verbatim instead of JSON.stringify(body). */
  rawBody?: string
  contentType?: string | null
  query?: Record<string, string>
  ticket?: string
  /** More request headers (an `origin`, say). */
  headers?: Record<string, string>
}

export interface Answer {
  status: number
  body: { code: string; msg: string; data: any } // eslint-disable-line @typescript-eslint/no-explicit-any -- payloads are checked against the contract instead
}

export const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-test-'))

export interface TestServer {
  app: FastifyInstance
  clock: FakeClock
  /** Moves the fake clock, running the simulator and publishers on the way. */
  advance: (ms: number) => void
  base: string
  config: ServerConfig
  /** Calls an operation by its operationId and checks the answer against the contract. */
  call: (operationId: string, options?: CallOptions) => Promise<Answer>
  /** Sends any request; the answer is not checked. */
  fetch: (urlPath: string, init?: RequestInit) => Promise<Response>
  /** A ticket for the dev operations (the demo account's, demo mode only). */
  devTicket: () => Promise<string>
  /** The newest code sent to an account (through the demo outbox endpoint). */
  latestCode: (account: string) => Promise<string>
  register: (account: string, password?: string, extra?: Record<string, unknown>) => Promise<void>
  /**
   * A step-up token for the signed-in `user` (docs/adr/0026): the password plus the factor the
   * server asks for — a code from the outbox, or `authenticatorCode()` when one is bound.
   */
  stepUp: (
    user: { token: string; account: string },
    options?: { password?: string; authenticatorCode?: () => string },
  ) => Promise<string>
  login: (username: string, password?: string) => Promise<string>
  close: () => Promise<void>
}

export async function startServer(
  overrides: Partial<ServerConfig> = {},
  clock = new FakeClock(),
  /** `clock` here is the server's own when it differs from the test's (demo's OffsetClock). */
  deps: Pick<ServerDeps, 'sms' | 'logStream' | 'sender' | 'clock'> = {},
): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? tempDir()
  const config: ServerConfig = {
    ...demoConfig(),
    port: 0,
    dataDir,
    appDist: path.join(dataDir, 'no-dist'),
    storybookDist: path.join(dataDir, 'no-storybook'),
    logLevel: false,
    // History generation costs ~1.5 s; tests that look at history turn it on.
    marketBackfill: false,
    marketSeed: 'test-seed',
    // A test file sends thousands of requests a minute from one address; the edge tests set
    // their own limit.
    rateLimitPerMinute: 1_000_000,
    // 2^17 (production) costs ~0.3 s and 128 MiB a hash; attempts.test.ts checks that default.
    passwordHashN: 2 ** 14,
    ...overrides,
  }
  const scheduler = new ManualScheduler(clock)
  const app = await buildServer(config, { ...deps, clock: deps.clock ?? clock, scheduler })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const base = `http://127.0.0.1:${port}`
  const byId = new Map(contract.operations.map((op) => [op.operationId, op]))

  const call = async (operationId: string, options: CallOptions = {}): Promise<Answer> => {
    const op = byId.get(operationId)
    if (!op) throw new Error(`unknown operation ${operationId}`)
    const url = new URL(config.apiPrefix + op.path, base)
    for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v)
    const headers: Record<string, string> = { ...options.headers }
    if (options.ticket !== undefined) headers.ticket = options.ticket
    let body: string | undefined
    if (options.rawBody !== undefined) body = options.rawBody
    else if (options.body !== undefined) body = JSON.stringify(options.body)
    const contentType = options.contentType === undefined ? 'application/json' : options.contentType
    if (body !== undefined && contentType !== null) headers['content-type'] = contentType
    const response = await fetch(url, { method: op.method, headers, body })
    const json = (await response.json()) as Answer['body']
    const errors = TRANSPORT_STATUSES.has(response.status)
      ? checkComponent('ErrorEnvelope', json)
      : checkResponse(operationId, response.status, json)
    expect(errors, `${operationId} ${response.status} ${JSON.stringify(json)}`).toEqual([])
    expect(response.status).toBeLessThan(500)
    return { status: response.status, body: json }
  }

  // The dev operations need a ticket: the demo account's, signed in once per server.
  let demoTicket: Promise<string> | undefined
  const devTicket = () => {
    demoTicket ??= call('login', {
      body: { username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password },
    }).then((answer) => {
      if (answer.body.code !== 'success') throw new Error(`demo sign-in: ${answer.body.code}`)
      return answer.body.data.token as string
    })
    return demoTicket
  }

  const latestCode = async (account: string) => {
    const outbox = await call('devOutbox', { query: { to: account }, ticket: await devTicket() })
    const code = outbox.body.data[0]?.code
    if (typeof code !== 'string') throw new Error(`no code for ${account}`)
    return code
  }

  const register = async (
    account: string,
    password = 'Secret123',
    extra: Record<string, unknown> = {},
  ) => {
    const accountType = account.includes('@') ? 'email' : 'phone'
    const sent = await call('sendVerificationCode', {
      body: { accountType, account, purpose: 'register' },
    })
    expect(sent.status).toBe(200)
    const answer = await call('register', {
      body: {
        accountType,
        account,
        password,
        confirmPassword: password,
        verifyCode: await latestCode(account),
        agreement: true,
        ...extra,
      },
    })
    expect(answer.body.code).toBe('success')
  }

  const login = async (username: string, password = 'Secret123') => {
    const answer = await call('login', { body: { username, password } })
    expect(answer.body.code).toBe('success')
    return answer.body.data.token as string
  }

  const stepUp: TestServer['stepUp'] = async (user, options = {}) => {
    const start = await call('stepUpStart', { ticket: user.token })
    expect(start.status).toBe(200)
    const body: Record<string, string> = { password: options.password ?? 'Secret123' }
    if (start.body.data.factor === 'authenticator') {
      if (!options.authenticatorCode) throw new Error('step-up asks the authenticator code')
      body.authenticatorCode = options.authenticatorCode()
    } else {
      let sent = await call('stepUpSendCode', { ticket: user.token })
      if (sent.status === 429) {
        // One code a minute per account: wait it out on the fake clock.
        scheduler.advance(61_000)
        sent = await call('stepUpSendCode', { ticket: user.token })
      }
      expect(sent.status).toBe(200)
      body.verifyCode = await latestCode(user.account)
    }
    const answer = await call('stepUp', { ticket: user.token, body })
    expect(answer.body.code, JSON.stringify(answer.body)).toBe('success')
    return answer.body.data.stepUpToken as string
  }

  return {
    app,
    clock,
    stepUp,
    advance: (ms) => scheduler.advance(ms),
    base,
    config,
    call,
    fetch: (urlPath, init) => fetch(new URL(urlPath, base), init),
    latestCode,
    devTicket,
    register,
    login,
    close: () => app.close(),
  }
}

/** A user signed in on a test server. */
export interface TestUser {
  id: number
  account: string
  token: string
}

let users = 0

/** A new e-mail user (`<prefix><n>@example.com`, password `Secret123`) signed in on `s`. */
export async function signedInUser(
  s: TestServer,
  prefix: string,
  invitedBy: number | null = null,
): Promise<TestUser> {
  const account = `${prefix}${++users}@example.com`
  const id = await s.app.bourse.modules.auth.createUser({
    kind: 'email',
    account,
    password: 'Secret123',
    invitedBy,
  })
  return { id, account, token: await s.login(account) }
}

/** A photo upload's answer: the HTTP status, the envelope's code and its data. */
export interface PhotoUpload<D> {
  status: number
  code: string
  data: D | null
}

/**
 * PUTs `bytes` to a photo endpoint (`/app/kyc/photo?slot=front`, `/app/feedback/photo`) as `u`,
 * declared as `contentType`, and checks the answer against the contract: `component` on success,
 * the error envelope otherwise.
 */
export async function putPhoto<D>(
  s: TestServer,
  u: TestUser,
  url: string,
  component: string,
  bytes: Buffer,
  contentType = 'application/octet-stream',
): Promise<PhotoUpload<D>> {
  const response = await s.fetch(`${s.config.apiPrefix}${url}`, {
    method: 'PUT',
    headers: { ticket: u.token, 'content-type': contentType },
    body: new Uint8Array(bytes),
  })
  const json = (await response.json()) as { code: string; data: D | null }
  if (response.status === 200) expect(checkComponent(component, json.data)).toEqual([])
  else expect(checkComponent('ErrorEnvelope', json)).toEqual([])
  return { status: response.status, code: json.code, data: json.data }
}

/**
 * Servers for one test file, each closed after its test: `start` runs one without the market
 * simulator nor withdrawal auto-approval, its clock at `at` unless given.
 */
export function testServers(at: number) {
  const servers: TestServer[] = []
  afterEach(async () => {
    for (const s of servers.splice(0)) await s.close()
  })
  async function start(
    overrides: Partial<ServerConfig> = {},
    clock = new FakeClock(at),
    deps: Parameters<typeof startServer>[2] = {},
  ) {
    const s = await startServer(
      { marketSimulator: false, withdrawalAutoApproveSeconds: 0, ...overrides },
      clock,
      deps,
    )
    servers.push(s)
    return s
  }
  /** The same server `ms` later: stopped, the clock moved on, started again on its data. */
  async function later(s: TestServer, ms: number): Promise<TestServer> {
    await s.close()
    servers.splice(servers.indexOf(s), 1)
    s.clock.advance(ms)
    return start({ dataDir: s.config.dataDir }, s.clock)
  }
  return { start, later, servers }
}

/** Runs an admin CLI command on the server's database, collecting what it prints. */
export function admin(s: TestServer, argv: string[], waitMs = 0) {
  const lines: string[] = []
  const errors: string[] = []
  const done = runAdmin(
    argv,
    {
      db: s.app.bourse.ctx.db,
      clock: s.clock,
      config: s.config,
      out: (l) => lines.push(l),
      waitMs,
    },
    (l) => errors.push(l),
  )
  return { done, lines, errors }
}

/**
 * Runs an operator command that waits for the running server's queue (the CLI's way), moving the
 * server's clock a second so that it applies it; answers the exit code and what it printed.
 */
export async function operator(s: TestServer, argv: string[]) {
  const cli = admin(s, argv, 3000)
  s.advance(1000)
  const code = await cli.done
  return { code, lines: cli.lines, errors: cli.errors }
}

export const ETH_ADDRESS = '0x' + 'ab'.repeat(20)

let withdrawals = 0

/** Applies for a withdrawal of 100 USDT on ERC20 with fund password Fund1234; `body` overrides. */
export const applyWithdrawal = (
  s: TestServer,
  u: Pick<TestUser, 'token'>,
  body: Record<string, unknown> = {},
) =>
  s.call('withdrawalApply', {
    ticket: u.token,
    body: {
      clientWithdrawalId: `wd${++withdrawals}`,
      method: 'chain',
      coin: 'USDT',
      chain: 'ERC20',
      address: ETH_ADDRESS,
      amount: '100',
      fundPassword: 'Fund1234',
      ...body,
    },
  })

/**
 * The money invariants, straight from the database: for every user and asset the ledger sums to
 * available + frozen, its frozen changes sum to frozen, frozen equals the open orders'
 * reservations, nothing is negative; every open user order rests in its engine and vice versa.
 */
export function checkInvariants(s: TestServer) {
  const { db } = s.app.bourse.ctx
  const spot = s.app.bourse.modules.spot
  const reservations = spot.openReservations()
  const balances = db.prepare('SELECT * FROM balances').all() as {
    user_id: number
    account: string
    asset: string
    available: string
    frozen: string
  }[]
  // What each account's frozen part must equal: spot reservations, contract margins held by
  // pending orders and open positions, second-contract stakes not yet settled, withdrawals
  // applied and not yet decided, and what an operator's freeze holds.
  const held = new Map<string, bigint>()
  const hold = (key: string, units: bigint) => held.set(key, (held.get(key) ?? 0n) + units)
  for (const [key, units] of reservations) {
    const [user, asset] = key.split('|')
    hold(`${user}|spot|${asset}`, units)
  }
  for (const r of db
    .prepare(`SELECT user_id, margin FROM futures_orders WHERE status IN ('pending', 'open')`)
    .all() as { user_id: number; margin: string }[])
    hold(`${r.user_id}|contract|USDT`, amount(r.margin))
  for (const r of db
    .prepare(`SELECT user_id, amount FROM second_orders WHERE status != 'settled'`)
    .all() as { user_id: number; amount: string }[])
    hold(`${r.user_id}|second|USDT`, amount(r.amount))
  for (const r of db
    .prepare(`SELECT user_id, account, coin, amount FROM withdrawals WHERE status = 'applied'`)
    .all() as { user_id: number; account: string; coin: string; amount: string }[])
    hold(`${r.user_id}|${r.account}|${r.coin}`, amount(r.amount))
  // An operator's freeze of the account holds what was available (docs/adr/0012).
  for (const r of db
    .prepare(`SELECT user_id, account, asset, amount FROM admin_freezes WHERE released_at IS NULL`)
    .all() as { user_id: number; account: string; asset: string; amount: string }[])
    hold(`${r.user_id}|${r.account}|${r.asset}`, amount(r.amount))
  for (const b of balances) {
    const entries = db
      .prepare(
        'SELECT amount, frozen_change FROM ledger WHERE user_id = ? AND account = ? AND asset = ?',
      )
      .all(b.user_id, b.account, b.asset) as { amount: string; frozen_change: string }[]
    const sum = entries.reduce((t, e) => t + amount(e.amount), 0n)
    const frozenSum = entries.reduce((t, e) => t + amount(e.frozen_change), 0n)
    const available = amount(b.available)
    const frozen = amount(b.frozen)
    const key = `${b.user_id}|${b.account}|${b.asset}`
    expect(available >= 0n && frozen >= 0n, `${key} negative`).toBe(true)
    expect(sum, `ledger sum ${key}`).toBe(available + frozen)
    expect(frozenSum, `frozen sum ${key}`).toBe(frozen)
    expect(held.get(key) ?? 0n, `held ${key}`).toBe(frozen)
  }
  const open = db
    .prepare(`SELECT id, symbol FROM spot_orders WHERE status IN ('pending', 'partially_filled')`)
    .all() as { id: number; symbol: string }[]
  const markets = s.app.bourse.modules.markets
  const resting = new Set<string>()
  for (const symbol of markets.symbols())
    for (const o of markets.engine(symbol).openOrders())
      if (o.owner.startsWith('u:')) resting.add(o.id)
  expect(new Set(open.map((o) => `o${o.id}`))).toEqual(resting)
  // Each order's fills add up to what it reports filled.
  const mismatched = db
    .prepare(
      `SELECT o.id, o.filled_quantity, COUNT(f.id) AS fills FROM spot_orders o
       LEFT JOIN spot_fills f ON f.order_id = o.id GROUP BY o.id`,
    )
    .all() as { id: number; filled_quantity: string; fills: number }[]
  for (const o of mismatched) {
    const fills = db.prepare('SELECT quantity FROM spot_fills WHERE order_id = ?').all(o.id) as {
      quantity: string
    }[]
    expect(fills.reduce((t, f) => t + amount(f.quantity), 0n)).toBe(amount(o.filled_quantity))
  }
}

/**
 * Sets the user's fund password through step-up (as the site does). Every security change
 * pauses withdrawals for a day; unless `keepBlock`, the pause is lifted as if that day had
 * passed, for tests about what comes after.
 */
export async function setFundPassword(
  s: TestServer,
  user: TestUser,
  fundPassword = 'Fund1234',
  options: { keepBlock?: boolean; authenticatorCode?: () => string } = {},
): Promise<void> {
  const stepUpToken = await s.stepUp(user, options)
  const set = await s.call('setFundPassword', {
    ticket: user.token,
    body: { stepUpToken, fundPassword, confirmFundPassword: fundPassword },
  })
  expect(set.body.code, JSON.stringify(set.body)).toBe('success')
  if (!options.keepBlock) dayPassedSinceSecurityChange(s, user.id)
}

/**
 * A fund password set long ago, written straight to the account: for tests about what follows
 * (their message centre then holds no notice of the change).
 */
export async function fundPasswordOnRecord(
  s: TestServer,
  userId: number,
  fundPassword = 'Fund1234',
): Promise<void> {
  const hash = await s.app.bourse.modules.guards.passwords.hash(fundPassword)
  s.app.bourse.ctx.db
    .prepare('UPDATE users SET fund_password_hash = ? WHERE id = ?')
    .run(hash, userId)
}

/** Lifts the day-long withdrawal pause that follows a security change, as if it had passed. */
export function dayPassedSinceSecurityChange(s: TestServer, userId: number): void {
  s.app.bourse.ctx.db
    .prepare(
      'UPDATE users SET withdrawals_blocked_until = NULL, withdrawals_block_reason = NULL WHERE id = ?',
    )
    .run(userId)
}
