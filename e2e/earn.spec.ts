// Mining and savings in the browser against the real server, with its demo clock moved forward
// (`/app/dev/clock/advance`): a mining purchase starts at 0:00 GMT+8 the next day, pays its first
// earnings at 1:00 (not a minute before), and returns principal plus earnings at expiry; a savings
// product transferred out early returns exactly the principal, with no interest. The payout
// messages reach the message centre. These journeys run last (playwright.config.ts): the clock
// only moves forward.
import type { APIRequestContext } from '@playwright/test'
import { api, available, devCall, expect, funded, m, registerByApi, signIn, test } from './support'

/** Moves the server's clock forward by `ms` (demo mode); answers the server's time after. */
async function advance(request: APIRequestContext, ms: number): Promise<number> {
  const res = await devCall(request, 'clock/advance', { ms: Math.max(1, ms) })
  expect(res.ok(), await res.text()).toBe(true)
  return ((await res.json()) as { data: { now: number } }).data.now
}

type MiningOrder = { id: string; status: string; startAt: number; endAt: number; earned: string }
type Earning = { kind: string; amount: string; day?: number }
const MINUTE = 60_000
const HOUR = 60 * MINUTE

test('mining: first earnings at 1:00 the next day, principal and earnings back at expiry', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const email = await registerByApi(request)
  await signIn(page, email, '/defiFinancial')
  await funded(page, request, '5000')

  const pool = 'USDT Starter 7 days'
  await page
    .getByRole('article', { name: pool })
    .getByRole('button', { name: m('widget.earnProductCard.mine') })
    .click()
  const dialog = page.getByRole('dialog', {
    name: m('widget.earnPurchaseDialog.miningTitle', { name: pool }),
  })
  // The rules are said before confirming: the lock and the start.
  await expect(dialog).toContainText(
    m('widget.earnPurchaseDialog.miningStart', { start: '' }).split(' (')[0] ?? '',
  )
  await dialog.getByLabel(m('widget.amount')).fill('50')
  await dialog.getByRole('button', { name: m('widget.earnPurchaseDialog.confirm') }).click()
  await expect(
    dialog.getByText(
      m('widget.earnPurchaseDialog.errors.mining.amount.range', {
        min: '100',
        max: '50,000',
        coin: 'USDT',
      }),
    ),
  ).toBeVisible()
  await dialog.getByLabel(m('widget.amount')).fill('1000')
  // 1000 x 0.3 % a day x 7 days
  await expect(dialog).toContainText('21')
  await dialog.getByRole('button', { name: m('widget.earnPurchaseDialog.confirm') }).click()
  await expect(page.getByText(m('earn.bought'))).toBeVisible()
  await expect.poll(() => available(page, request, 'spot')).toBe('4000')

  const mine = page.getByRole('region', { name: m('widget.miningOrdersTable.title') })
  const row = mine.getByRole('row').filter({ hasText: pool })
  await expect(row).toContainText(m('widget.miningOrdersTable.statusMining'))
  const orders = () =>
    api<{ list: MiningOrder[] }>(page, request, '/app/mining/orders', { pageIndex: 1, pageSize: 5 })
  const earnings = () =>
    api<{ list: Earning[] }>(page, request, '/app/mining/earnings', { pageIndex: 1, pageSize: 20 })
  const [order] = (await orders()).list
  if (!order) throw new Error('no mining order')

  // A minute before 1:00 on the first day: nothing paid (the job runs at least every 5 s).
  let now = await advance(request, 1)
  now = await advance(request, order.startAt + HOUR - MINUTE - now)
  await page.waitForTimeout(6000)
  expect((await earnings()).list).toEqual([])

  // 1:00: the first day's earnings, 1000 x 0.003 = 3 USDT, into the spot account.
  await advance(request, 2 * MINUTE)
  await expect
    .poll(async () => (await earnings()).list, { timeout: 15_000 })
    .toEqual([expect.objectContaining({ kind: 'earning', amount: '3', day: 1 })])
  await page.reload()
  const paid = page.getByRole('region', { name: m('widget.miningEarningsTable.title') })
  await expect(
    paid
      .getByRole('row')
      .filter({ hasText: m('widget.miningEarningsTable.dayValue', { day: '1' }) }),
  ).toContainText('3')
  await expect.poll(() => available(page, request, 'spot')).toBe('4003')

  // Expiry, eight days on: the week-long session has expired, so the user signs in again; every
  // day's earnings and the principal are back, and the order is finished.
  now = await advance(request, 1)
  await advance(request, order.endAt + MINUTE - now)
  await signIn(page, email, '/defiFinancial')
  await expect
    .poll(async () => (await orders()).list[0]?.status, { timeout: 15_000 })
    .toBe('finished')
  const all = (await earnings()).list
  expect(all.filter((e) => e.kind === 'earning')).toHaveLength(7)
  expect(all.filter((e) => e.kind === 'principal')).toEqual([
    expect.objectContaining({ amount: '1000' }),
  ])
  expect(await available(page, request, 'spot')).toBe('5021')

  await page.reload()
  await expect(row).toContainText(m('widget.miningOrdersTable.statusFinished'))
  await expect(
    paid.getByRole('row').filter({ hasText: m('widget.miningEarningsTable.kindPrincipal') }),
  ).toContainText('1,000')

  // The message centre tells of the deposit and of the payouts.
  await page.goto('/messages')
  const table = page.getByRole('table', { name: m('messages.table.caption') })
  await expect(table).toContainText(
    m('inbox.kind.mining_finished', { pool, amount: '1000', currency: 'USDT' }),
  )
  await expect(table).toContainText(
    m('inbox.kind.mining_payout', { pool, amount: '3', currency: 'USDT' }),
  )
  await expect(table).toContainText(
    m('inbox.kind.deposit_credited', { amount: '5000', coin: 'USDT' }),
  )
})

