import { expect, latestCode, message, uniqueEmail, test } from './support'

const PASSWORD = 'Sturdy-pass-42'

test('a new user registers, logs in, switches to Japanese, copies the LINE id and logs out', async ({
  page,
  request,
}) => {
  // A long journey (register, sign in, language, customer service, account, logout).
  test.setTimeout(120_000)
  const email = uniqueEmail()

  // Register with e-mail: send a code, read it from the demo outbox, agree, submit.
  await page.goto('/register?statusType=1')
  await page.getByRole('tab', { name: message('en', 'auth.register.byEmail') }).click()
  await page.getByLabel(message('en', 'auth.field.email')).fill(email)
  await page.getByRole('button', { name: message('en', 'auth.code.send') }).click()
  const code = await latestCode(request, email)
  await expect(page.getByText(/Resend in \d+ s/)).toBeVisible()
  await expect(page.getByRole('button', { name: message('en', 'auth.code.send') })).toHaveCount(0)
  await page.getByLabel(message('en', 'auth.field.code')).fill(code)
  await page.getByLabel(message('en', 'auth.field.password'), { exact: true }).fill(PASSWORD)
  await page.getByLabel(message('en', 'auth.field.confirmPassword')).fill(PASSWORD)
  await page.getByRole('checkbox').check()
  await page
    .getByRole('main')
    .getByRole('button', { name: message('en', 'auth.register.submit') })
    .click()

  // Registration leads to the login page with the account filled in.
  await expect(page).toHaveURL(/\/login\?statusType=0/)
  await expect(page.getByLabel(message('en', 'auth.field.account'))).toHaveValue(email)
  await page.getByLabel(message('en', 'auth.field.password'), { exact: true }).fill(PASSWORD)
  await page
    .getByRole('main')
    .getByRole('button', { name: message('en', 'auth.login.submit') })
    .click()

  // Signed in: the header shows the user's nickName.
  const menu = page.getByTestId('user-menu')
  await expect(menu).toBeVisible()
  const info = await page.evaluate(async () => {
    const res = await fetch('/api/app/account/getUserInfo', {
      headers: { ticket: localStorage.getItem('bourse:ticket') ?? '' },
    })
    return ((await res.json()) as { data: { nickName: string } }).data
  })
  await expect(menu).toContainText(info.nickName)

  // Switch to Japanese; the choice survives a reload.
  await page.getByRole('button', { name: message('en', 'header.language.label') }).hover()
  await page.getByRole('button', { name: '日本語' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await expect(page.getByRole('banner')).toContainText(message('jp', 'header.nav.market'))
  expect(await page.evaluate(() => localStorage.getItem('bourse:lang'))).toBe('jp')

  // Customer service: copy the LINE id.
  await page.getByRole('button', { name: message('jp', 'customerService.open') }).click()
  const dialog = page.getByRole('dialog', { name: message('jp', 'customerService.title') })
  await expect(dialog).toBeVisible()
  const lineId = await request
    .get('/api/app/systemConfig/getByKey?key=custom_line')
    .then(async (res) => ((await res.json()) as { data: { value: string } }).data.value)
  await expect(dialog).toContainText(lineId)
  await dialog.getByRole('button', { name: message('jp', 'customerService.copyLine') }).click()
  await expect(page.getByText(message('jp', 'common.copySucceeded'))).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(lineId)
  await dialog
    .getByRole('button', { name: message('jp', 'common.close') })
    .first()
    .click()

  // The nickName itself opens account settings.
  await page.getByTestId('user-menu').click()
  await expect(page).toHaveURL(/\/accountSet$/)

  // Log out: the login page replaces this one (Back does not return here), token gone.
  const before = await page.evaluate(() => history.length)
  await page.getByTestId('user-menu').hover()
  await page.getByRole('button', { name: message('jp', 'header.user.logout') }).click()
  await expect(page).toHaveURL(/\/login\?statusType=0$/)
  expect(await page.evaluate(() => history.length)).toBe(before)
  expect(await page.evaluate(() => localStorage.getItem('bourse:ticket'))).toBeNull()
  await expect(page.getByRole('link', { name: message('jp', 'header.register') })).toBeVisible()
})

test('bad sign-in input gets translated errors and keeps what was typed', async ({ page }) => {
  await page.goto('/login?statusType=0')
  await page.getByLabel(message('en', 'auth.field.account')).fill('not-an-account')
  await page.getByLabel(message('en', 'auth.field.password'), { exact: true }).fill('x')
  await page
    .getByRole('main')
    .getByRole('button', { name: message('en', 'auth.login.submit') })
    .click()
  await expect(page.getByLabel(message('en', 'auth.field.account'))).toHaveValue('not-an-account')
  await expect(page.getByLabel(message('en', 'auth.field.account'))).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await expect(page.getByText(message('en', 'validation.account.format'))).toBeVisible()
})

test('a wrong password gets the server error in the active language', async ({ page }) => {
  await page.goto('/login?statusType=0')
  await page.evaluate(() => localStorage.setItem('bourse:lang', 'ep'))
  await page.reload()
  await page.getByLabel(message('ep', 'auth.field.account')).fill('demo@bourse.local')
  await page.getByLabel(message('ep', 'auth.field.password'), { exact: true }).fill('Wrong-pass-1')
  await page
    .getByRole('main')
    .getByRole('button', { name: message('ep', 'auth.login.submit') })
    .click()
  await expect(page.getByText(message('ep', 'errors.login.failed'))).toBeVisible()
  await expect(page.getByLabel(message('ep', 'auth.field.account'))).toHaveValue(
    'demo@bourse.local',
  )
})

test('an unknown path shows the 404 page inside the layout', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
