// "This wasn't me" (issue #18): a security change made with a step-up mails the contact on the
// account, with the anti-phishing phrase and a single-use link; the link opens the freeze page
// in the browser, which freezes nothing until the owner presses the button. Then the account
// is frozen: every session ended, and a money-moving call answers `account.frozen`.
import type { APIRequestContext } from '@playwright/test'
import { E2E_PASSWORD, devCall, expect, m, registerByApi, test } from './support'

type Outbox = { id: number; subject: string | null; body: string; code?: string }[]

async function outbox(request: APIRequestContext, to: string): Promise<Outbox> {
  const res = await devCall(request, `outbox?to=${encodeURIComponent(to)}`)
  return ((await res.json()) as { data: Outbox }).data
}

async function post<T>(
  request: APIRequestContext,
  ticket: string,
  path: string,
  data?: unknown,
): Promise<{ status: number; code: string; data: T }> {
  const headers: Record<string, string> = ticket ? { ticket } : {}
  const res = await request.post(`/api${path}`, { headers, data: data ?? {} })
  const body = (await res.json()) as { code: string; data: T }
  return { status: res.status(), ...body }
}

/** A step-up token with the password and a code mailed to the account's own address. */
async function stepUp(request: APIRequestContext, ticket: string, email: string): Promise<string> {
  const start = await post<{ factor: string }>(request, ticket, '/app/security/stepUp/start')
  expect(start.data.factor).toBe('code')
  const before = (await outbox(request, email))[0]?.id ?? 0
  // One code a minute per address: the previous one (sign-up, the last step-up) may be recent.
  await expect
    .poll(async () => (await post(request, ticket, '/app/security/stepUp/sendCode')).code, {
      timeout: 75_000,
      intervals: [5_000],
    })
    .toBe('success')
  let verifyCode = ''
  await expect
    .poll(async () => {
      const fresh = (await outbox(request, email)).find((row) => row.id > before && row.code)
      verifyCode = fresh?.code ?? ''
      return verifyCode
    })
    .toMatch(/^\d{6}$/)
  const proved = await post<{ stepUpToken: string }>(request, ticket, '/app/security/stepUp', {
    password: E2E_PASSWORD,
    verifyCode,
  })
  expect(proved.code).toBe('success')
  return proved.data.stepUpToken
}

async function signInByApi(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/oauth/token', {
    data: { username: email, password: E2E_PASSWORD },
  })
  expect(res.ok(), await res.text()).toBe(true)
  return ((await res.json()) as { data: { token: string } }).data.token
}

test('the link of a security mail freezes the account; money-moving calls then answer account.frozen', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const email = await registerByApi(request)
  const ticket = await signInByApi(request, email)
  const phrase = `heron-${Date.now().toString(36).slice(-6)}`

  const set = await post(request, ticket, '/app/security/antiPhishing', {
    phrase,
    stepUpToken: await stepUp(request, ticket, email),
  })
  expect(set.code).toBe('success')
  // Without a fresh step-up the next change is refused.
  const bare = await post(request, ticket, '/app/security/fundPassword', {
    fundPassword: 'Fund-pass-77',
    confirmFundPassword: 'Fund-pass-77',
    stepUpToken: 'not-a-token',
  })
  expect(bare.code).toBe('stepup.required')
  const fund = await post(request, ticket, '/app/security/fundPassword', {
    fundPassword: 'Fund-pass-77',
    confirmFundPassword: 'Fund-pass-77',
    stepUpToken: await stepUp(request, ticket, email),
  })
  expect(fund.code).toBe('success')

  // The security mail: the phrase on top, the freeze link inside.
  let mail: Outbox[number] | undefined
  await expect
    .poll(async () => {
      mail = (await outbox(request, email)).find((row) => /fund password/i.test(row.subject ?? ''))
      return mail?.body ?? ''
    })
    .toContain('/freeze?token=')
  expect(mail?.body).toContain(`anti-phishing code: ${phrase}`)
  const link = /https?:\/\/\S+\/freeze\?token=[\w-]+/.exec(mail?.body ?? '')?.[0]
  expect(link).toBeTruthy()
  // The mail's origin is the server's PUBLIC_URL; its path and query are what the site serves.
  const linkUrl = new URL(link as string)
  const token = linkUrl.searchParams.get('token') as string

  // The message centre has the notice; withdrawals wait a day.
  const limits = await request.get('/api/app/wallet/withdrawal/limits', { headers: { ticket } })
  const blocked = ((await limits.json()) as { data: { blockReason?: string } }).data
  expect(blocked.blockReason).toBe('fund_password_set')

  // Opened signed out, in the browser: nothing happens until the button.
  await page.goto(`${linkUrl.pathname}${linkUrl.search}`)
  await expect(page.getByRole('heading', { name: m('freeze.title') })).toBeVisible()
  const before = await post(request, ticket, '/app/account/transfer/records', {
    pageIndex: 1,
    pageSize: 1,
  })
  expect(before.status).toBe(200)
  await page.getByRole('button', { name: m('freeze.submit') }).click()
  await expect(page.getByRole('heading', { name: m('freeze.frozen.title') })).toBeVisible()

  // Every session ended; a new sign-in works, but money does not move.
  const ended = await post(request, ticket, '/app/account/transfer/records', {
    pageIndex: 1,
    pageSize: 1,
  })
  expect(ended.status).toBe(401)
  const again = await signInByApi(request, email)
  const order = await post(request, again, '/app/spot/order/place', {
    clientOrderId: `e2e-frozen-${Date.now()}`,
    symbol: 'BTCUSDT',
    side: 'buy',
    type: 'market',
    quoteAmount: '10',
  })
  expect(order.status).toBe(403)
  expect(order.code).toBe('account.frozen')

  // The link works once.
  const reused = await post(request, '', '/app/security/freeze', { token })
  expect(reused.code).toBe('freeze.link.invalid')
})
