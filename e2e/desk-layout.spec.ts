// The trading desks fit one laptop screen (ADR 0027): at 1366×768 and 1440×900, signed in as the
// demo user with an open order (spot) and an open position (futures), the order form's submit
// button and the first row of the user's orders are on screen without scrolling, in English and
// in Spanish (the longest of the 9 languages in the desk's texts); a panel resized with the
// keyboard keeps its size after a reload and "Reset layout" puts it back; narrower than 1280 px
// the order form comes before the chart.
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, m, test } from './support'

const SPOT = '/currencyTransaction?symbol=BTCUSDT'
const FUTURES = '/contractTransaction?symbol=BTCUSDT'
const LANGUAGES = ['en', 'ep'] as const
const SCREENS = [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
] as const

type Lang = (typeof LANGUAGES)[number]

async function demoTicket(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/oauth/token', {
    data: { username: 'demo@bourse.local', password: 'Demo1234' },
  })
  const body = (await res.json()) as { code: string; data: { token: string } }
  expect(body.code, 'demo sign-in').toBe('success')
  return body.data.token
}

async function post(request: APIRequestContext, ticket: string, url: string, data: unknown) {
  const res = await request.post(`/api${url}`, { headers: { ticket }, data })
  return (await res.json()) as { code: string; data: unknown }
}

async function lastPriceCents(request: APIRequestContext): Promise<bigint> {
  const res = await request.get('/api/app/market/depth?symbol=BTCUSDT&limit=20')
  const { bids } = ((await res.json()) as { data: { bids: string[][] } }).data
  const [whole = '0', frac = ''] = (bids[0]?.[0] ?? '0').split('.')
  return BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0').slice(0, 2))
}

/**
 * The demo user's open spot limit buy at half the market (it never fills) and an open futures
 * long, placed through the API; demo funds first (refused if already given, which is fine).
 */
async function openOrderAndPosition(request: APIRequestContext, ticket: string) {
  await post(request, ticket, '/app/spot/demoCredit', {})
  const half = (await lastPriceCents(request)) / 2n
  const price = `${half / 100n}.${(half % 100n).toString().padStart(2, '0')}`
  const spot = await post(request, ticket, '/app/spot/order/place', {
    clientOrderId: `desk-${Date.now()}`,
    symbol: 'BTCUSDT',
    side: 'buy',
    type: 'limit',
    price,
    quantity: '0.001',
  })
  expect(spot.code, 'far limit buy').toBe('success')
  const moved = await post(request, ticket, '/app/account/transfer', {
    clientTransferId: `desk-${Date.now()}`,
    from: 'spot',
    to: 'contract',
    asset: 'USDT',
    amount: '200',
  })
  expect(moved.code, 'transfer to contract').toBe('success')
  const long = await post(request, ticket, '/app/futures/order/place', {
    clientOrderId: `desk-${Date.now()}`,
    symbol: 'BTCUSDT',
    side: 'long',
    type: 'market',
    lots: 1,
    leverage: 10,
  })
  expect(long.code, 'futures long').toBe('success')
}

async function signedIn(
  page: Page,
  ticket: string,
  lang: Lang,
  size: { width: number; height: number },
) {
  await page.setViewportSize(size)
  await page.goto('/')
  await page.evaluate(
    ([t, l]) => {
      localStorage.setItem('bourse:ticket', t)
      localStorage.setItem('bourse:lang', l)
    },
    [ticket, lang] as const,
  )
}

/** The element is wholly inside the viewport, and the page was not scrolled to get there. */
async function onScreen(page: Page, target: Locator, what: string) {
  await expect(target, what).toBeVisible(LOADED)
  const box = await target.boundingBox()
  const view = page.viewportSize()
  expect(box, what).not.toBeNull()
  expect(view).not.toBeNull()
  if (!box || !view) return
  expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(0)
  expect(box.x, `${what}: left`).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height, `${what}: bottom`).toBeLessThanOrEqual(view.height)
  expect(box.x + box.width, `${what}: right`).toBeLessThanOrEqual(view.width)
  expect(await page.evaluate(() => window.scrollY), `${what}: page scrolled`).toBe(0)
}

const orders = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: m('trade.orders', {}, lang) })

// The desk's panels arrive in chunks of their own and live data: slow on a loaded machine.
test.describe.configure({ timeout: 180_000 })
const LOADED = { timeout: 45_000 }

