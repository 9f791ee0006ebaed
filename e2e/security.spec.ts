// Identity and security in the browser against the real server: real-name verification with a
// passport (no back photo asked; a 9 MB file and a renamed text file refused with translated
// messages; a phone-sized PNG accepted after downscaling; the nationality asked, then shown on
// the account page, also after a reload) approved by the operator; then a user
// signed up by phone binds an e-mail with a code, enables the authenticator (the test computes
// the TOTP), signs in again with a code, sets a fund password, and the safety level is high. Each
// of those changes passes the step-up dialog first: the login password plus a code sent to the
// contact already on the account, or the authenticator's code once one is bound.
import type { APIRequestContext, Page } from '@playwright/test'
import { decodeBase32, hotp, TOTP_STEP_MS } from '../packages/server/src/modules/auth/totp'
import { gradientPng } from './images'
import {
  admin,
  E2E_PASSWORD,
  expect,
  latestCode,
  m,
  passStepUp,
  registerByApi,
  signIn,
  test,
  uniqueEmail,
} from './support'

/** The authenticator's code for the time step `offset` steps from now. */
function totp(secret: string, offset = 0): string {
  const key = decodeBase32(secret)
  if (!key) throw new Error(`not a base32 secret: ${secret}`)
  return hotp(key, Math.floor(Date.now() / TOTP_STEP_MS) + offset)
}

test('verification with a passport: bad files refused, a phone-sized PNG accepted, approved', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const email = await registerByApi(request)
  await signIn(page, email, '/accountSet')

  const form = page.getByRole('form', { name: m('security.kyc.form') })
  // The certificate type comes first.
  await form.getByRole('button', { name: m('security.kyc.submit') }).click()
  await expect(form.getByRole('alert')).toHaveText(m('errors.kyc.cert.type.missing'))

  await form.getByRole('radio', { name: m('security.kyc.cert.passport') }).check()
  const fileFor = (slot: string) =>
    form.getByLabel(m('widget.kycUploader.fileInput', { label: m(`security.kyc.photo.${slot}`) }))
  await expect(fileFor('front')).toHaveCount(1)
  await expect(fileFor('hand')).toHaveCount(1)
  await expect(fileFor('back')).toHaveCount(0)

  // Photos first.
  await form.getByLabel(m('security.kyc.realName')).fill('Anna de Vries')
  await form.getByLabel(m('security.kyc.certNumber')).fill('NX4K81PQ2')
  await form.getByRole('button', { name: m('security.kyc.submit') }).click()
  await expect(form.getByRole('alert').last()).toHaveText(m('errors.kyc.photo.missing'))

  const limits = { types: 'JPEG, PNG, BMP', size: '8 MB' }
  // A 9 MB file that no browser can turn into a smaller photo: too large.
  const nineMb = Buffer.alloc(9 * 1024 * 1024)
  nineMb.set([0xff, 0xd8, 0xff, 0xe0])
  await fileFor('front').setInputFiles({ name: 'scan.jpg', mimeType: 'image/jpeg', buffer: nineMb })
  await expect(form.getByText(m('widget.kycUploader.errorSize', limits))).toBeVisible()
  // A text file renamed to .jpg: wrong type, whatever its name says.
  await fileFor('front').setInputFiles({
    name: 'passport.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('This is a shopping list, not a passport.\n'.repeat(20)),
  })
  await expect(form.getByText(m('widget.kycUploader.errorType', limits))).toBeVisible()

  // A 12 MP PNG (the pixel size of a phone photo) is downscaled in the browser and accepted.
  const phonePhoto = gradientPng(4032, 3024)
  const stored: { type: string; size: number }[] = []
  page.on('response', async (res) => {
    if (res.request().method() === 'PUT' && res.url().includes('/api/app/kyc/photo'))
      stored.push(((await res.json()) as { data: { type: string; size: number } }).data)
  })
  for (const slot of ['front', 'hand']) {
    await fileFor(slot).setInputFiles({
      name: `IMG_${slot}.png`,
      mimeType: 'image/png',
      buffer: phonePhoto,
    })
  }
  await expect(form.getByText(m('widget.kycUploader.uploaded'))).toHaveCount(2, {
    timeout: 30_000,
  })
  // What was sent is the downscaled JPEG the browser made, not the original PNG.
  await expect.poll(() => stored.map((photo) => photo.type)).toEqual(['jpeg', 'jpeg'])

  // The nationality is required: a translated message until a country is chosen.
  await form.getByRole('button', { name: m('security.kyc.submit') }).click()
  await expect(form.getByRole('alert').last()).toHaveText(m('errors.kyc.nationality.invalid'))
  await form.getByRole('combobox', { name: m('security.kyc.nationality') }).selectOption('NL')

  await form.getByRole('button', { name: m('security.kyc.submit') }).click()
  await expect(page.getByText(m('security.kyc.pending'))).toBeVisible()
  // The account page's profile shows the country declared, by its name, from the server too.
  const netherlands = new Intl.DisplayNames(['en'], { type: 'region' }).of('NL') ?? 'NL'
  const nationality = page
    .getByRole('region', { name: m('security.profile') })
    .getByText(m('account.field.nationality'), { exact: true })
    .locator('xpath=following-sibling::dd')
  await expect(nationality).toHaveText(netherlands)
  await page.reload()
  await expect(nationality).toHaveText(netherlands)

  // The operator approves; the result arrives live.
  expect(admin('kyc:approve', email)).toMatch(/authenticated/)
  await expect(page.getByText(m('security.kyc.approved'))).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText(m('account.realName.authenticated')).first()).toBeVisible()
})

