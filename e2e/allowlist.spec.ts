// The withdrawal allow-list in the browser against the real server (issue #18, docs/adr/0026):
// switched on from the security settings, a newly saved address counts down in the address book
// and a withdrawal to it is refused, with the reason, until the server's clock has passed 24
// hours; then the same withdrawal is applied. The clock moves forward (`/app/dev/clock/advance`),
// so this runs with the time-travel journeys (playwright.config.ts).
import type { APIRequestContext, Page } from '@playwright/test'
import {
  advanceClock as advance,
  api,
  expect,
  funded,
  m,
  mailAbout,
  registerByApi,
  signIn,
  stepUpByCode,
  test,
  ticketOf,
} from './support'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'

/** A step-up by the password and a mailed code, the clock moved past the previous code's minute. */
const stepUp = async (page: Page, request: APIRequestContext, email: string) =>
  stepUpByCode(request, await ticketOf(page), email, 'advance')

test('with the allow-list on, a new address is refused until the server clock passes 24 hours', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const email = await registerByApi(request)
  await signIn(page, email, '/accountSet')
  await funded(page, request, '500')
  // An anti-phishing phrase, then a fund password (a security change: withdrawals wait a day,
  // which the clock then skips); the mail about the change carries the phrase.
  await api(page, request, '/app/security/antiPhishing', {
    phrase: 'allowlist-lynx',
    stepUpToken: await stepUp(page, request, email),
  })
  await api(page, request, '/app/security/fundPassword', {
    stepUpToken: await stepUp(page, request, email),
    fundPassword: 'Vault-2468',
    confirmFundPassword: 'Vault-2468',
  })
  const mail = await mailAbout(request, email, /fund password/)
  expect(mail.body).toContain('anti-phishing code: allowlist-lynx')
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
