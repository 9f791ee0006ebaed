import { encodeAddress } from '@bourse/rules/wallet'
import { describe, expect, it } from 'vitest'
import { STEP_UP_TTL_MS } from '../src/modules/auth/stepUp'
import {
  applyWithdrawal,
  checkInvariants,
  ETH_ADDRESS,
  fundPasswordOnRecord,
  signedInUser,
  type TestServer,
  type TestUser,
  testServers,
} from './helpers'

/** The withdrawal allow-list (docs/adr/0026): a destination must be saved 24 hours earlier. */

const START = Date.UTC(2026, 10, 23, 10, 0, 0)
const DAY = 24 * 60 * 60_000
const OTHER_ADDRESS = encodeAddress('ERC20', new Uint8Array(20).fill(9))
const CARD = '4111 1111 1111 1111'

const { start } = testServers(START)

/** A signed-in user with fund password Fund1234 and 1000 USDT on ERC20 arrived. */
async function richUser(s: TestServer): Promise<TestUser> {
  const user = await signedInUser(s, 'al')
  await fundPasswordOnRecord(s, user.id)
  const { token } = user
  const sent = await s.call('devChainSend', {
    ticket: token,
    body: { coin: 'USDT', chain: 'ERC20', amount: '1000' },
  })
  expect(sent.status).toBe(200)
  s.advance(13 * 5000)
  return user
}

/**
 * A step-up through the API, as the dialog does it for a user with no authenticator: the login
 * password and a code sent to the account's e-mail (a minute apart, the code resend limit).
 */
async function stepUpToken(s: TestServer, u: TestUser): Promise<string> {
  s.clock.advance(61_000)
  expect((await s.call('stepUpSendCode', { ticket: u.token })).status).toBe(200)
  const verifyCode = await s.latestCode(u.account)
  const proved = await s.call('stepUp', {
    ticket: u.token,
    body: { password: 'Secret123', verifyCode },
  })
  expect(proved.status).toBe(200)
  return proved.body.data.stepUpToken as string
}

const setList = (s: TestServer, u: TestUser, enabled: boolean, stepUp?: string) =>
  s.call('setWithdrawalAllowlist', {
    ticket: u.token,
    body: { enabled, ...(stepUp !== undefined ? { stepUpToken: stepUp } : {}) },
  })

const addAddress = (
  s: TestServer,
  u: TestUser,
  address: string,
  stepUp?: string,
  chain = 'ERC20',
) =>
  s.call('withdrawalAddressAdd', {
    ticket: u.token,
    body: {
      chain,
      address,
      label: 'cold',
      ...(stepUp !== undefined ? { stepUpToken: stepUp } : {}),
    },
  })

const outcome = (a: { status: number; body: { code: string } }) => [a.status, a.body.code]

