// A withdrawal in the browser against the real server: the fund password set after a step-up
// pauses withdrawals for a day, which the page says; a day later (the demo clock moved, so this
// runs with the time-travel journeys) an address is saved, a withdrawal confirmed with the fund
// password is applied, the operator (the admin CLI) rejects it with a reason and the funds come
// back; another is approved and shows withdrawn.
import {
  admin,
  advanceClock,
  api,
  available,
  expect,
  funded,
  m,
  passStepUp,
  plain,
  registerByApi,
  signIn,
  test,
} from './support'

type Withdrawal = { id: string; status: string; reason?: string }

test('a withdrawal with the fund password is applied, rejected with a reason and returned; another is withdrawn', async ({
  page,
  request,
}) => {
  // The step-up's code to the e-mail may wait out the resend limit of the sign-up code.
  test.setTimeout(150_000)
  const email = await registerByApi(request)
  await signIn(page, email, '/withdrawal?coin=USDT')
  await funded(page, request, '500')
  await page.reload()

  // No fund password yet: the form asks for one first.
  await page.getByRole('button', { name: m('fundPassword.setTitle') }).click()
  const dialog = page.getByRole('dialog', { name: m('fundPassword.setTitle') })
  await dialog.getByLabel(m('fundPassword.fundPassword'), { exact: true }).fill('Vault-2468')
  await dialog.getByLabel(m('fundPassword.confirm')).fill('Vault-2468')
  await dialog.getByRole('button', { name: m('fundPassword.submit') }).click()
  // The step-up first: the login password and a code sent to the account's e-mail.
  await passStepUp(page, request, { codeTo: email })
  await expect(dialog).toBeHidden()

  // A security change: the withdrawal page says withdrawals wait a day, and until when.
  const paused = page.getByText(m('widget.withdrawalForm.blockedTitle'), { exact: true })
  await expect(paused).toBeVisible()
  // "Your fund password was set. For your safety, withdrawals are blocked until {time}."
  const reason = m('widget.withdrawalForm.blockedReasons.fund_password_set', { time: '' })
  await expect(page.getByText(reason.slice(0, reason.indexOf('.') + 1))).toBeVisible()
  // A day later (the demo clock moved on), they are open.
  await advanceClock(request, 24 * 60 * 60_000 + 60_000)
  await page.reload()
  await expect(page.getByRole('region', { name: m('withdrawal.addressBook') })).toBeVisible()
  await expect(paused).toBeHidden()

  // Save an address in the address book, refused first for a typo in its checksum.
  const book = page.getByRole('region', { name: m('withdrawal.addressBook') })
  await book.getByLabel(m('widget.addressManager.chain')).selectOption('TRC20')
  await book
    .getByRole('textbox', { name: m('widget.addressManager.address') })
    .fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')
  await expect(book.getByText(m('widget.addressManager.checks.checksum'))).toBeVisible()
  await book
    .getByRole('textbox', { name: m('widget.addressManager.address') })
    .fill('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')
  await book.getByRole('textbox', { name: m('widget.addressManager.label') }).fill('Cold wallet')
  await book.getByRole('button', { name: m('widget.addressManager.add') }).click()
  await expect(book.getByText('Cold wallet')).toBeVisible()

  const form = page.getByRole('region', { name: m('widget.withdrawalForm.submit') }).first()
  async function withdraw(amount: string): Promise<Withdrawal> {
    await form.getByLabel(m('widget.addressManager.chain')).selectOption('TRC20')
    await form.getByRole('button', { name: m('withdrawal.addressBook') }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(m('widget.addressManager.select')) })
      .first()
      .click()
    await expect(
      form.getByRole('textbox', { name: m('widget.addressManager.address') }),
    ).toHaveValue('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')
    await form.getByRole('textbox', { name: m('widget.amount') }).fill(amount)
    await form.getByLabel(m('fundPassword.fundPassword')).fill('Vault-2468')
    const applying = page.waitForResponse((r) => r.url().endsWith('/app/wallet/withdrawal/apply'))
    await form.getByRole('button', { name: m('widget.withdrawalForm.submit'), exact: true }).click()
    const applied = ((await (await applying).json()) as { data: Withdrawal }).data
    await expect(form.getByText(m('widget.withdrawalForm.applied'))).toBeVisible()
    return applied
  }

  const records = page.getByRole('region', { name: m('widget.withdrawalRecords.title') })
  const first = await withdraw('200')
  expect(first.status).toBe('applied')
  // Frozen while it waits for review.
  expect(await available(page, request, 'spot')).toBe('300')

  // The operator rejects it: the 200 come back, the reason shows in the records.
  expect(admin('withdrawal:reject', first.id, 'Address', 'under', 'review')).toMatch(/reject/i)
  const rejected = records.getByRole('row').filter({ hasText: 'Address under review' })
  await expect(rejected).toContainText(m('widget.withdrawalRecords.statusRejected'))
  await expect.poll(() => available(page, request, 'spot')).toBe('500')

  // Another one is approved and shows withdrawn; 1 USDT of TRC-20 fee, 99 arrive.
  const second = await withdraw('100')
  expect(admin('withdrawal:approve', second.id)).toMatch(/withdrawn|approve/i)
  const withdrawn = records
    .getByRole('row')
    .filter({ hasText: m('widget.withdrawalRecords.statusWithdrawn') })
  await expect(withdrawn).toContainText('99')
  await expect.poll(() => available(page, request, 'spot')).toBe('400')
  const ledger = await api<{ list: { type: string; amount: string }[] }>(
    page,
    request,
    '/app/wallet/ledger',
    { pageIndex: 1, pageSize: 20, types: ['withdrawal', 'withdrawal_fee', 'withdrawal_rejected'] },
  )
  expect(ledger.list.map((e) => [e.type, plain(e.amount)]).sort()).toEqual(
    [
      ['withdrawal', '-99'],
      ['withdrawal_fee', '-1'],
      ['withdrawal_rejected', '0'],
    ].sort(),
  )
})
