// The wallet in the browser against the real server: a deposit on the simulated chain that
// confirms block by block and is credited, one under the minimum that is not; transfers spot →
// contract → savings and back from the assets page; an address saved, a withdrawal confirmed with
// the fund password and applied; the operator (the admin CLI) rejects it with a reason and the
// funds come back; another is approved and shows withdrawn. The e2e server makes a block every
// 0.5 s (scripts/e2e-server.mjs), so 12 confirmations take about 6 s.
import type { Locator, Page } from '@playwright/test'
import {
  admin,
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

test('a deposit confirms block by block and is credited; one under the minimum is not', async ({
  page,
  request,
}) => {
  const email = await registerByApi(request)
  await signIn(page, email, '/recharge?coin=USDT')

  const panel = page.getByRole('region', { name: m('widget.depositPanel.title') })
  // The address is shown with the rules before anything is sent.
  await expect(
    panel.getByText(m('widget.depositPanel.minimum', { amount: '0.001', coin: 'USDT' })),
  ).toBeVisible()
  await expect(panel.getByText(/^0x[0-9a-f]{40}$/)).toBeVisible()

  const demo = panel.getByRole('form', { name: m('widget.depositPanel.demoTitle') })
  await demo.getByRole('textbox', { name: m('widget.depositPanel.demoAmount') }).fill('250')
  await demo.getByRole('button', { name: m('widget.depositPanel.demoSubmit') }).click()

  const records = page.getByRole('region', { name: m('widget.depositRecords.title') })
  const first = records.getByRole('row').nth(1)
  // In progress, counting confirmations, then credited.
  // (text content has no spaces between cells: `250 USDT3/12In progress`)
  await expect(first).toContainText(/(^|\D)([0-9]|1[01])\/12/)
  await expect(first).toContainText(m('widget.depositRecords.statusInProgress'))
  await expect(first).toContainText(m('widget.depositRecords.statusSuccess'))
  await expect(first).toContainText('12/12')
  await expect.poll(() => available(page, request, 'spot')).toBe('250')

  // Under the minimum: it confirms, fails, and nothing is credited.
  await demo.getByRole('textbox', { name: m('widget.depositPanel.demoAmount') }).fill('0.0005')
  await demo.getByRole('button', { name: m('widget.depositPanel.demoSubmit') }).click()
  const small = records.getByRole('row').filter({ hasText: '0.0005' })
  await expect(small).toContainText(m('widget.depositRecords.statusFailed'))
  await expect(small).toContainText(m('widget.depositRecords.reasonBelowMinimum'))
  expect(await available(page, request, 'spot')).toBe('250')
})

/** Transfers `amount` USDT between two accounts with the assets page's transfer dialog. */
async function transfer(page: Page, from: string, to: string, amount: string) {
  await page.getByRole('button', { name: m('assets.transfer') }).click()
  const dialog = page.getByRole('dialog')
  const form = dialog.getByRole('form', { name: m('widget.accountTransfer.title') })
  await form.getByLabel(m('widget.accountTransfer.from')).selectOption(from)
  await form.getByLabel(m('widget.accountTransfer.to')).selectOption(to)
  await form.getByRole('textbox', { name: m('widget.amount') }).fill(amount)
  await form
    .getByRole('button', { name: m('widget.futuresOrderForm.transfer'), exact: true })
    .click()
  await expect(dialog).toBeHidden()
}

/** The USDT row of an account's tab on the assets page. */
async function usdtRow(page: Page, account: string): Promise<Locator> {
  await page.getByRole('tab', { name: m(`assets.account.${account}`), exact: true }).click()
  return page
    .getByRole('table', { name: m(`assets.account.${account}`), exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'USDT', exact: true }) })
}

test('funds move spot → contract → savings and back, and the totals follow', async ({
  page,
  request,
}) => {
  const email = await registerByApi(request)
  await signIn(page, email, '/myassets')
  await funded(page, request, '300')
  await page.reload()

  await transfer(page, 'spot', 'contract', '120')
  await transfer(page, 'contract', 'financial', '45.5')
  await transfer(page, 'financial', 'spot', '20')
  await expect(await usdtRow(page, 'contract')).toContainText('74.5')
  await expect(await usdtRow(page, 'financial')).toContainText('25.5')
  await expect(await usdtRow(page, 'spot')).toContainText('200')
  expect(await available(page, request, 'contract')).toBe('74.5')
  expect(await available(page, request, 'financial')).toBe('25.5')
  expect(await available(page, request, 'spot')).toBe('200')
  // Nothing was lost on the way: the total is still what was deposited.
  await expect(page.getByText(/^300(\.00)? USDT$/)).toBeVisible()
})

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
