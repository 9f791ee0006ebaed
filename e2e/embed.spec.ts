// What an embedder gets: the packed packages installed into three foreign host apps built by
// Vite, webpack and esbuild (`node scripts/examples/build.mjs` leaves them in
// `.examples/<name>/dist`), each served on its own port with `/api` proxied to the reference
// server, and driven like a user: a drawn, moving order book, a demo sign-in through the host's
// button, a resting limit buy shown in the current orders, no console or page error, and the
// host page's own styles and localStorage untouched.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { serveHost, type HostServer } from './hostServer'
import { expect, test } from './support'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DEMO = { username: 'demo@bourse.local', password: 'Demo1234' }

/**
 * The host's section of that name (the outer one: widgets that are regions themselves carry the
 * same name inside it).
 */
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true }).first()

/** The demo account holds the demo server's one-off USDT credit (given once, then `demo.credit.used`). */
async function demoFunds(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/oauth/token', { data: DEMO })
  const { data } = (await login.json()) as { data: { token: string } }
  const credit = await request.post('/api/app/spot/demoCredit', { headers: { ticket: data.token } })
  const { code } = (await credit.json()) as { code: string }
  expect(['success', 'demo.credit.used'], 'demo credit').toContain(code)
}

/**
 * How many pixel rows of a screenshot hold a colour other than its most common one (the
 * background), decoded by the browser in a page of its own: a canvas handed to a worker
 * (OffscreenCanvas) cannot be read back with `toDataURL`, but its screenshot shows what it drew.
 * Rows, not pixels: a border line at the canvas's edge is one or two rows, drawn book rows of text
 * and bars are many.
 */
async function inkIn(scratch: Page, png: Buffer): Promise<number> {
  return scratch.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    context.drawImage(bitmap, 0, 0)
    const { data, width } = context.getImageData(0, 0, bitmap.width, bitmap.height)
    const colour = (i: number) =>
      ((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0)
    const counts = new Map<number, number>()
    for (let i = 0; i < data.length; i += 4) counts.set(colour(i), (counts.get(colour(i)) ?? 0) + 1)
    const background = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0]
    let rows = 0
    for (let start = 0; start < data.length; start += width * 4) {
      for (let i = start; i < start + width * 4; i += 4) {
        if (colour(i) !== background) {
          rows++
          break
        }
      }
    }
    return rows
  }, png.toString('base64'))
}

/** The inked pixel rows of the order book's canvases, added up. */
async function bookInk(book: Locator, scratch: Page): Promise<number> {
  let ink = 0
  for (const canvas of await book.locator('canvas').all()) {
    const box = await canvas.boundingBox()
    if (!box || box.width < 1 || box.height < 1) continue
    ink += await inkIn(scratch, await canvas.screenshot())
  }
  return ink
}

/** What of the book reads as text: the last price and the rows' names (prices, amounts). */
async function bookText(book: Locator): Promise<string> {
  const last = await book.getByLabel('Last price').first().innerText()
  const rows = await book
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? '').join('|'))
  return `${last}|${rows}`
}

/** The host page's own look and storage, read at the end of the journey. */
async function hostState(page: Page) {
  return page.evaluate(() => {
    const body = getComputedStyle(document.body)
    const note = document.querySelector('p.host-note')
    const noteStyle = note && getComputedStyle(note)
    return {
      margin: body.margin,
      fontFamily: body.fontFamily,
      background: body.backgroundColor,
      note: note && {
        text: note.textContent,
        fontStyle: noteStyle?.fontStyle,
        color: noteStyle?.color,
        fontFamily: noteStyle?.fontFamily,
      },
      token: localStorage.getItem('token'),
    }
  })
}

const examples = ['vite', 'webpack', 'esbuild'] as const

