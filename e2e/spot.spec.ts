// Spot trading in the browser against the real server and its simulated market: demo funds,
// a market buy, a limit sell that rests in the book and then fills, a cancelled order, the
// records and balances; and a whole quantitative-robot run on the accelerated robot clock that
// scripts/e2e-server.mjs sets (ROBOT_RUN_SECONDS / ROBOT_TICK_SECONDS).
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, m, message, registerByApi, signIn, test, ticketOf } from './support'

const SPOT = '/currencyTransaction?symbol=BTCUSDT'

type Balance = { asset: string; available: string; frozen: string; total: string }
type Fill = { orderId: string; role: 'maker' | 'taker' }

async function api<T>(page: Page, request: APIRequestContext, path: string): Promise<T> {
  const ticket = await ticketOf(page)
  const res = await request.get(`/api${path}`, { headers: { ticket } })
  return ((await res.json()) as { data: T }).data
}

/** A price strictly inside the spread, on the 0.01 tick: the best ask once it rests. */
async function insideSpread(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/app/market/depth?symbol=BTCUSDT&limit=20')
  const { bids, asks } = ((await res.json()) as { data: { bids: string[][]; asks: string[][] } })
    .data
  const cents = (price: string) => BigInt(price.replace('.', ''))
  const bid = cents(bids[0]?.[0] ?? '0')
  const ask = cents(asks[0]?.[0] ?? '0')
  const mid = (bid + ask) / 2n > bid ? (bid + ask) / 2n : bid + 1n
  const text = mid.toString()
  return `${text.slice(0, -2)}.${text.slice(-2)}`
}

const orderForm = (page: Page) =>
  page.getByRole('region', { name: m('widget.spotOrderForm.title') })
const ordersArea = (page: Page) => page.getByRole('region', { name: m('trade.orders') })

async function openOrdersTab(page: Page, key: string): Promise<Locator> {
  const area = ordersArea(page)
  await area.getByRole('tab', { name: m(key) }).click()
  return area
}

