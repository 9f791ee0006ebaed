// Devices in the browser against the real server (issue #18): one user signed in in two browser
// contexts; the first sees both sessions on /accountSet, this one marked, signs the other out
// from the list, and the second's next call lands on the login page. The first's sign-in history
// lists a wrong password tried on the account.
import { E2E_PASSWORD, expect, m, registerByApi, signIn, test } from './support'

test('signs another browser out from the device list; its next call lands on the login page', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  const email = await registerByApi(request)
  // A wrong password first: the history shows it.
  const wrong = await request.post('/api/oauth/token', {
    data: { username: email, password: `${E2E_PASSWORD}-not` },
  })
  expect(wrong.status()).toBe(401)

  const other = await browser.newContext()
  try {
    const otherPage = await other.newPage()
    await signIn(otherPage, email, '/myassets')
    await signIn(page, email, '/accountSet')

    const devices = page.getByRole('table', { name: m('security.devices.title') })
    const rows = devices.getByRole('row').filter({ has: page.getByRole('cell') })
    await expect(rows).toHaveCount(2)
    const mine = rows.filter({ hasText: m('security.devices.current') })
    await expect(mine).toHaveCount(1)
    await expect(mine.getByRole('button', { name: m('security.devices.signOut') })).toHaveCount(0)

    const history = page.getByRole('table', { name: m('security.devices.history.title') })
    await expect(history.getByText(m('security.devices.result.passwordWrong'))).toHaveCount(1)
    await expect(history.getByText(m('security.devices.result.success'))).toHaveCount(2)

    await rows
      .filter({ hasNotText: m('security.devices.current') })
      .getByRole('button', { name: m('security.devices.signOut') })
      .click()
    await expect(rows).toHaveCount(1)

    // The other browser's next call is refused: it lands on the login page.
    await otherPage.goto('/myassets')
    await expect(otherPage).toHaveURL(/\/login/)
    // This one stays signed in.
    await page.reload()
    await expect(page.getByTestId('user-menu')).toBeVisible()
    await expect(rows).toHaveCount(1)
  } finally {
    await other.close()
  }
})
