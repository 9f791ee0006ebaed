// Perpetual futures and second contracts in the browser against the real server: a transfer into
// the contract account from the desk, a long refused for a TP on the wrong side (by the form, and
// by the server when forced), a long with TP and SL that closes by itself when the demo market is
// steered across its TP, two positions closed at once with close-all, and a second contract that
// settles after its countdown with the result its prices call for.
import type { APIRequestContext, Page } from '@playwright/test'
import { devCall, expect, m, registerByApi, signIn, test, ticketOf } from './support'

const FUTURES = '/contractTransaction?symbol=BTCUSDT'

async function lastPrice(request: APIRequestContext): Promise<bigint> {
  const res = await request.get('/api/app/market/tickers?symbol=BTCUSDT')
  const [ticker] = ((await res.json()) as { data: { last: string }[] }).data
  // In cents (BTCUSDT's tick is 0.01): whole-number arithmetic, no float on a price.
  const [whole = '0', fraction = ''] = (ticker?.last ?? '0').split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2))
}

/** `cents` × (1 + basisPoints / 10,000), as a price string on the 0.01 grid. */
function priceAt(cents: bigint, basisPoints: bigint): string {
  const value = (cents * (10_000n + basisPoints)) / 10_000n
  return `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`
}

async function steer(request: APIRequestContext, price: string) {
  const res = await devCall(request, 'market/steer', { symbol: 'BTCUSDT', price })
  expect(res.status()).toBe(200)
}

const form = (page: Page) => page.getByRole('region', { name: m('widget.futuresOrderForm.title') })
const orders = (page: Page) => page.getByRole('region', { name: m('trade.orders') })
const positions = (page: Page) =>
  orders(page).getByRole('table', { name: m('widget.positionTable.title') })

async function openLong(page: Page, lots: string, tp?: string, sl?: string) {
  const f = form(page)
  if (tp !== undefined)
    await f.getByRole('textbox', { name: m('widget.futuresOrderForm.takeProfit') }).fill(tp)
  if (sl !== undefined)
    await f.getByRole('textbox', { name: m('widget.futuresOrderForm.stopLoss') }).fill(sl)
  await f.getByRole('textbox', { name: m('widget.futuresOrderForm.lots') }).fill(lots)
  await f.getByRole('button', { name: m('widget.futuresOrderForm.submitLong') }).click()
}

test('a long with TP and SL closes by itself at its take-profit; close-all closes the rest', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const email = await registerByApi(request)
  await signIn(page, email, FUTURES)
  const ticket = await ticketOf(page)
  expect((await request.post('/api/app/spot/demoCredit', { headers: { ticket } })).status()).toBe(
    200,
  )

  // Funds move from the spot account to the contract account from the desk itself.
  const f = form(page)
  await f.getByRole('button', { name: m('widget.futuresOrderForm.transferLong') }).click()
  const dialog = page.getByRole('dialog', { name: m('trade.transfer.title') })
  await dialog.getByRole('textbox', { name: m('widget.amount') }).fill('3000')
  await dialog
    .getByRole('button', { name: m('widget.futuresOrderForm.transfer'), exact: true })
    .click()
  await expect(dialog).toBeHidden()
  await expect(f.getByTestId('available')).toContainText('3,000')

  await f.getByRole('tab', { name: m('widget.spotOrderForm.market') }).click()
  // A long's take-profit below the last price: refused in the form, translated, nothing sent.
  const last = await lastPrice(request)
  await openLong(page, '10', priceAt(last, -200n))
  await expect(f.getByText(m('errors.tpsl.take.profit.side'))).toBeVisible()
  await expect(positions(page).getByRole('row').filter({ hasText: 'BTCUSDT' })).toHaveCount(0)
  // Forced through the API, the server's copy of the same validator refuses it too.
  const forced = await request.post('/api/app/futures/order/place', {
    headers: { ticket },
    data: {
      clientOrderId: 'forced-1',
      symbol: 'BTCUSDT',
      side: 'long',
      type: 'market',
      lots: 10,
      leverage: 10,
      takeProfit: priceAt(last, -200n),
    },
  })
  expect(forced.status()).toBe(400)
  expect(((await forced.json()) as { code: string }).code).toBe('tpsl.take.profit.side')

  // A valid long: TP 0.5 % above the market, SL 3 % below.
  const now = await lastPrice(request)
  await openLong(page, '10', priceAt(now, 50n), priceAt(now, -300n))
  await expect(f.getByText(m('widget.spotOrderForm.placed'))).toBeVisible()
  await expect(positions(page).getByRole('row').filter({ hasText: 'BTCUSDT' })).toHaveCount(1)

  // The demo market is steered 2 % up: the price crosses the TP and the position closes itself.
  await steer(request, priceAt(now, 200n))
  await expect(page.getByText(m('widget.positionTable.empty'))).toBeVisible({ timeout: 20_000 })
  await orders(page)
    .getByRole('tab', { name: m('trade.tabs.closed') })
    .click()
  const closed = orders(page).getByRole('row').filter({ hasText: 'BTC/USDT' })
  await expect(closed).toHaveCount(1)
  await expect(closed.first()).toContainText(m('widget.futuresOrderForm.takeProfit'))

  // Two more positions (a long and a short), both closed with one click and a confirmation.
  await orders(page)
    .getByRole('tab', { name: m('trade.tabs.positions') })
    .click()
  await openLong(page, '5', '', '')
  await expect(positions(page).getByRole('row').filter({ hasText: 'BTCUSDT' })).toHaveCount(1)
  await f.getByRole('tab', { name: m('widget.futuresOrderForm.short') }).click()
  await f.getByRole('textbox', { name: m('widget.futuresOrderForm.lots') }).fill('3')
  await f.getByRole('button', { name: m('widget.futuresOrderForm.submitShort') }).click()
  await expect(positions(page).getByRole('row').filter({ hasText: 'BTCUSDT' })).toHaveCount(2)
  await orders(page)
    .getByRole('button', { name: m('widget.positionTable.closeAll') })
    .click()
  const confirm = page.getByRole('dialog', { name: m('widget.positionTable.closeAllTitle') })
  await confirm.getByRole('button', { name: m('widget.positionTable.closeAllConfirm') }).click()
  await expect(page.getByText(m('widget.positionTable.empty'))).toBeVisible()
  await orders(page)
    .getByRole('tab', { name: m('trade.tabs.closed') })
    .click()
  await expect(
    orders(page)
      .getByRole('row')
      .filter({ hasText: m('widget.positionTable.closeAll') }),
  ).toHaveCount(2)

  // The contract account reconciles: nothing frozen once every position is closed.
  const balances = await request.get('/api/app/account/balances?account=contract', {
    headers: { ticket },
  })
  const usdt = ((await balances.json()) as { data: { asset: string; frozen: string }[] }).data.find(
    (b) => b.asset === 'USDT',
  )
  expect(usdt?.frozen).toBe('0')
})

