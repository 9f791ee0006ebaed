import fc from 'fast-check'
import { TRANSFER_DIRECTIONS } from '@bourse/rules/contracts'
import { formatScaled, mul, SCALE, truncateDecimal } from '@bourse/rules/decimal'
import { checkAddress, encodeAddress, WALLET_CHAINS } from '@bourse/rules/wallet'
import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FakeClock } from '../src/clock'
import { hotp, verifyTotp } from '../src/modules/auth/totp'
import { amount } from '../src/modules/spot/money'
import {
  admin,
  applyWithdrawal,
  checkInvariants,
  ETH_ADDRESS,
  setFundPassword,
  startServer,
  tempDir,
  testServers,
} from './helpers'
import type { TestServer, TestUser } from './helpers'

/** A multiple of the 5 s block time, so block boundaries fall on whole steps. */
const START = Date.UTC(2026, 10, 23, 10, 0, 0)
const BLOCK = 5000
const BTC_ADDRESS = encodeAddress('BTC', new Uint8Array(20).fill(7))
const CARD = '4111 1111 1111 1111'

let n = 0
const { start, later, servers } = testServers(START)

type User = TestUser

async function newUser(s: TestServer, fundPassword: string | null = 'Fund1234'): Promise<User> {
  const account = `w${++n}@example.com`
  const id = await s.app.bourse.modules.auth.createUser({
    kind: 'email',
    account,
    password: 'Secret123',
  })
  const token = await s.login(account)
  if (fundPassword) await setFundPassword(s, { id, account, token }, fundPassword)
  return { id, account, token }
}

/** Credits `sum` of `coin` through a deposit that is sent and confirmed. */
async function deposit(s: TestServer, u: User, coin: string, chain: string, sum: string) {
  const sent = await s.call('devChainSend', { ticket: u.token, body: { coin, chain, amount: sum } })
  expect(sent.status).toBe(200)
  s.advance(13 * BLOCK)
  return sent.body.data.id as string
}

const balance = async (s: TestServer, u: User, asset: string, account = 'spot') => {
  const answer = await s.call('accountBalances', { ticket: u.token, query: { account } })
  return (
    answer.body.data.find((b: { asset: string }) => b.asset === asset) ?? {
      available: '0',
      frozen: '0',
    }
  )
}

const apply = applyWithdrawal

const ledger = (s: TestServer, refType: string, refId: string) =>
  s.app.bourse.ctx.db
    .prepare(
      'SELECT type, amount, frozen_change FROM ledger WHERE ref_type = ? AND ref_id = ? ORDER BY id',
    )
    .all(refType, refId)