/** A new account signed up with a phone number through the API; returns the number. */
async function registerByPhone(request: APIRequestContext): Promise<string> {
  const phone = `+1415${String(Date.now()).slice(-7)}`
  const sent = await request.post('/api/app/account/sendCode', {
    data: { accountType: 'phone', account: phone, purpose: 'register' },
  })
  expect(sent.ok(), await sent.text()).toBe(true)
  const verifyCode = await latestCode(request, phone)
  const registered = await request.post('/api/app/account/register', {
    data: {
      accountType: 'phone',
      account: phone,
      password: E2E_PASSWORD,
      confirmPassword: E2E_PASSWORD,
      verifyCode,
      agreement: true,
    },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  return phone
}

const safety = (page: Page) => page.getByLabel(m('account.field.safety'))

test('bind e-mail, enable the authenticator, sign in with its code, set a fund password: safety high', async ({
  page,
  request,
}) => {
  // Two step-up codes may wait out the one-minute resend limit, and one TOTP step passes.
  test.setTimeout(300_000)
  const phone = await registerByPhone(request)
  await signIn(page, phone, '/accountSet')
  await expect(safety(page)).toHaveAttribute('aria-valuetext', m('account.safety.low'))

  // Bind an e-mail address with the code sent to it.
  const email = uniqueEmail('bound')
  await page
    .getByRole('button', { name: m('security.bind.bind.email') })
    .first()
    .click()
  const bind = page.getByRole('dialog', { name: m('security.bind.bind.email') })
  await bind.getByRole('textbox', { name: m('auth.field.email') }).fill(email)
  await bind.getByRole('button', { name: m('auth.code.send') }).click()
  await bind.getByLabel(m('auth.field.code')).fill(await latestCode(request, email))
  await bind.getByRole('button', { name: m('security.bind.submit') }).click()
  // No authenticator yet: the step-up's code goes to the phone the account signed up with.
  await passStepUp(page, request, { codeTo: phone })
  await expect(bind).toBeHidden()
  await expect(page.getByText(email).first()).toBeVisible()
  await expect(safety(page)).toHaveAttribute('aria-valuetext', m('account.safety.middle'))

  // Enable the authenticator: read the key, answer with the code it makes now.
  await page
    .getByRole('button', { name: m('security.totp.enableTitle') })
    .first()
    .click()
  const enable = page.getByRole('dialog', { name: m('security.totp.enableTitle') })
  await expect(enable.getByRole('img', { name: m('security.totp.qr') })).toBeVisible()
  const secret = ((await enable.getByLabel(m('security.totp.secret')).textContent()) ?? '').trim()
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await enable.getByLabel(m('security.totp.code')).fill(totp(secret))
  await enable.getByRole('button', { name: m('security.totp.enable') }).click()
  // The step-up asks before the code is checked: a code to the e-mail now on the account.
  await passStepUp(page, request, { codeTo: email })
  await expect(enable).toBeHidden()
  await expect(safety(page)).toHaveAttribute('aria-valuetext', m('account.safety.high'))

  // Sign in again: the password alone is not enough; the next step's code is (the one just used
  // may not be used twice).
  await page.evaluate(() => localStorage.removeItem('bourse:ticket'))
  await page.goto('/login?statusType=0&redirect=%2FaccountSet')
  await page.getByLabel(m('auth.field.account')).fill(phone)
  await page.getByLabel(m('auth.field.password'), { exact: true }).fill(E2E_PASSWORD)
  const submit = page.getByRole('main').getByRole('button', { name: m('auth.login.submit') })
  await submit.click()
  const code = page.getByLabel(m('auth.login.authenticatorCode'))
  await expect(code).toBeVisible()
  const signInStep = Math.floor(Date.now() / TOTP_STEP_MS) + 1
  await code.fill(totp(secret, 1))
  await submit.click()
  await expect(page.getByTestId('user-menu')).toBeVisible()
  await expect(page).toHaveURL(/\/accountSet/)

  // A fund password completes the settings.
  await page
    .getByRole('button', { name: m('security.next.action.fund') })
    .or(page.getByRole('button', { name: m('fundPassword.set') }))
    .first()
    .click()
  const fund = page.getByRole('dialog')
  await fund.getByLabel(m('fundPassword.fundPassword'), { exact: true }).fill('Fund-4242')
  await fund.getByLabel(m('fundPassword.confirm')).fill('Fund-4242')
  await fund.getByRole('button', { name: m('fundPassword.submit') }).click()
  // The step-up now asks the authenticator, for a step after the one the sign-in used: wait
  // until that step is the current one, then answer with the next.
  await expect
    .poll(() => Math.floor(Date.now() / TOTP_STEP_MS), { timeout: 35_000 })
    .toBeGreaterThanOrEqual(signInStep)
  await passStepUp(page, request, { authenticator: totp(secret, 1) })
  await expect(fund).toBeHidden()
  await expect(safety(page)).toHaveAttribute('aria-valuetext', m('account.safety.high'))
  await expect(
    page
      .getByRole('region', { name: m('account.security.title') })
      .or(page.getByLabel(m('account.security.title')))
      .first(),
  ).toContainText(m('account.state.set'))
})