let ticket = ''
test.beforeAll(async ({ request }) => {
  ticket = await demoTicket(request)
  await openOrderAndPosition(request, ticket)
})

for (const size of SCREENS) {
  for (const lang of LANGUAGES) {
    test(`at ${size.width}×${size.height} in ${lang} both desks show the submit button and the first open order without scrolling`, async ({
      page,
    }, testInfo) => {
      await signedIn(page, ticket, lang, size)

      await page.goto(SPOT)
      const spotForm = page.getByRole('region', { name: m('widget.spotOrderForm.title', {}, lang) })
      const buy = spotForm.getByRole('button', {
        name: m('widget.spotOrderForm.submitBuy', { base: 'BTC' }, lang),
      })
      const spotRow = orders(page, lang).getByRole('row').nth(1)
      await expect(spotRow).toContainText('BTC', LOADED)
      await onScreen(page, buy, 'spot submit')
      // A wide table scrolls sideways inside its panel: the row's first cells are what shows.
      await onScreen(page, spotRow.getByRole('cell').first(), 'first open spot order')
      await page.screenshot({ path: testInfo.outputPath(`spot-${lang}.png`) })

      await page.goto(FUTURES)
      const futuresForm = page.getByRole('region', {
        name: m('widget.futuresOrderForm.title', {}, lang),
      })
      const open = futuresForm.getByRole('button', {
        name: m('widget.futuresOrderForm.submitLong', {}, lang),
      })
      const positions = orders(page, lang).getByRole('table', {
        name: m('widget.positionTable.title', {}, lang),
      })
      const position = positions.getByRole('row').filter({ hasText: 'BTC' }).first()
      await onScreen(page, open, 'futures submit')
      await onScreen(page, position.getByRole('cell').first(), 'first open position')
      await page.screenshot({ path: testInfo.outputPath(`futures-${lang}.png`) })
    })
  }
}

test('a panel resized with the keyboard keeps its size after a reload, until "Reset layout"', async ({
  page,
}) => {
  await signedIn(page, ticket, 'en', SCREENS[0])
  await page.goto(SPOT)
  const chart = page.getByRole('region', { name: m('widget.candles.title') }).first()
  const separator = page.getByRole('separator', {
    name: m('trade.desk.resize', {
      first: m('widget.candles.title'),
      second: m('trade.orders'),
    }),
  })
  await expect(separator).toBeVisible(LOADED)
  const before = (await chart.boundingBox())?.height ?? 0
  await separator.focus()
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown')
  await expect
    .poll(async () => (await chart.boundingBox())?.height ?? 0)
    .toBeGreaterThan(before + 40)
  const resized = (await chart.boundingBox())?.height ?? 0

  await page.reload()
  await expect(separator).toBeVisible(LOADED)
  await expect
    .poll(async () => Math.round((await chart.boundingBox())?.height ?? 0))
    .toBeGreaterThan(resized - 3)
  expect(Math.round((await chart.boundingBox())?.height ?? 0)).toBeLessThan(resized + 3)

  await page.getByRole('button', { name: m('trade.desk.reset') }).click()
  await expect
    .poll(async () => Math.round((await chart.boundingBox())?.height ?? 0))
    .toBeLessThan(before + 3)
  expect(Math.round((await chart.boundingBox())?.height ?? 0)).toBeGreaterThan(before - 3)
  await page.reload()
  await expect(separator).toBeVisible(LOADED)
  expect(Math.abs(((await chart.boundingBox())?.height ?? 0) - before)).toBeLessThan(3)
})

test('narrower than 1280 px the order form comes before the chart', async ({ page }) => {
  await signedIn(page, ticket, 'en', { width: 1200, height: 800 })
  for (const [path, form] of [
    [SPOT, 'widget.spotOrderForm.title'],
    [FUTURES, 'widget.futuresOrderForm.title'],
  ] as const) {
    await page.goto(path)
    const formArea = page.getByRole('region', { name: m(form) })
    const chartArea = page.getByRole('region', { name: m('widget.candles.title') }).first()
    await expect(formArea).toBeVisible(LOADED)
    await expect(chartArea).toBeVisible()
    const formBox = await formArea.boundingBox()
    const chartBox = await chartArea.boundingBox()
    expect(formBox && chartBox && formBox.y < chartBox.y, `${path}: form above chart`).toBe(true)
    await expect(page.getByRole('separator')).toHaveCount(0)
  }
})