describe('wallet: coins, addresses and deposits', () => {
  it('lists the coins and chains of the wallet table', async () => {
    const s = await start()
    const coins = await s.call('walletCoins')
    expect(coins.body.data.map((c: { coin: string }) => c.coin)).toEqual([
      'USDT',
      'BTC',
      'ETH',
      'USD',
    ])
    expect(coins.body.data[0].chains[1]).toEqual({
      chain: 'TRC20',
      name: 'USDT-TRC20',
      deposit: true,
      withdraw: true,
      minDeposit: '0.001',
      confirmations: 12,
      minWithdraw: '10',
      withdrawFee: '1',
      decimals: 6,
    })
    expect(coins.body.data[3]).toMatchObject({ coin: 'USD', account: 'fiat' })
  })

  it('gives each user one stable, valid address per chain, also after a restart', async () => {
    const dataDir = tempDir()
    let s = await start({ dataDir })
    const a = await newUser(s)
    const b = await newUser(s)
    const seen = new Set<string>()
    for (const rule of WALLET_CHAINS) {
      const body = { coin: rule.coin, chain: rule.chain }
      const first = await s.call('depositAddress', { ticket: a.token, body })
      const again = await s.call('depositAddress', { ticket: a.token, body })
      const other = await s.call('depositAddress', { ticket: b.token, body })
      expect(first.body.data).toMatchObject({ ...body, confirmations: rule.confirmations })
      expect(again.body.data.address).toBe(first.body.data.address)
      expect(other.body.data.address).not.toBe(first.body.data.address)
      if (rule.chain === 'BANK') expect(first.body.data.address).toMatch(/^BRS-\d{6}$/)
      else expect(checkAddress(rule.chain, first.body.data.address)).toBe('ok')
      seen.add(first.body.data.address)
    }
    expect(seen.size).toBe(WALLET_CHAINS.length)
    const before = (
      await s.call('depositAddress', { ticket: a.token, body: { coin: 'BTC', chain: 'BTC' } })
    ).body.data.address
    await s.close()
    servers.length = 0
    // A fresh table, the same secret: the derivation, not the stored row, gives the address.
    s = await start({ dataDir })
    s.app.bourse.ctx.db.prepare('DELETE FROM deposit_addresses').run()
    const token = await s.login(a.account)
    const after = await s.call('depositAddress', {
      ticket: token,
      body: { coin: 'BTC', chain: 'BTC' },
    })
    expect(after.body.data.address).toBe(before)
    const unsupported = await s.call('depositAddress', {
      ticket: token,
      body: { coin: 'BTC', chain: 'ERC20' },
    })
    expect([unsupported.status, unsupported.body.code]).toEqual([400, 'wallet.chain.unsupported'])
  })

  it('confirms a deposit block by block and credits it once at 12', async () => {
    const s = await start()
    const u = await newUser(s)
    const events: { type: string; deposit?: { confirmations: number; status: string } }[] = []
    s.app.bourse.ctx.publisher.subscribe(`user:${u.id}`, (_c, data) => events.push(data as never))
    const sent = await s.call('devChainSend', {
      ticket: u.token,
      body: { coin: 'USDT', chain: 'TRC20', amount: '250.5' },
    })
    expect(sent.body.data).toMatchObject({
      status: 'in_progress',
      confirmations: 0,
      requiredConfirmations: 12,
      amount: '250.5',
    })
    s.advance(5 * BLOCK)
    const page = await s.call('depositRecords', {
      ticket: u.token,
      body: { pageIndex: 1, pageSize: 10 },
    })
    expect(page.body.data.list[0]).toMatchObject({ status: 'in_progress', confirmations: 5 })
    expect((await balance(s, u, 'USDT')).available).toBe('0')
    s.advance(7 * BLOCK)
    const done = await s.call('depositRecords', {
      ticket: u.token,
      body: { pageIndex: 1, pageSize: 10, status: 'success' },
    })
    expect(done.body.data.list[0]).toMatchObject({ confirmations: 12, completedAt: START + 60_000 })
    s.advance(10 * BLOCK)
    expect((await balance(s, u, 'USDT')).available).toBe('250.5')
    expect(ledger(s, 'deposit', sent.body.data.id)).toEqual([
      { type: 'deposit', amount: '250.5', frozen_change: '0' },
    ])
    const counts = events.filter((e) => e.type === 'deposit').map((e) => e.deposit?.confirmations)
    expect(counts).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(events.some((e) => e.type === 'balance')).toBe(true)
    checkInvariants(s)
  })

  it('fails a deposit below the minimum without crediting it', async () => {
    const s = await start()
    const u = await newUser(s)
    const id = await deposit(s, u, 'BTC', 'BTC', '0.0009')
    const page = await s.call('depositRecords', {
      ticket: u.token,
      body: { pageIndex: 1, pageSize: 10, coin: 'BTC' },
    })
    expect(page.body.data.list[0]).toMatchObject({
      id,
      status: 'failed',
      reason: 'below_minimum',
      confirmations: 12,
    })
    expect((await balance(s, u, 'BTC')).available).toBe('0')
    expect(ledger(s, 'deposit', id)).toEqual([])
    checkInvariants(s)
  })

  it('credits once when the server restarts mid-confirmation', async () => {
    const dataDir = tempDir()
    const clock = new FakeClock(START)
    let s = await startServer({ dataDir, marketSimulator: false }, clock)
    const u = await newUser(s)
    const sent = await s.call('devChainSend', {
      ticket: u.token,
      body: { coin: 'ETH', chain: 'ETH', amount: '1.25' },
    })
    s.advance(6 * BLOCK)
    await s.close()
    clock.advance(30 * BLOCK)
    s = await startServer({ dataDir, marketSimulator: false }, clock)
    servers.push(s)
    s.advance(20 * BLOCK)
    const token = await s.login(u.account)
    expect((await balance(s, { ...u, token }, 'ETH')).available).toBe('1.25')
    expect(ledger(s, 'deposit', sent.body.data.id)).toHaveLength(1)
    checkInvariants(s)
  })

  it('applies an operator deposit, BANK included, through the CLI queue', async () => {
    const s = await start()
    const u = await newUser(s)
    const cli = admin(s, ['deposit:send', u.account, 'usd', 'bank', '500'], 3000)
    s.advance(1000)
    expect(await cli.done).toBe(0)
    expect(cli.lines[0]).toMatch(/^deposit \d+: 500 USD on BANK to BRS-\d{6}/)
    s.advance(2 * BLOCK)
    expect((await balance(s, u, 'USD', 'fiat')).available).toBe('500')
    const list = admin(s, ['deposit:list', 'success'])
    expect(await list.done).toBe(0)
    expect(list.lines[0]).toMatch(/\tUSD\tBANK\t500\tsuccess\t1\t/)
    const bad = admin(s, ['deposit:send', 'nobody@example.com', 'USDT', 'ERC20', '5'])
    expect(await bad.done).toBe(2)
  })

  it('answers devChainSend with not.found outside demo mode', async () => {
    const s = await start({ demoMode: false })
    const u = await newUser(s, null)
    const sent = await s.call('devChainSend', {
      ticket: u.token,
      body: { coin: 'USDT', chain: 'ERC20', amount: '5' },
    })
    expect([sent.status, sent.body.code]).toEqual([404, 'not.found'])
  })
})

