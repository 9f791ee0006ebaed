// The wallet in the browser against the real server: a deposit on the simulated chain that
// confirms block by block and is credited, one under the minimum that is not; transfers spot →
// contract → savings and back from the assets page (withdrawals: withdrawal.spec.ts). The e2e
// server makes a block every 0.5 s (scripts/e2e-server.mjs), so 12 confirmations take about 6 s.
import type { Locator, Page } from '@playwright/test'
import { available, expect, funded, m, registerByApi, signIn, test } from './support'

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
