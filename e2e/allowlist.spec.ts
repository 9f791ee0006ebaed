// The withdrawal allow-list in the browser against the real server (issue #18, docs/adr/0026):
// switched on from the security settings, a newly saved address counts down in the address book
// and a withdrawal to it is refused, with the reason, until the server's clock has passed 24
// hours; then the same withdrawal is applied. The clock moves forward (`/app/dev/clock/advance`),
// so this runs with the time-travel journeys (playwright.config.ts).
import type { APIRequestContext, Page } from '@playwright/test'
import {
  api,
  devCall,
  E2E_PASSWORD,
  expect,
  funded,
  latestCode,
  m,
  registerByApi,
  signIn,
  test,
  ticketOf,
} from './support'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'

/** Moves the server's clock forward by `ms` (demo mode). */
async function advance(request: APIRequestContext, ms: number): Promise<void> {
  const res = await devCall(request, 'clock/advance', { ms })
  expect(res.ok(), await res.text()).toBe(true)
}

/**
 * A step-up through the API for a user with no second factor bound: a code to the account's
 * e-mail plus the login password (what the step-up dialog sends). The clock first moves a minute
 * on, past the resend limit of the previous code.
 */
async function stepUp(page: Page, request: APIRequestContext, email: string): Promise<string> {
  await advance(request, MINUTE + 1000)
  const sent = await request.post('/api/app/security/stepUp/sendCode', {
    headers: { ticket: await ticketOf(page) },
  })
  expect(sent.ok(), await sent.text()).toBe(true)
  const verifyCode = await latestCode(request, email)
  const { stepUpToken } = await api<{ stepUpToken: string }>(
    page,
    request,
    '/app/security/stepUp',
    {
      password: E2E_PASSWORD,
      verifyCode,
    },
  )
  return stepUpToken
}

test('with the allow-list on, a new address is refused until the server clock passes 24 hours', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const email = await registerByApi(request)
  await signIn(page, email, '/accountSet')
  await funded(page, request, '500')
  // A fund password (a security change: withdrawals wait a day, which the clock then skips).
  await api(page, request, '/app/security/fundPassword', {
    stepUpToken: await stepUp(page, request, email),
    fundPassword: 'Vault-2468',
    confirmFundPassword: 'Vault-2468',
  })
  await advance(request, DAY + MINUTE)

  // On, from the security settings: no step-up needed to make things safer.
  await page.reload()
  const panel = page.getByRole('region', { name: m('security.allowlist.title') })
  await panel.getByRole('button', { name: m('security.allowlist.turnOn') }).click()
  await expect(panel.getByText(m('security.allowlist.on'), { exact: true })).toBeVisible()
  await expect(panel.getByRole('button', { name: m('security.allowlist.turnOff') })).toBeVisible()

  // Saving an address while the list is on takes a step-up.
  await api(page, request, '/app/wallet/address/add', {
    chain: 'TRC20',
    address: ADDRESS,
    label: 'Cold wallet',
    stepUpToken: await stepUp(page, request, email),
  })

  await page.goto('/withdrawal?coin=USDT')
  const book = page.getByRole('region', { name: m('withdrawal.addressBook') })
  const saved = book.getByRole('listitem').filter({ hasText: 'Cold wallet' })
  const timer = saved.getByRole('timer')
  await expect(timer).toContainText(m('widget.addressManager.usableIn', { time: '' }).trim())
  await expect(timer).toContainText(/23:5\d:\d\d/)
  await expect(
    book.getByText(m('widget.addressManager.allowlistNote'), { exact: true }),
  ).toBeVisible()

  const form = page.getByRole('region', { name: m('widget.withdrawalForm.submit') }).first()
  async function withdraw(): Promise<number> {
    await form.getByLabel(m('widget.addressManager.chain')).selectOption('TRC20')
    await form.getByRole('textbox', { name: m('widget.addressManager.address') }).fill(ADDRESS)
    await form.getByRole('textbox', { name: m('widget.amount') }).fill('100')
    await form.getByLabel(m('fundPassword.fundPassword')).fill('Vault-2468')
    const applying = page.waitForResponse((r) => r.url().endsWith('/app/wallet/withdrawal/apply'))
    await form.getByRole('button', { name: m('widget.withdrawalForm.submit'), exact: true }).click()
    return (await applying).status()
  }

  // Saved a moment ago: refused, and the page says why.
  expect(await withdraw()).toBe(422)
  await expect(form.getByText(m('errors.withdrawal.address.not.allowed'))).toBeVisible()

  // Not quite a day later: still refused.
  await advance(request, DAY - 10 * MINUTE)
  expect(await withdraw()).toBe(422)

  // Past 24 hours since it was saved: the address is usable and the withdrawal is applied.
  await advance(request, 11 * MINUTE)
  await page.reload()
  await expect(
    book
      .getByRole('listitem')
      .filter({ hasText: 'Cold wallet' })
      .getByText(m('widget.addressManager.usable'), { exact: true }),
  ).toBeVisible()
  expect(await withdraw()).toBe(200)
  await expect(form.getByText(m('widget.withdrawalForm.applied'))).toBeVisible()
})