describe('wallet: fund password', () => {
  it('needs a step-up, 6 to 32 characters, matching entries and a new secret', async () => {
    const s = await start()
    const u = await newUser(s, null)
    const stepUpToken = await s.stepUp(u)
    const set = (body: Record<string, string>) =>
      s.call('setFundPassword', {
        ticket: u.token,
        body: { stepUpToken, fundPassword: 'Fund1234', confirmFundPassword: 'Fund1234', ...body },
      })
    expect((await set({ stepUpToken: 'forged' })).body.code).toBe('stepup.required')
    expect((await set({ fundPassword: '12345', confirmFundPassword: '12345' })).body.code).toBe(
      'password.weak',
    )
    expect((await set({ confirmFundPassword: 'Fund12345' })).body.code).toBe('password.mismatch')
    expect(
      (await set({ fundPassword: 'Secret123', confirmFundPassword: 'Secret123' })).body.code,
    ).toBe('fund.password.same')
    expect((await set({})).body.code).toBe('success')
    const info = await s.call('getUserInfo', { ticket: u.token })
    expect(info.body.data.hasFundPassword).toBe(true)
  })
})

describe('wallet: withdrawals', () => {
  it('refuses without a fund password, with a wrong one, and rate-limits wrong entries', async () => {
    const s = await start()
    const unset = await newUser(s, null)
    expect((await apply(s, unset, {})).body.code).toBe('fund.password.unset')
    const u = await newUser(s)
    await deposit(s, u, 'USDT', 'ERC20', '1000')
    for (let i = 0; i < 5; i++) {
      const wrong = await apply(s, u, { fundPassword: 'nope123' })
      expect([wrong.status, wrong.body.code]).toEqual([422, 'fund.password.error'])
    }
    const limited = await apply(s, u, {})
    expect([limited.status, limited.body.code]).toEqual([429, 'rate.limited'])
    s.advance(61 * 60_000)
    expect((await apply(s, u, {})).body.code).toBe('success')
  })

  it('checks the address, the amount, the balance and the daily limit', async () => {
    const s = await start()
    const u = await newUser(s)
    await deposit(s, u, 'USDT', 'ERC20', '20000')
    const code = async (body: Record<string, unknown>) => (await apply(s, u, body)).body.code
    expect(await code({ address: '0x1234' })).toBe('address.invalid')
    expect(await code({ chain: 'BTC' })).toBe('wallet.chain.unsupported')
    expect(await code({ method: 'bank', chain: 'ERC20' })).toBe('wallet.chain.unsupported')
    expect(await code({ amount: '9' })).toBe('withdrawal.amount.low')
    expect(await code({ chain: 'TRC20', amount: '1', address: undefined })).toBe('address.invalid')
    expect(await code({ amount: '10.1234567' })).toBe('request.invalid')
    expect(await code({ amount: '20001' })).toBe('balance.insufficient')
    // Base 2,000 + e-mail 10,000 = 12,000 USDT a day.
    expect(await code({ amount: '12000.01' })).toBe('withdrawal.limit.exceeded')
    expect(await code({ amount: '12000' })).toBe('success')
    expect(await code({ amount: '10' })).toBe('withdrawal.limit.exceeded')
    const limits = await s.call('withdrawalLimits', { ticket: u.token })
    expect(limits.body.data).toMatchObject({
      dailyLimitUsdt: '12000',
      usedTodayUsdt: '12000',
      remainingUsdt: '0',
      fundPasswordSet: true,
      authenticatorBound: false,
      frozen: false,
    })
    expect(limits.body.data.tiers.filter((t: { met: boolean }) => t.met)).toHaveLength(2)
    const next = await later(s, 24 * 60 * 60_000 + 1000)
    expect((await apply(next, u, { amount: '10' })).body.code).toBe('success')
    checkInvariants(next)
  })

  it('freezes the amount, then the CLI approves it: withdrawal and fee entries', async () => {
    const s = await start()
    const u = await newUser(s)
    await deposit(s, u, 'BTC', 'BTC', '0.5')
    const events: { type: string; withdrawal?: { status: string } }[] = []
    s.app.bourse.ctx.publisher.subscribe(`user:${u.id}`, (_c, data) => events.push(data as never))
    const applied = await apply(s, u, {
      coin: 'BTC',
      chain: 'BTC',
      address: BTC_ADDRESS,
      amount: '0.1',
    })
    expect(applied.body.data).toMatchObject({
      status: 'applied',
      amount: '0.1',
      fee: '0.0005',
      arrivalAmount: '0.0995',
      address: BTC_ADDRESS,
    })
    expect(await balance(s, u, 'BTC')).toMatchObject({ available: '0.4', frozen: '0.1' })
    checkInvariants(s)
    const id = applied.body.data.id as string
    const cli = admin(s, ['withdrawal:approve', id], 3000)
    s.advance(1000)
    expect(await cli.done).toBe(0)
    expect(cli.lines[0]).toMatch(new RegExp(`^withdrawal ${id}: withdrawn, 0.0995 BTC paid, tx `))
    expect(await balance(s, u, 'BTC')).toMatchObject({ available: '0.4', frozen: '0' })
    expect(ledger(s, 'withdrawal', id)).toEqual([
      { type: 'withdrawal_freeze', amount: '0', frozen_change: '0.1' },
      { type: 'withdrawal', amount: '-0.0995', frozen_change: '-0.0995' },
      { type: 'withdrawal_fee', amount: '-0.0005', frozen_change: '-0.0005' },
    ])
    const again = admin(s, ['withdrawal:approve', id], 3000)
    const reject = admin(s, ['withdrawal:reject', id, 'too', 'late'], 3000)
    s.advance(1000)
    expect(await again.done).toBe(2)
    expect(await reject.done).toBe(2)
    expect(ledger(s, 'withdrawal', id)).toHaveLength(3)
    const record = await s.call('withdrawalRecords', {
      ticket: u.token,
      body: { pageIndex: 1, pageSize: 10 },
    })
    expect(record.body.data.list[0]).toMatchObject({ id, status: 'withdrawn' })
    expect(record.body.data.list[0].txHash).toMatch(/^[0-9a-f]{64}$/)
    expect(events.filter((e) => e.type === 'withdrawal').map((e) => e.withdrawal?.status)).toEqual([
      'applied',
      'withdrawn',
    ])
    checkInvariants(s)
  })

  it('returns the funds with the reason when the CLI rejects, once', async () => {
    const s = await start()
    const u = await newUser(s)
    await deposit(s, u, 'USDT', 'TRC20', '300')
    const applied = await apply(s, u, {
      chain: 'TRC20',
      address: encodeAddress('TRC20', new Uint8Array(20).fill(3)),
    })
    const id = applied.body.data.id as string
    const cli = admin(s, ['withdrawal:reject', id, 'address', 'on', 'a', 'watch', 'list'], 3000)
    s.advance(1000)
    expect(await cli.done).toBe(0)
    expect(await balance(s, u, 'USDT')).toMatchObject({ available: '300', frozen: '0' })
    const approve = admin(s, ['withdrawal:approve', id], 3000)
    s.advance(1000)
    expect(await approve.done).toBe(2)
    expect(ledger(s, 'withdrawal', id)).toEqual([
      { type: 'withdrawal_freeze', amount: '0', frozen_change: '100' },
      { type: 'withdrawal_rejected', amount: '0', frozen_change: '-100' },
    ])
    const record = await s.call('withdrawalRecords', {
      ticket: u.token,
      body: { pageIndex: 1, pageSize: 10, status: 'rejected' },
    })
    expect(record.body.data.list[0]).toMatchObject({ reason: 'address on a watch list' })
    // A rejected withdrawal does not count against the daily limit.
    const limits = await s.call('withdrawalLimits', { ticket: u.token })
    expect(limits.body.data.usedTodayUsdt).toBe('0')
    checkInvariants(s)
  })

  it('is idempotent by client id', async () => {
    const s = await start()
    const u = await newUser(s)
    await deposit(s, u, 'USDT', 'ERC20', '500')
    const body = { clientWithdrawalId: 'same-id', amount: '200' }
    const first = await apply(s, u, body)
    const second = await apply(s, u, { ...body, amount: '300', fundPassword: 'whatever' })
    expect(second.body.data).toEqual(first.body.data)
    expect(await balance(s, u, 'USDT')).toMatchObject({ available: '300', frozen: '200' })
    checkInvariants(s)
  })

  it('pays a bank card from the fiat account, keeping only the last four digits', async () => {
    const s = await start()
    const u = await newUser(s)
    const cli = admin(s, ['deposit:send', String(u.id), 'USD', 'BANK', '100'])
    expect(await cli.done).toBe(0)
    expect(cli.lines).toEqual([expect.stringMatching(/^queued: applies when the server runs/)])
    s.advance(3 * BLOCK)
    const bank = { method: 'bank', coin: 'USD', chain: 'BANK', address: undefined }
    expect(
      (
        await apply(s, u, {
          ...bank,
          cardNumber: '4111 1111 1111 1112',
          bankName: 'B',
          realName: 'A',
        })
      ).body.code,
    ).toBe('bank.card.invalid')
    expect((await apply(s, u, { ...bank, cardNumber: CARD, realName: 'A' })).body.code).toBe(
      'request.invalid',
    )
    const ok = await apply(s, u, {
      ...bank,
      cardNumber: CARD,
      bankName: 'Bank of Tests',
      realName: 'Ada Lovelace',
      amount: '50',
    })
    expect(ok.body.data).toMatchObject({ cardNumber: '**** 1111', arrivalAmount: '48' })
    const stored = s.app.bourse.ctx.db
      .prepare('SELECT card_number, card_last4 FROM withdrawals WHERE id = ?')
      .get(Number(ok.body.data.id))
    expect(stored).toEqual({ card_number: '**** 1111', card_last4: '1111' })
    expect(await balance(s, u, 'USD', 'fiat')).toMatchObject({ available: '50', frozen: '50' })
    // The record keeps the bank, the masked card and the holder's real name as typed then.
    const records = await s.call('withdrawalRecords', {
      ticket: u.token,
      body: { pageIndex: 1, pageSize: 10 },
    })
    expect(records.body.data.list).toEqual([
      expect.objectContaining({
        id: ok.body.data.id,
        method: 'bank',
        bankName: 'Bank of Tests',
        cardNumber: '**** 1111',
        realName: 'Ada Lovelace',
      }),
    ])
    checkInvariants(s)
  })

  it('keeps no real name on a chain withdrawal record', async () => {
    const s = await start()
    const u = await newUser(s)
    await deposit(s, u, 'USDT', 'ERC20', '500')
    expect((await apply(s, u, {})).body.code).toBe('success')
    const records = await s.call('withdrawalRecords', {
      ticket: u.token,
      body: { pageIndex: 1, pageSize: 10 },
    })
    expect(records.body.data.list).toHaveLength(1)
    expect(records.body.data.list[0]).not.toHaveProperty('realName')
    expect(records.body.data.list[0]).not.toHaveProperty('cardNumber')
  })

  it('blocks withdrawals for 24 hours after a password reset', async () => {
    const s = await start()
    const u = await newUser(s)
    await deposit(s, u, 'USDT', 'ERC20', '500')
    await s.call('sendVerificationCode', {
      body: { accountType: 'email', account: u.account, purpose: 'forget' },
    })
    const reset = await s.call('resetPassword', {
      body: {
        accountType: 'email',
        account: u.account,
        password: 'Newpass123',
        confirmPassword: 'Newpass123',
        verifyCode: await s.latestCode(u.account),
      },
    })
    expect(reset.body.code).toBe('success')
    const token = await s.login(u.account, 'Newpass123')
    const user = { ...u, token }
    const blocked = await apply(s, user, {})
    expect([blocked.status, blocked.body.code]).toEqual([403, 'withdrawal.blocked'])
    const limits = await s.call('withdrawalLimits', { ticket: token })
    expect(limits.body.data).toMatchObject({
      blockedUntil: s.clock.now() + 24 * 60 * 60_000,
      blockReason: 'password_reset',
    })
    const next = await later(s, 24 * 60 * 60_000)
    expect((await apply(next, user, {})).body.code).toBe('success')
  })

  it('refuses every money-moving call of a frozen account', async () => {
    const s = await start()
    const u = await newUser(s)
    await deposit(s, u, 'USDT', 'ERC20', '500')
    s.app.bourse.modules.auth.setFrozen(u.account, true)
    const { wallet } = s.app.bourse.modules
    await expect(
      wallet.withdrawals.apply(u.id, {
        clientWithdrawalId: 'frozen-1',
        method: 'chain',
        coin: 'USDT',
        chain: 'ERC20',
        address: ETH_ADDRESS,
        amount: '100',
        fundPassword: 'Fund1234',
      }),
    ).rejects.toMatchObject({ status: 403, code: 'account.frozen' })
    expect(() =>
      wallet.transfer(u.id, {
        clientTransferId: 'frozen-t',
        from: 'spot',
        to: 'contract',
        asset: 'USDT',
        amount: '1',
      }),
    ).toThrow(expect.objectContaining({ code: 'account.frozen' }))
    expect(() => wallet.checkAccount(u.id)).toThrow(expect.objectContaining({ status: 403 }))
    expect(wallet.withdrawals.limits(u.id).frozen).toBe(true)
  })

  it('verifies an authenticator code when one is bound (RFC 6238, one step either side)', async () => {
    // RFC 6238 appendix B: SHA-1 secret "12345678901234567890" at 59 s gives 94287082.
    expect(hotp(Buffer.from('12345678901234567890'), 1)).toBe('287082')
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'
    expect(verifyTotp(secret, '287082', 59_000)).toBe(true)
    expect(verifyTotp(secret, '287082', 59_000 + 60_000)).toBe(false)
    const s = await start()
    const u = await newUser(s)
    await deposit(s, u, 'USDT', 'ERC20', '500')
    s.app.bourse.ctx.db
      .prepare('UPDATE users SET authenticator_secret = ? WHERE id = ?')
      .run(secret, u.id)
    expect((await apply(s, u, {})).body.code).toBe('authenticator.code.error')
    expect((await apply(s, u, { authenticatorCode: '000000' })).body.code).toBe(
      'authenticator.code.error',
    )
    const code = hotp(Buffer.from('12345678901234567890'), Math.floor(s.clock.now() / 30_000))
    expect((await apply(s, u, { authenticatorCode: code })).body.code).toBe('success')
  })

  it('auto-approves in demo mode after the configured delay', async () => {
    const s = await start({ withdrawalAutoApproveSeconds: 120 })
    const u = await newUser(s)
    await deposit(s, u, 'USDT', 'ERC20', '500')
    const applied = await apply(s, u, {})
    s.advance(100_000)
    const status = () =>
      (
        s.app.bourse.ctx.db
          .prepare('SELECT status FROM withdrawals WHERE id = ?')
          .get(Number(applied.body.data.id)) as { status: string }
      ).status
    expect(status()).toBe('applied')
    s.advance(30_000)
    expect(status()).toBe('withdrawn')
    checkInvariants(s)
  })
})