test('savings: an early transfer out returns the principal with no interest', async ({
  page,
  request,
}) => {
  const email = await registerByApi(request)
  await signIn(page, email, '/defiFinancial?tab=savings')
  await funded(page, request, '3000')
  await api(page, request, '/app/account/transfer', {
    clientTransferId: `e2e-earn-${Date.now()}`,
    from: 'spot',
    to: 'financial',
    asset: 'USDT',
    amount: '2000',
  })
  const products = await api<{ name: string; termDays: number }[]>(
    page,
    request,
    '/app/finance/products',
  )
  const product = products.find((p) => p.termDays === 30)
  if (!product) throw new Error('no 30-day savings product')

  await page.reload()
  await page
    .getByRole('article', { name: product.name })
    .getByRole('button', { name: m('widget.earnProductCard.buy') })
    .click()
  const dialog = page.getByRole('dialog', {
    name: m('widget.earnPurchaseDialog.savingsTitle', { name: product.name }),
  })
  await expect(dialog).toContainText(m('widget.earnPurchaseDialog.savingsEarly'))
  await dialog.getByLabel(m('widget.amount')).fill('1000')
  await dialog.getByRole('button', { name: m('widget.earnPurchaseDialog.confirm') }).click()
  await expect(page.getByText(m('earn.bought'))).toBeVisible()
  await expect.poll(() => available(page, request, 'financial')).toBe('1000')

  // Three days of accrued interest, then out early: none of it is paid.
  await advance(request, 3 * 24 * HOUR)
  await page.reload()
  const mine = page.getByRole('region', { name: m('widget.savingsOrdersTable.title') })
  const row = mine.getByRole('row').filter({ hasText: product.name })
  await expect(row).toContainText(m('widget.savingsOrdersTable.statusPurchasing'))
  await row
    .getByRole('button', {
      name: m('widget.savingsOrdersTable.transferOutLabel', { product: product.name }),
    })
    .click()
  const confirm = page.getByRole('dialog', { name: m('widget.savingsOrdersTable.confirmTitle') })
  await expect(confirm).toContainText('No interest will be paid')
  await confirm.getByRole('button', { name: m('widget.savingsOrdersTable.confirm') }).click()
  await expect(row).toContainText(m('widget.savingsOrdersTable.statusEarly'))
  await expect.poll(() => available(page, request, 'financial')).toBe('2000')
  const ledger = await api<{ list: { type: string; amount: string }[] }>(
    page,
    request,
    '/app/wallet/ledger',
    {
      pageIndex: 1,
      pageSize: 10,
      account: 'financial',
    },
  )
  expect(ledger.list.map((e) => e.type)).toEqual([
    'financial_cancel',
    'buy_financial',
    'transfer_in',
  ])
})
