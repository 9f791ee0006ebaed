import type { Page, WebSocketRoute } from '@playwright/test'
import { expect, message, test } from './support'

/** The text of the first row of a list/table region that mentions `base`. */
async function priceOf(page: Page, base: string): Promise<string> {
  const row = page
    .getByRole('main')
    .getByRole('row')
    .filter({ hasText: `${base}/USDT` })
    .first()
  return (await row.innerText()).replace(/\s+/g, ' ')
}

test('visitors see live, moving prices on the quotes page and can open a market', async ({
  page,
}) => {
  await page.goto('/quotation')
  const first = await priceOf(page, 'BTC')
  expect(first).toMatch(/\d/)
  // The simulator trades every second or so: the row changes without a reload.
  await expect.poll(() => priceOf(page, 'BTC'), { timeout: 30_000 }).not.toBe(first)
  await page.getByRole('main').getByRole('row').filter({ hasText: 'ETH/USDT' }).first().click()
  await expect(page).toHaveURL(/\/currencyTransaction\?symbol=ETHUSDT/)
})

test('the spot desk shows a live book, candles, the depth chart as their second view, and trades', async ({
  page,
}) => {
  await page.goto('/currencyTransaction?symbol=BTCUSDT')
  const book = page.locator('section[aria-label="Order book"]').first()
  await expect(book).toBeVisible()
  await expect.poll(() => book.getByRole('button').count(), { timeout: 20_000 }).toBeGreaterThan(20)
  await expect(page.locator('canvas').first()).toBeVisible()
  // Depth is the chart panel's second view (ADR 0027).
  await page.getByRole('tab', { name: message('en', 'widget.depth.title') }).click()
  await expect(page.getByRole('img', { name: /bid/i }).first()).toBeVisible()
  await expect
    .poll(() => page.getByRole('table').last().getByRole('row').count(), { timeout: 20_000 })
    .toBeGreaterThan(3)
})

test('a lost connection shows reconnecting, then stale, and the widgets recover by themselves', async ({
  page,
}) => {
  let blocked = false
  const open = new Set<WebSocketRoute>()
  await page.routeWebSocket(/\/api\/ws/, (ws) => {
    if (blocked) {
      ws.close()
      return
    }
    ws.connectToServer()
    open.add(ws)
  })
  await page.goto('/currencyTransaction?symbol=BTCUSDT')
  const book = page.locator('section[aria-label="Order book"]').first()
  await expect.poll(() => book.getByRole('button').count(), { timeout: 20_000 }).toBeGreaterThan(20)

  // Cut the line, and refuse reconnects for a while.
  blocked = true
  for (const ws of open) await ws.close()
  open.clear()
  await expect(book.getByText(message('en', 'widget.reconnecting'))).toBeVisible({
    timeout: 10_000,
  })
  await expect(book.getByText(message('en', 'widget.stale'), { exact: false })).toBeVisible({
    timeout: 15_000,
  })

  // Server reachable again: the stream reconnects with backoff and the book is live again.
  blocked = false
  await expect(book.getByText(message('en', 'widget.reconnecting'))).toBeHidden({ timeout: 30_000 })
  await expect(book.getByText(message('en', 'widget.stale'), { exact: false })).toBeHidden({
    timeout: 15_000,
  })
  await expect.poll(() => book.getByRole('button').count()).toBeGreaterThan(20)
})