describe('wallet: address book', () => {
  it('adds, lists, refuses duplicates and invalid addresses, limits to 50, deletes its own', async () => {
    const s = await start()
    const u = await newUser(s)
    const other = await newUser(s)
    const add = (address: string, chain = 'ETH', ticket = u.token) =>
      s.call('withdrawalAddressAdd', { ticket, body: { chain, address, label: ' mine ' } })
    const first = await add(ETH_ADDRESS)
    expect(first.body.data).toMatchObject({ chain: 'ETH', address: ETH_ADDRESS, label: 'mine' })
    expect((await add(ETH_ADDRESS)).status).toBe(409)
    expect((await add(ETH_ADDRESS)).body.code).toBe('address.duplicate')
    expect((await add(ETH_ADDRESS, 'ERC20')).body.code).toBe('success')
    expect((await add('0xnope')).body.code).toBe('address.invalid')
    const typo = BTC_ADDRESS.slice(0, -1) + (BTC_ADDRESS.endsWith('q') ? 'p' : 'q')
    expect((await add(typo, 'BTC')).body.code).toBe('address.invalid')
    expect((await add(CARD, 'BANK')).body.code).toBe('wallet.chain.unsupported')
    for (let i = 2; i < 50; i++) {
      const hex = i.toString(16).padStart(40, '0')
      expect((await add(`0x${hex}`)).body.code).toBe('success')
    }
    const over = await add(`0x${'c'.repeat(40)}`)
    expect([over.status, over.body.code]).toEqual([422, 'address.limit'])
    const list = await s.call('withdrawalAddressList', { ticket: u.token })
    expect(list.body.data).toHaveLength(50)
    const del = (id: string, ticket = u.token) =>
      s.call('withdrawalAddressDelete', { ticket, body: { id } })
    const notMine = await del(first.body.data.id, other.token)
    expect([notMine.status, notMine.body.code]).toEqual([404, 'address.not.found'])
    expect((await del('999999')).body.code).toBe('address.not.found')
    expect((await del(first.body.data.id)).body.code).toBe('success')
    expect((await del(first.body.data.id)).status).toBe(404)
  })
})