for (const [index, name] of examples.entries()) {
  test.describe(`the ${name} host`, () => {
    const dist = path.join(root, '.examples', name, 'dist')
    let host: HostServer | undefined

    test.beforeAll(async () => {
      if (!existsSync(path.join(dist, 'index.html'))) {
        throw new Error(
          `.examples/${name}/dist is missing: build the examples first (node scripts/examples/build.mjs)`,
        )
      }
      const api = test.info().project.use.baseURL
      if (!api) throw new Error('the embedders project needs a baseURL (the reference server)')
      host = await serveHost(dist, api)
    })
    test.afterAll(async () => host?.close())

    test(`embeds the packed widgets: a live book, a sign-in, a resting order, and a host left as it was`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000)
      if (!host) throw new Error('no host server')
      await demoFunds(request)
      const errors: string[] = []
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`console: ${msg.text()} (${msg.location().url})`)
      })
      page.on('pageerror', (error) => errors.push(`page: ${error.message}`))
      const scratch = await page.context().newPage()

      await page.goto(`${host.url}/`)
      const book = region(page, 'Order book')
      await expect(book).toBeVisible({ timeout: 20_000 })
      for (const label of [
        'Depth chart',
        'Candles',
        'Markets',
        'Spot order',
        'Current orders',
        'Positions',
        'Identity photo',
        'Withdrawal addresses',
      ]) {
        await expect(region(page, label)).toBeVisible()
      }

      const lastPrice = book.getByLabel('Last price').first()
      await expect(lastPrice).toHaveText(/\d/, { timeout: 20_000 })
      // Once the book has data (its loading skeleton, drawn over the canvases, gone), its rows are
      // drawn on its canvases (in a worker where the browser can).
      await expect(book.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })
      await expect
        .configure({ soft: true })
        .poll(() => bookInk(book, scratch), {
          message: 'inked pixel rows on the book canvases',
          timeout: 20_000,
        })
        .toBeGreaterThan(40)

      // The simulated market trades every second or so: the book's text changes.
      const first = await bookText(book)
      await expect.poll(() => bookText(book), { timeout: 30_000 }).not.toBe(first)

      // Sign in through the host's own button; the token stays in the client's memory store.
      await page.getByRole('button', { name: 'Sign in with the demo account' }).click()
      await expect(
        page.getByRole('button', { name: 'Signed in as the demo account' }),
      ).toBeVisible()
      for (const [label, placeholder] of [
        ['Identity photo', 'Sign in to upload a photo.'],
        ['Withdrawal addresses', 'Sign in to manage addresses.'],
      ] as const) {
        await expect(region(page, label).getByText(placeholder)).toBeHidden()
      }

      // A limit buy at about half the market rests in the book (a price this far from the market
      // asks for a confirmation), and shows in the current orders.
      const last = Number((await lastPrice.innerText()).replace(/[^\d.]/g, ''))
      const price = Math.floor(last / 2) - index
      const form = region(page, 'Spot order')
      await form.getByRole('tab', { name: 'Buy' }).click()
      await form.getByRole('tab', { name: 'Limit' }).click()
      await form.getByRole('textbox', { name: 'Price' }).fill(String(price))
      await form.getByRole('textbox', { name: 'Quantity' }).fill('0.001')
      await form.getByRole('button', { name: 'Buy BTC' }).click()
      const confirm = page.getByRole('dialog', { name: 'Price far from the market' })
      await confirm.getByRole('button', { name: 'Place order' }).click()
      await expect(form.getByText('Order placed.')).toBeVisible()
      const shown = price.toLocaleString('en-US', { minimumFractionDigits: 2 })
      const orders = region(page, 'Current orders')
      await expect(orders.getByRole('row').filter({ hasText: shown })).toHaveCount(1)

      // A good guest: no error, the host's styles and its own token as they were.
      const state = await hostState(page)
      expect.soft(errors, 'console and page errors').toEqual([])
      expect
        .soft(
          { margin: state.margin, font: state.fontFamily, background: state.background },
          'the host body styles',
        )
        .toEqual({ margin: '24px', font: 'Georgia, serif', background: 'rgb(253, 246, 227)' })
      expect.soft(state.note, 'the host paragraph').toEqual({
        text: 'This page belongs to the host; the widgets below are embedded guests.',
        fontStyle: 'italic',
        color: 'rgb(88, 110, 117)',
        fontFamily: 'Georgia, serif',
      })
      expect(state.token, "the host's own localStorage token").toBe('host-own-token')
      await scratch.close()
    })
  })
}

// A host whose Content-Security-Policy refuses workers: the book cannot hand its canvases to its
// drawing worker, and draws them on the main thread instead of staying blank (ADR 0019).
test.describe('a host whose CSP refuses workers', () => {
  const dist = path.join(root, '.examples', 'vite', 'dist')
  let host: HostServer | undefined

  test.beforeAll(async () => {
    if (!existsSync(path.join(dist, 'index.html'))) {
      throw new Error('.examples/vite/dist is missing: build the examples first')
    }
    const api = test.info().project.use.baseURL
    if (!api) throw new Error('the embedders project needs a baseURL (the reference server)')
    host = await serveHost(dist, api, {
      'content-security-policy':
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob:; connect-src 'self' ws: wss:; worker-src 'none'",
    })
  })
  test.afterAll(async () => host?.close())

  test('still shows a drawn, live order book', async ({ page }) => {
    if (!host) throw new Error('no host server')
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    const scratch = await page.context().newPage()
    // The policy is in force: the page reports the refused worker (recorded from the start).
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { refusedDirectives: seen })
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(event.effectiveDirective),
      )
    })
    await page.goto(`${host.url}/`)
    const book = region(page, 'Order book')
    await expect(book.getByLabel('Last price').first()).toHaveText(/\d/, { timeout: 20_000 })
    await expect(book.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { refusedDirectives: string[] }).refusedDirectives,
        ),
      )
      .toContain('worker-src')
    await expect
      .poll(() => bookInk(book, scratch), {
        message: 'inked pixel rows on the book canvases, drawn on the main thread',
        timeout: 20_000,
      })
      .toBeGreaterThan(40)
    const first = await bookText(book)
    await expect.poll(() => bookText(book), { timeout: 30_000 }).not.toBe(first)
    expect(pageErrors, 'page errors').toEqual([])
    await scratch.close()
  })
})