test('a second contract counts down and settles with the result its prices call for', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const email = await registerByApi(request)
  await signIn(page, email, `${FUTURES}&product=second`)
  const ticket = await ticketOf(page)
  await request.post('/api/app/spot/demoCredit', { headers: { ticket } })
  const desk = page.getByRole('region', { name: m('trade.futures.second') })
  await desk
    .getByRole('button', {
      name: m('widget.secondContractTicket.transferLabel', { asset: 'USDT' }),
    })
    .click()
  const dialog = page.getByRole('dialog', { name: m('trade.transfer.title') })
  await dialog.getByRole('textbox', { name: m('widget.amount') }).fill('2000')
  await dialog
    .getByRole('button', { name: m('widget.futuresOrderForm.transfer'), exact: true })
    .click()
  await expect(dialog).toBeHidden()

  // Below the minimum: the minimum message, and nothing bought.
  const amount = desk.getByRole('textbox', { name: m('widget.amount') })
  await amount.fill('999')
  await desk
    .getByRole('button', { name: m('widget.secondContractTicket.up') })
    .last()
    .click()
  await expect(desk.getByText(/1,000/).first()).toBeVisible()
  const none = await request.post('/api/app/second/orders', {
    headers: { ticket },
    data: { pageIndex: 1, pageSize: 10 },
  })
  expect(((await none.json()) as { data: { total: number } }).data.total).toBe(0)

  await amount.fill('1000')
  await desk
    .getByRole('button', { name: m('widget.secondContractTicket.up') })
    .last()
    .click()
  await expect(desk.getByRole('timer').first()).toBeVisible()
  // The records show the contract holding, by name, with the market's one transaction.
  const records = page.getByRole('region', { name: m('trade.orders') })
  const row = records.getByRole('row').filter({ hasText: 'BTC/USDT' }).first()
  await expect(row).toContainText(m('widget.secondOrdersTable.statusHolding'))
  await expect(records.getByText(m('widget.secondOrdersTable.transactions'))).toBeVisible()

  // 30 s later the contract settles on the price of its expiry time.
  type Settled = {
    status: string
    result: string
    buyPrice: string
    settlementPrice: string
    profit: string
  }
  const latest = async (): Promise<Settled | undefined> => {
    const res = await request.post('/api/app/second/orders', {
      headers: { ticket },
      data: { pageIndex: 1, pageSize: 10 },
    })
    return ((await res.json()) as { data: { list: Settled[] } }).data.list[0]
  }
  await expect
    .poll(async () => (await latest())?.status, { timeout: 60_000, intervals: [2000] })
    .toBe('settled')
  const s = (await latest()) as Settled
  const cents = (p: string) => {
    const [w = '0', f = ''] = p.split('.')
    return BigInt(w) * 100n + BigInt(f.padEnd(2, '0').slice(0, 2))
  }
  const expected =
    cents(s.settlementPrice) > cents(s.buyPrice)
      ? 'win'
      : cents(s.settlementPrice) < cents(s.buyPrice)
        ? 'loss'
        : 'tie'
  expect(s.result).toBe(expected)
  expect(s.profit).toBe(expected === 'win' ? '800' : expected === 'loss' ? '-1000' : '0')
  await expect(row).toContainText(expected === 'win' ? '800' : expected === 'loss' ? '1,000' : '0')
  // Settlement complete, by name, in the records.
  await expect(row).toContainText(m('widget.secondOrdersTable.statusSettled'))
})