describe('wallet: records and overview', () => {
  it('pages and filters the ledger and the transfers, newest first', async () => {
    const s = await start()
    const u = await newUser(s)
    await deposit(s, u, 'USDT', 'ERC20', '1000')
    for (let i = 0; i < 5; i++) {
      s.advance(1000)
      const to = i % 2 === 0 ? 'contract' : 'second'
      const moved = await s.call('accountTransfer', {
        ticket: u.token,
        body: {
          clientTransferId: `rec${i}`,
          from: 'spot',
          to,
          asset: 'USDT',
          amount: String(i + 1),
        },
      })
      expect(moved.status).toBe(200)
    }
    const transfers = await s.call('transferRecords', {
      ticket: u.token,
      body: { pageIndex: 1, pageSize: 2 },
    })
    expect(transfers.body.data.total).toBe(5)
    expect(
      transfers.body.data.list.map((t: { clientTransferId: string }) => t.clientTransferId),
    ).toEqual(['rec4', 'rec3'])
    const toSecond = await s.call('transferRecords', {
      ticket: u.token,
      body: { pageIndex: 1, pageSize: 10, account: 'second' },
    })
    expect(toSecond.body.data.total).toBe(2)
    const all = await s.call('ledgerRecords', {
      ticket: u.token,
      body: { pageIndex: 1, pageSize: 200 },
    })
    expect(all.body.data.total).toBe(11)
    expect(all.body.data.list.at(-1)).toMatchObject({ type: 'deposit', amount: '1000' })
    const outs = await s.call('ledgerRecords', {
      ticket: u.token,
      body: { pageIndex: 2, pageSize: 2, account: 'spot', types: ['transfer_out'] },
    })
    expect(outs.body.data.total).toBe(5)
    expect(outs.body.data.list.map((e: { amount: string }) => e.amount)).toEqual(['-3', '-2'])
    const timed = await s.call('ledgerRecords', {
      ticket: u.token,
      body: {
        pageIndex: 1,
        pageSize: 10,
        asset: 'USDT',
        types: ['transfer_in', 'deposit'],
        from: START + 60_001,
      },
    })
    expect(timed.body.data.list.map((e: { type: string }) => e.type)).toEqual(
      Array(5).fill('transfer_in'),
    )
    const none = await s.call('ledgerRecords', {
      ticket: u.token,
      body: { pageIndex: 1, pageSize: 10, asset: 'BTC' },
    })
    expect(none.body.data).toMatchObject({ list: [], total: 0 })
  })

  it('values the five accounts in USDT and BTC at the last prices', async () => {
    const s = await start()
    const u = await newUser(s)
    await deposit(s, u, 'USDT', 'ERC20', '1000')
    await deposit(s, u, 'BTC', 'BTC', '0.5')
    const btc = s.app.bourse.modules.markets.prices('BTCUSDT').last
    const view = await s.call('walletOverview', { ticket: u.token })
    const data = view.body.data
    expect(data.accounts.map((a: { account: string }) => a.account)).toEqual([
      'spot',
      'contract',
      'financial',
      'second',
      'fiat',
    ])
    expect(data.btcPrice).toBe(btc)
    const spot = data.accounts[0]
    expect(spot.balances.map((b: { asset: string }) => b.asset)).toEqual(['USDT', 'BTC', 'ETH'])
    expect(spot.balances[0]).toMatchObject({ total: '1000', valueUsdt: '1000' })
    expect(spot.balances[1].valueUsdt).toBe(truncateDecimal(mul('0.5', btc), 4))
    expect(data.accounts[4].balances).toEqual([
      { asset: 'USD', available: '0', frozen: '0', total: '0', valueUsdt: '0' },
    ])
    expect(data.totalUsdt).toBe(spot.totalUsdt)
    expect(amount(data.totalBtc)).toBeGreaterThan(amount('0.5'))
  })
})