describe('withdrawal allow-list', () => {
  it('off: any valid address; on: unknown refused, new refused until 24 h passed, then paid', async () => {
    const s = await start()
    const u = await richUser(s)
    // Off (the default): any valid address, saved or not.
    expect((await s.call('withdrawalLimits', { ticket: u.token })).body.data).toMatchObject({
      withdrawalAllowlist: false,
    })
    expect(outcome(await applyWithdrawal(s, u, { address: OTHER_ADDRESS }))).toEqual([
      200,
      'success',
    ])
    // On: no step-up needed, it only takes possibilities away.
    const on = await setList(s, u, true)
    expect(outcome(on)).toEqual([200, 'success'])
    expect(on.body.data).toMatchObject({ withdrawalAllowlist: true })
    expect(on.body.data.blockedUntil).toBeUndefined()

    const table: [string, Record<string, unknown>][] = [
      ['an address not in the book', { address: OTHER_ADDRESS }],
      [
        'a bank card',
        {
          method: 'bank',
          coin: 'USD',
          chain: 'BANK',
          address: undefined,
          cardNumber: CARD,
          bankName: 'Bank',
          realName: 'A B',
          amount: '10',
        },
      ],
    ]
    for (const [what, body] of table) {
      const refused = await applyWithdrawal(s, u, body)
      expect(outcome(refused), what).toEqual([422, 'withdrawal.address.not.allowed'])
    }

    // Adding an address while on needs a step-up.
    expect(outcome(await addAddress(s, u, ETH_ADDRESS))).toEqual([403, 'stepup.required'])
    expect(outcome(await addAddress(s, u, ETH_ADDRESS, 'not-a-token'))).toEqual([
      403,
      'stepup.required',
    ])
    const added = await addAddress(s, u, ETH_ADDRESS, await stepUpToken(s, u))
    expect(outcome(added)).toEqual([200, 'success'])
    const usableFrom = s.clock.now() + DAY
    expect(added.body.data).toMatchObject({ createdAt: s.clock.now(), usableFrom })
    // Saved for another chain: not an entry for ERC20.
    const eth = await addAddress(s, u, OTHER_ADDRESS, await stepUpToken(s, u), 'ETH')
    expect(outcome(eth)).toEqual([200, 'success'])

    // Saved but new: refused until its usableFrom, which the answer carries.
    const early = await applyWithdrawal(s, u)
    expect(outcome(early)).toEqual([422, 'withdrawal.address.not.allowed'])
    expect(early.body.data).toMatchObject({ usableFrom })
    expect(early.body.msg).toContain(new Date(usableFrom).toISOString())
    s.clock.advance(usableFrom - 1000 - s.clock.now())
    expect(outcome(await applyWithdrawal(s, u))).toEqual([422, 'withdrawal.address.not.allowed'])
    s.clock.advance(1000)
    expect(outcome(await applyWithdrawal(s, u))).toEqual([200, 'success'])
    const otherChain = await applyWithdrawal(s, u, { address: OTHER_ADDRESS })
    expect(outcome(otherChain)).toEqual([422, 'withdrawal.address.not.allowed'])
    expect(otherChain.body.msg).toContain('not in the address book for ERC20')
    checkInvariants(s)
  })

  it('turning it off needs a step-up, blocks withdrawals 24 h; a token is one session’s', async () => {
    const s = await start()
    const u = await richUser(s)
    const other = await richUser(s)
    expect(outcome(await setList(s, u, true))).toEqual([200, 'success'])
    expect(outcome(await setList(s, u, false))).toEqual([403, 'stepup.required'])
    // Another user's (another session's) token is no token here.
    expect(outcome(await setList(s, u, false, await stepUpToken(s, other)))).toEqual([
      403,
      'stepup.required',
    ])
    // A token past its five minutes is dead.
    const stale = await stepUpToken(s, u)
    s.clock.advance(STEP_UP_TTL_MS + 1)
    expect(outcome(await setList(s, u, false, stale))).toEqual([403, 'stepup.required'])
    const off = await setList(s, u, false, await stepUpToken(s, u))
    expect(outcome(off)).toEqual([200, 'success'])
    expect(off.body.data).toMatchObject({
      withdrawalAllowlist: false,
      blockedUntil: s.clock.now() + DAY,
      blockReason: 'allowlist_off',
    })
    expect(outcome(await applyWithdrawal(s, u, { address: OTHER_ADDRESS }))).toEqual([
      403,
      'withdrawal.blocked',
    ])
    // Turning on again needs nothing.
    expect(outcome(await setList(s, u, true))).toEqual([200, 'success'])
  })

  it('50 parallel requests with one step-up token change one thing', async () => {
    const s = await start()
    const u = await richUser(s)
    expect(outcome(await setList(s, u, true))).toEqual([200, 'success'])
    // Adding: one address saved.
    const addToken = await stepUpToken(s, u)
    const adds = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        addAddress(s, u, encodeAddress('ERC20', new Uint8Array(20).fill(i + 20)), addToken),
      ),
    )
    expect(adds.filter((a) => a.status === 200)).toHaveLength(1)
    expect(adds.filter((a) => a.body.code === 'stepup.required')).toHaveLength(49)
    expect((await s.call('withdrawalAddressList', { ticket: u.token })).body.data).toHaveLength(1)
    // Turning off: one change, the rest refused.
    const offToken = await stepUpToken(s, u)
    const offs = await Promise.all(Array.from({ length: 50 }, () => setList(s, u, false, offToken)))
    expect(offs.filter((a) => a.status === 200)).toHaveLength(1)
    expect(offs.filter((a) => a.body.code === 'stepup.required')).toHaveLength(49)
    // A refused add gives the token back: it still serves the next change.
    expect(outcome(await setList(s, u, true))).toEqual([200, 'success'])
    const again = await stepUpToken(s, u)
    expect(outcome(await addAddress(s, u, '0xnope', again))).toEqual([400, 'address.invalid'])
    expect(outcome(await addAddress(s, u, ETH_ADDRESS, again))).toEqual([200, 'success'])
  })
})
