// "This wasn't me" (issue #18): a security change made with a step-up mails the contact on the
// account, with the anti-phishing phrase and a single-use link; the link opens the freeze page
// in the browser, which freezes nothing until the owner presses the button. Then the account
// is frozen: every session ended, and a money-moving call answers `account.frozen`.
import type { APIRequestContext } from '@playwright/test'
import { E2E_PASSWORD, expect, m, mailAbout, registerByApi, stepUpByCode, test } from './support'

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
    stepUpToken: await stepUpByCode(request, ticket, email, 'wait'),
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
    stepUpToken: await stepUpByCode(request, ticket, email, 'wait'),
  })
  expect(fund.code).toBe('success')

  // The security mail: the phrase on top, the freeze link inside.
  const mail = await mailAbout(request, email, /fund password/i)
  expect(mail.body).toContain(`anti-phishing code: ${phrase}`)
  const link = /https?:\/\/\S+\/freeze\?token=[\w-]+/.exec(mail.body)?.[0]
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