describe('wallet: property', () => {
  /** An amount from one unit up to `max`, with at most min(decimals, 3) decimals. */
  const amountOf = (decimals: number, max: number) => {
    const places = Math.min(decimals, 3)
    return fc
      .integer({ min: 1, max: max * 10 ** places })
      .map((units) => formatScaled(BigInt(units) * 10n ** BigInt(SCALE - places), places))
  }
  const chain = fc.constantFrom(...WALLET_CHAINS)
  const user = fc.nat({ max: 2 })
  const step = fc.oneof(
    {
      weight: 20,
      arbitrary: chain.chain((rule) =>
        fc.record({
          kind: fc.constant('deposit' as const),
          user,
          rule: fc.constant(rule),
          amount: fc.oneof(
            { weight: 1, arbitrary: fc.constant('0.0005') }, // below the minimum
            { weight: 4, arbitrary: amountOf(rule.decimals, rule.coin === 'BTC' ? 2 : 3000) },
          ),
        }),
      ),
    },
    {
      weight: 15,
      arbitrary: fc.record({
        kind: fc.constant('wait' as const),
        seconds: fc.integer({ min: 1, max: 40 }),
      }),
    },
    {
      weight: 20,
      arbitrary: fc.record({
        kind: fc.constant('transfer' as const),
        user,
        direction: fc.constantFrom(...TRANSFER_DIRECTIONS),
        amount: amountOf(2, 500),
      }),
    },
    {
      weight: 20,
      arbitrary: chain.chain((rule) =>
        fc.record({
          kind: fc.constant('withdraw' as const),
          user,
          rule: fc.constant(rule),
          amount: amountOf(rule.decimals, rule.coin === 'BTC' ? 1 : 800),
          // five times in six a valid card or address; the fund password right half the rest
          valid: fc.oneof(
            { weight: 5, arbitrary: fc.constant(true) },
            { weight: 1, arbitrary: fc.constant(false) },
          ),
          rightPassword: fc.boolean(),
        }),
      ),
    },
    {
      weight: 13,
      arbitrary: fc.record({
        kind: fc.constant('decide' as const),
        pick: fc.nat(),
        approve: fc.boolean(),
      }),
    },
    {
      weight: 6,
      arbitrary: fc.record({ kind: fc.constant('replayTransfer' as const), pick: fc.nat() }),
    },
    {
      weight: 6,
      arbitrary: fc.record({ kind: fc.constant('replayWithdrawal' as const), pick: fc.nat() }),
    },
  )

  it('keeps every balance non-negative and equal to its ledger over random steps', async () => {
    const s = await start({ withdrawalAutoApproveSeconds: 120 })
    const users = [await newUser(s), await newUser(s), await newUser(s)]
    const addresses: Record<string, string> = {
      ERC20: ETH_ADDRESS,
      ETH: ETH_ADDRESS,
      TRC20: encodeAddress('TRC20', new Uint8Array(20).fill(9)),
      BTC: BTC_ADDRESS,
    }
    const db = s.app.bourse.ctx.db
    let seq = 0
    // The runs share the server: each ends once every deposit is credited and every withdrawal
    // decided, so the next starts from settled books.
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 40, maxLength: 80, size: 'max' }),
        async (steps) => {
          const transfers: { u: User; body: Record<string, unknown> }[] = []
          const withdrawals: { u: User; body: Record<string, unknown> }[] = []
          for (const st of steps) {
            seq++
            if (st.kind === 'deposit') {
              await s.call('devChainSend', {
                ticket: (users[st.user] as User).token,
                body: { coin: st.rule.coin, chain: st.rule.chain, amount: st.amount },
              })
            } else if (st.kind === 'wait') {
              s.advance(st.seconds * 1000)
            } else if (st.kind === 'transfer') {
              const u = users[st.user] as User
              const [from, to] = st.direction
              const body = {
                clientTransferId: `p${seq}`,
                from,
                to,
                asset: 'USDT',
                amount: st.amount,
              }
              const answer = await s.call('accountTransfer', { ticket: u.token, body })
              expect([200, 422]).toContain(answer.status)
              transfers.push({ u, body })
            } else if (st.kind === 'withdraw') {
              const u = users[st.user] as User
              const { rule, valid } = st
              const body: Record<string, unknown> = {
                clientWithdrawalId: `pw${seq}`,
                method: rule.chain === 'BANK' ? 'bank' : 'chain',
                coin: rule.coin,
                chain: rule.chain,
                amount: st.amount,
                fundPassword: valid || st.rightPassword ? 'Fund1234' : 'Wrong999',
                ...(rule.chain === 'BANK'
                  ? { cardNumber: valid ? CARD : '1234', bankName: 'Bank', realName: 'Holder' }
                  : { address: valid ? addresses[rule.chain] : '0xdead' }),
              }
              const answer = await s.call('withdrawalApply', { ticket: u.token, body })
              expect(answer.status).toBeLessThan(500)
              withdrawals.push({ u, body })
            } else if (st.kind === 'decide') {
              const open = db
                .prepare(`SELECT id FROM withdrawals ORDER BY id DESC LIMIT 5`)
                .all() as { id: number }[]
              const chosen = open[st.pick % Math.max(1, open.length)]
              if (chosen) {
                const id = String(chosen.id)
                const argv = st.approve
                  ? ['withdrawal:approve', id]
                  : ['withdrawal:reject', id, 'no']
                await admin(s, argv).done
                s.advance(600)
              }
            } else {
              const sent = st.kind === 'replayTransfer' ? transfers : withdrawals
              const again = sent[st.pick % Math.max(1, sent.length)]
              const operation = st.kind === 'replayTransfer' ? 'accountTransfer' : 'withdrawalApply'
              if (again) await s.call(operation, { ticket: again.u.token, body: again.body })
            }
            checkInvariants(s)
          }
          s.advance(200_000)
          checkInvariants(s)
          // Every decision moved money once: per withdrawal, at most one closing entry kind.
          const closings = db
            .prepare(
              `SELECT ref_id, COUNT(*) AS n FROM ledger WHERE ref_type = 'withdrawal'
             AND type IN ('withdrawal', 'withdrawal_rejected') GROUP BY ref_id HAVING n > 1`,
            )
            .all()
          expect(closings).toEqual([])
          const credited = db
            .prepare(
              `SELECT ref_id, COUNT(*) AS n FROM ledger WHERE type = 'deposit' GROUP BY ref_id HAVING n > 1`,
            )
            .all()
          expect(credited).toEqual([])
          expect(
            (
              db
                .prepare(`SELECT COUNT(*) AS n FROM deposits WHERE status = 'in_progress'`)
                .get() as {
                n: number
              }
            ).n,
          ).toBe(0)
        },
      ),
      { numRuns: 5 },
    )
  }, 120_000)
})