test('a new user gets demo funds, buys at market, sells with a resting limit that fills, cancels another and sees it all', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const email = await registerByApi(request)
  await signIn(page, email, SPOT)
  await expect(page).toHaveURL(/currencyTransaction/)

  // A new account holds nothing; the demo server offers its one-off funds (a ledger entry).
  await page.getByRole('button', { name: m('trade.balances.demoButton') }).click()
  await expect(page.getByText(m('trade.balances.demoCredited'))).toBeVisible()
  const form = orderForm(page)
  await expect(form.getByText(/10,000\.00/)).toBeVisible()

  // Market buy of 0.002 BTC: filled at once, listed in the history.
  await form.getByRole('tab', { name: m('widget.spotOrderForm.market') }).click()
  await form.getByRole('textbox', { name: m('widget.spotOrderForm.quantity') }).fill('0.003')
  await form
    .getByRole('button', { name: m('widget.spotOrderForm.submitBuy', { base: 'BTC' }) })
    .click()
  await expect(form.getByText(m('widget.spotOrderForm.placed'))).toBeVisible()
  let history = await openOrdersTab(page, 'trade.tabs.history')
  const marketBuy = history.getByRole('row').filter({ hasText: m('widget.ordersTable.market') })
  await expect(marketBuy.first()).toContainText(m('widget.ordersTable.statusFilled'))

  // Limit sell inside the spread: it rests in the book as the best ask, and the simulated buyers
  // take it (its fills are maker fills). Should the market cross it before it reaches the book,
  // or move away so that it waits, it is placed again nearer.
  await form.getByRole('tab', { name: m('widget.spotOrderForm.sell') }).click()
  await form.getByRole('tab', { name: m('widget.spotOrderForm.limit') }).click()
  let restedThenFilled: string | null = null
  for (let attempt = 0; attempt < 4 && !restedThenFilled; attempt++) {
    await form
      .getByRole('textbox', { name: m('widget.spotOrderForm.price') })
      .fill(await insideSpread(request))
    await form.getByRole('textbox', { name: m('widget.spotOrderForm.quantity') }).fill('0.0005')
    const placing = page.waitForResponse((r) => r.url().endsWith('/app/spot/order/place'))
    await form
      .getByRole('button', { name: m('widget.spotOrderForm.submitSell', { base: 'BTC' }) })
      .click()
    const placed = ((await (await placing).json()) as { data: { id: string } }).data
    await expect(form.getByText(m('widget.spotOrderForm.placed'))).toBeVisible()
    const finished = await expect
      .poll(
        async () => {
          const open = await api<{ id: string }[]>(page, request, '/app/spot/order/current')
          return open.some((o) => o.id === placed.id) ? 'open' : 'done'
        },
        { timeout: 30_000 },
      )
      .toBe('done')
      .then(() => true)
      .catch(() => false)
    if (!finished) {
      const current = await openOrdersTab(page, 'trade.tabs.current')
      await current.getByRole('button', { name: /^Cancel sell/i }).click()
      await expect(current.getByText(m('widget.ordersTable.emptyCurrent'))).toBeVisible()
      continue
    }
    const fills = await request
      .post('/api/app/spot/fills', {
        headers: { ticket: await page.evaluate(() => localStorage.getItem('bourse:ticket') ?? '') },
        data: { pageIndex: 1, pageSize: 50, symbol: 'BTCUSDT' },
      })
      .then(async (r) => ((await r.json()) as { data: { list: Fill[] } }).data.list)
    const mine = fills.filter((f) => f.orderId === placed.id)
    if (mine.length > 0 && mine.every((f) => f.role === 'maker')) restedThenFilled = placed.id
  }
  expect(restedThenFilled).not.toBeNull()
  history = await openOrdersTab(page, 'trade.tabs.history')
  await expect(
    history
      .getByRole('row')
      .filter({ hasText: m('widget.ordersTable.sell') })
      .filter({ hasText: m('widget.ordersTable.statusFilled') })
      .first(),
  ).toBeVisible()

  // A limit buy 10 % under the market needs a confirmation, rests, and is cancelled.
  await form.getByRole('tab', { name: m('widget.spotOrderForm.buy') }).click()
  await form.getByRole('textbox', { name: m('widget.spotOrderForm.price') }).fill('50000')
  await form.getByRole('textbox', { name: m('widget.spotOrderForm.quantity') }).fill('0.001')
  await form
    .getByRole('button', { name: m('widget.spotOrderForm.submitBuy', { base: 'BTC' }) })
    .click()
  const confirm = page.getByRole('dialog', { name: m('widget.spotOrderForm.confirmTitle') })
  await confirm.getByRole('button', { name: m('widget.spotOrderForm.confirm') }).click()
  await expect(form.getByText(m('widget.spotOrderForm.placed'))).toBeVisible()
  const current = await openOrdersTab(page, 'trade.tabs.current')
  await expect(current.getByRole('row').filter({ hasText: '50,000.00' })).toHaveCount(1)
  await current.getByRole('button', { name: /^Cancel buy/i }).click()
  await expect(current.getByText(m('widget.ordersTable.emptyCurrent'))).toBeVisible()
  history = await openOrdersTab(page, 'trade.tabs.history')
  await expect(
    history
      .getByRole('row')
      .filter({ hasText: '50,000.00' })
      .filter({ hasText: m('widget.ordersTable.statusCancelled') }),
  ).toHaveCount(1)

  // The balances tab shows what the server holds: nothing frozen, BTC bought less BTC sold.
  const balances = await api<Balance[]>(page, request, '/app/spot/balances')
  const usdt = balances.find((b) => b.asset === 'USDT')
  const btc = balances.find((b) => b.asset === 'BTC')
  expect(usdt?.frozen).toBe('0')
  expect(btc?.frozen).toBe('0')
  await openOrdersTab(page, 'trade.balances.tab')
  const table = page.getByRole('table', { name: m('trade.balances.title') })
  const row = (asset: string) => table.getByRole('row').filter({ hasText: asset }).first()
  // The server's decimal string as the table shows it (ADR 0029): grouped, cut to four places,
  // at least two (no float, no rounding up on the way).
  const shown = (value: string) => {
    const [whole = '0', fraction = ''] = value.split('.')
    const places = fraction.slice(0, 4).replace(/0+$/, '').padEnd(2, '0')
    return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${places}`
  }
  await expect(row('USDT')).toContainText(shown(usdt?.total ?? '0'))
  await expect(row('BTC')).toContainText(shown(btc?.total ?? '0'))
})

test('the quantitative robot runs a whole cycle on the accelerated clock and its orders join the records', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const email = await registerByApi(request)
  await signIn(page, email, SPOT)
  await page.getByRole('button', { name: m('trade.balances.demoButton') }).click()
  await expect(page.getByText(m('trade.balances.demoCredited'))).toBeVisible()

  // The secret key is issued on the account page and shown once.
  await page.goto('/accountSet')
  await page.getByRole('button', { name: message('en', 'account.robotKey.generate') }).click()
  const key = (await page.getByRole('status').locator('code').textContent())?.trim() ?? ''
  expect(key).toMatch(/^[A-Z2-7]{16,}$/)

  await page.goto(SPOT)
  const desk = page.getByRole('region', { name: m('trade.mode.label') })
  await desk.getByRole('tab', { name: m('trade.mode.quant') }).click()
  await desk.getByRole('textbox', { name: m('widget.robot.investment') }).fill('300')

  // A wrong key is refused with a translated message, and nothing is lost from the form.
  await desk.getByLabel(m('widget.robot.secretKey'), { exact: true }).fill('WRONGKEYWRONGKEY')
  await desk.getByRole('button', { name: m('widget.robot.start') }).click()
  await expect(desk.getByText(message('en', 'errors.robot.key.invalid'))).toBeVisible()
  await expect(desk.getByRole('textbox', { name: m('widget.robot.investment') })).toHaveValue('300')

  await desk.getByLabel(m('widget.robot.secretKey'), { exact: true }).fill(key)
  await desk.getByRole('button', { name: m('widget.robot.start') }).click()
  const steps = desk.getByRole('log')
  await expect(steps.getByText(m('widget.robot.stepStart'), { exact: true })).toBeVisible()
  await expect(steps.getByText(m('widget.robot.stepFetchPrice')).first()).toBeVisible()
  await expect(
    steps
      .getByText(
        new RegExp(`^(${m('widget.robot.stepExecuteBuy')}|${m('widget.robot.stepExecuteSell')})$`),
      )
      .first(),
  ).toBeVisible()
  // The run ends by itself when its (accelerated) time is up.
  await expect(steps.getByText(m('widget.robot.stepEnd'), { exact: true })).toBeVisible({
    timeout: 60_000,
  })
  await expect(desk.getByText(m('widget.robot.endCompleted'))).toBeVisible()

  // Its orders are ordinary spot orders: they are in the user's history.
  const history = await openOrdersTab(page, 'trade.tabs.history')
  await expect(
    history
      .getByRole('row')
      .filter({ hasText: m('widget.ordersTable.statusFilled') })
      .first(),
  ).toBeVisible()
})
