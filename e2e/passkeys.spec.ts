// Passkeys in Chromium against the real server (issue #18), with the browser's virtual
// authenticator (DevTools protocol `WebAuthn`): a user adds a passkey on /accountSet (the step-up
// dialog with the password and a code from the demo outbox), signs out, signs in with the passkey
// without typing the account, and confirms a withdrawal with it instead of an authenticator code.
// WebAuthn needs a domain, not an IP address, as its relying party: the pages are opened on
// `localhost`, the rpID the server takes from their origin (docs/adr/0026). Every security change
// blocks withdrawals for a day, so the journey moves the demo clock forward by one: it runs with
// the time-travel journeys, after the others (playwright.config.ts).
import type { APIRequestContext, Page } from '@playwright/test'
import {
  advanceClock,
  E2E_PASSWORD,
  expect,
  m,
  mailAbout,
  passStepUp,
  registerByApi,
  stepUpByCode,
  test,
} from './support'

const FUND_PASSWORD = 'Vault-1357'
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const PHRASE = 'passkey-owl'

/** Calls the API as `ticket`'s user; fails the test on an error answer; answers `data`. */
async function call<T>(request: APIRequestContext, ticket: string, url: string, data?: unknown) {
  const res = await request.post(`/api${url}`, { headers: { ticket }, data: data ?? {} })
  expect(res.ok(), `${url}: ${await res.text()}`).toBe(true)
  return ((await res.json()) as { data: T }).data
}

/**
 * An anti-phishing phrase, a fund password and 500 USDT for the account, set up through the API
 * (a step-up by code for each change).
 */
async function readyToWithdraw(request: APIRequestContext, email: string) {
  const login = await request.post('/api/oauth/token', {
    data: { username: email, password: E2E_PASSWORD },
  })
  const { token } = ((await login.json()) as { data: { token: string } }).data
  await call(request, token, '/app/security/antiPhishing', {
    phrase: PHRASE,
    stepUpToken: await stepUpByCode(request, token, email, 'advance'),
  })
  await call(request, token, '/app/security/fundPassword', {
    stepUpToken: await stepUpByCode(request, token, email, 'advance'),
    fundPassword: FUND_PASSWORD,
    confirmFundPassword: FUND_PASSWORD,
  })
  await call(request, token, '/app/dev/chain/send', { coin: 'USDT', chain: 'TRC20', amount: '500' })
}

/** A platform authenticator with user verification that holds discoverable credentials. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  })
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  }
}

test('adds a passkey, signs in with it without the account, confirms a withdrawal with it', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const site = (baseURL ?? '').replace('127.0.0.1', 'localhost')
  const email = await registerByApi(request)
  await readyToWithdraw(request, email)
  // A minute on: the next step-up code may be sent.
  await advanceClock(request, 61_000)
  const authenticator = await virtualAuthenticator(page)

  // Signed in with the password, the user names a passkey, then passes the step-up by code.
  await page.goto(`${site}/login?statusType=0&redirect=${encodeURIComponent('/accountSet')}`)
  await page.getByLabel(m('auth.field.account')).fill(email)
  await page.getByLabel(m('auth.field.password'), { exact: true }).fill(E2E_PASSWORD)
  await page
    .getByRole('main')
    .getByRole('button', { name: m('auth.login.submit') })
    .click()
  await expect(page.getByTestId('user-menu')).toBeVisible()

  const passkeys = page.getByRole('region', { name: m('security.passkeys.title') })
  await expect(passkeys.getByText(m('security.passkeys.empty'))).toBeVisible()
  await passkeys.getByRole('button', { name: m('security.passkeys.add') }).click()
  const dialog = page.getByRole('dialog', { name: m('security.passkeys.addTitle') })
  await dialog.getByLabel(m('security.passkeys.name')).fill('Journey laptop')
  await dialog.getByRole('button', { name: m('security.passkeys.addSubmit') }).click()
  // The shared step-up dialog asks the password and a code sent to the account's e-mail.
  await passStepUp(page, request, { codeTo: email })
  await expect(dialog).toBeHidden()
  await expect(passkeys.getByRole('cell', { name: 'Journey laptop', exact: true })).toBeVisible()
  expect(await authenticator.credentials()).toHaveLength(1)
  // The mail about it carries the anti-phishing phrase.
  const added = await mailAbout(request, email, /passkey was added/)
  expect(added.body).toContain(`anti-phishing code: ${PHRASE}`)

  // Signed out, the user signs in with the passkey: no account typed.
  await page.getByTestId('user-menu').hover()
  await page.getByRole('button', { name: m('header.user.logout') }).click()
  await expect(page).toHaveURL(/\/login/)
  await page.goto(
    `${site}/login?statusType=0&redirect=${encodeURIComponent('/withdrawal?coin=USDT')}`,
  )
  await page.getByRole('button', { name: m('auth.login.passkey') }).click()
  await expect(page.getByTestId('user-menu')).toBeVisible()
  await expect(page).toHaveURL(/\/withdrawal/)

  // A day after the last security change, the passkey confirms a withdrawal.
  await advanceClock(request, 24 * 60 * 60_000 + 60_000)
  await page.reload()
  const form = page.getByRole('region', { name: m('widget.withdrawalForm.submit') }).first()
  await form.getByLabel(m('widget.addressManager.chain')).selectOption('TRC20')
  await form.getByRole('textbox', { name: m('widget.addressManager.address') }).fill(TRON_ADDRESS)
  await form.getByRole('textbox', { name: m('widget.amount') }).fill('100')
  await form.getByLabel(m('fundPassword.fundPassword')).fill(FUND_PASSWORD)
  const applying = page.waitForResponse((r) => r.url().endsWith('/app/wallet/withdrawal/apply'))
  await form.getByRole('button', { name: m('widget.withdrawalForm.submit'), exact: true }).click()
  const applied = await applying
  expect(applied.request().postDataJSON()).toHaveProperty('passkey.id')
  expect(applied.status()).toBe(200)
  await expect(form.getByText(m('widget.withdrawalForm.applied'))).toBeVisible()
})