/** A free TCP port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

describe('wallet: crash', () => {
  it('applies each transfer once or not at all across a kill -9, and re-sends apply once', async () => {
    const dataDir = tempDir()
    let s = await startServer({ dataDir, marketSimulator: false })
    const u = await newUser(s, null)
    expect((await s.call('spotDemoCredit', { ticket: u.token })).status).toBe(200)
    await s.close()

    const root = path.resolve(import.meta.dirname, '../../..')
    const port = await freePort()
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'packages/server/src/main.ts'],
      {
        cwd: root,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DEMO_MODE: 'true',
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'false',
          MARKET_SIMULATOR: 'false',
          MARKET_BACKFILL: 'false',
        },
        stdio: 'ignore',
      },
    )
    const exited = new Promise((resolve) => child.once('exit', resolve))
    const base = `http://127.0.0.1:${port}/api`
    try {
      let token = ''
      for (let i = 0; i < 150 && !token; i++) {
        try {
          const res = await fetch(`${base}/oauth/token`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: u.account, password: 'Secret123' }),
          })
          token = ((await res.json()) as { data: { token: string } }).data.token
        } catch {
          await new Promise((r) => setTimeout(r, 100))
        }
      }
      expect(token).not.toBe('')
      const COUNT = 400
      let answered = 0
      const send = async (i: number) => {
        try {
          const res = await fetch(`${base}/app/account/transfer`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ticket: token },
            body: JSON.stringify({
              clientTransferId: `crash-${i}`,
              from: 'spot',
              to: 'contract',
              asset: 'USDT',
              amount: '1',
            }),
          })
          if (res.ok) answered++
          if (answered === 60) child.kill('SIGKILL')
        } catch {
          // The server died mid-request: this transfer applied or not.
        }
      }
      // Eight requests in flight at a time until the server dies.
      let next = 0
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < COUNT) await send(next++)
        }),
      )
      await exited
      expect(answered).toBeGreaterThanOrEqual(60)
      expect(answered).toBeLessThan(COUNT)
    } finally {
      child.kill('SIGKILL')
      await exited
    }

    s = await startServer({ dataDir, marketSimulator: false })
    servers.push(s)
    const db = s.app.bourse.ctx.db
    const applied = (db.prepare('SELECT COUNT(*) AS n FROM transfers').get() as { n: number }).n
    const entries = db
      .prepare(
        `SELECT ref_id, COUNT(*) AS n FROM ledger WHERE ref_type = 'transfer' GROUP BY ref_id`,
      )
      .all() as { n: number }[]
    expect(entries).toHaveLength(applied)
    expect(entries.every((e) => e.n === 2)).toBe(true)
    checkInvariants(s)
    const token = await s.login(u.account)
    for (let i = 0; i < 400; i++) {
      const again = await s.call('accountTransfer', {
        ticket: token,
        body: {
          clientTransferId: `crash-${i}`,
          from: 'spot',
          to: 'contract',
          asset: 'USDT',
          amount: '1',
        },
      })
      expect(again.status).toBe(200)
    }
    expect((db.prepare('SELECT COUNT(*) AS n FROM transfers').get() as { n: number }).n).toBe(400)
    expect(await balance(s, { ...u, token }, 'USDT', 'contract')).toMatchObject({
      available: '400',
    })
    expect(await balance(s, { ...u, token }, 'USDT')).toMatchObject({ available: '9600' })
    checkInvariants(s)
  }, 90_000)
})
