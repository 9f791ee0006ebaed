// Every docs page of the static Storybook (`npm run build-storybook` leaves it in
// `storybook-static/`), opened as a designer opens it: none may show Storybook's error display,
// throw an uncaught error, or open a dialog over its own text and props table. The story tests
// (vitest) render each story alone, in story mode, so they cannot see a docs page break: a story
// whose args Storybook cannot send over its channel (a bigint) or whose overlay opens at once
// renders there, and breaks only here.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { types } from './hostServer'
import { namedStates, type Shown } from './named-states'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dir = path.join(root, 'storybook-static')
const indexFile = path.join(dir, 'index.json')
const built = existsSync(indexFile)

type IndexEntry = { id: string; title: string; name: string; type: 'docs' | 'story' }
const docsPages = built
  ? Object.values(
      (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> })
        .entries,
    ).filter((entry) => entry.type === 'docs')
  : []

/** `storybook-static/` on a free loopback port: files only, as any static host serves it. */
async function serveStatic(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname)
    let file = path.join(dir, pathname)
    if (!file.startsWith(dir)) return void res.writeHead(403).end()
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html')
    if (!existsSync(file)) return void res.writeHead(404).end()
    // Cached, so the pages after the first load only their own story files.
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'max-age=3600',
    })
    createReadStream(file).pipe(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

/**
 * One page for all the docs pages a worker opens, each opened by navigation: a fresh browser
 * context per page would load Storybook's 200-odd scripts anew each time.
 */
const test = base.extend<object, { docsPage: Page }>({
  docsPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext()
      await use(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
})

test.describe('Storybook docs pages', () => {
  let host: { server: Server; url: string } | undefined
  test.beforeAll(async () => {
    if (built) host = await serveStatic()
  })
  test.afterAll(async () => {
    await new Promise<void>((resolve) => (host ? host.server.close(() => resolve()) : resolve()))
  })

  test('the static Storybook is built and has docs pages', () => {
    expect(built, `${indexFile} (npm run build-storybook)`).toBe(true)
    expect(docsPages.length).toBeGreaterThan(0)
  })

  for (const entry of docsPages) {
    test(`${entry.title} opens without an error or an open overlay`, async ({ docsPage: page }) => {
      // The page before (a failed test's, say) is gone before this one's errors are counted.
      await page.goto('about:blank')
      const errors: string[] = []
      const onError = (error: Error) => errors.push(error.message)
      page.on('pageerror', onError)
      await page.goto(`${host?.url}/iframe.html?viewMode=docs&id=${entry.id}`)
      // The docs page has rendered, or Storybook has given up and shows its error display.
      await page.waitForFunction(
        () =>
          document.body.classList.contains('sb-show-errordisplay') ||
          document.querySelector('#storybook-docs .sbdocs-content') !== null,
      )
      // Its stories render after the page's text, each in turn: a story's box holds a loader
      // beside it until the story is in. A story of several root elements (a host page's) keeps
      // more, so the wait ends after a while rather than failing.
      await page.waitForLoadState('networkidle')
      await page
        .waitForFunction(
          () =>
            Array.from(document.querySelectorAll('#storybook-docs .sb-story')).every(
              (story) => story.childElementCount === 1,
            ),
          null,
          { timeout: 5_000 },
        )
        .catch(() => undefined)
      await page.waitForTimeout(300)

      const message = (await page.locator('#error-message').textContent())?.trim() ?? ''
      expect(
        await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay')),
        `Storybook's error display: ${message}`,
      ).toBe(false)
      await expect(page.locator('.sb-errordisplay')).toBeHidden()
      await expect(page.locator('#error-message')).toBeHidden()
      page.off('pageerror', onError)
      expect(errors, 'uncaught errors on the page').toEqual([])
      // An overlay open on a docs page covers the page's text and props table.
      const dialogs = page.locator('[role="dialog"]:visible, dialog[open]:visible')
      const open = await dialogs.evaluateAll((found) =>
        found.map((d) => d.getAttribute('aria-label') ?? d.textContent?.slice(0, 60) ?? ''),
      )
      expect(open, 'dialogs open over the docs page').toEqual([])

      // The examples the page names show their state here, not only alone (reached by a play
      // function, a state shows in the single-story view and never on the docs page).
      for (const example of namedStates.filter((state) => state.docs === entry.id)) {
        // A page may show a story twice (its first story at the top and again in the list).
        const block = page.locator(`#anchor--${example.story}`).filter({ visible: true }).first()
        await expect(block, `${example.story} is on the page`).toBeVisible()
        for (const shown of example.shows) {
          await expect(
            locate(block, shown),
            `${example.story} shows ${describeShown(shown)}`,
          ).toBeVisible()
        }
      }
    })
  }

  test('every named example is on a docs page of the build', () => {
    const ids = new Set(docsPages.map((entry) => entry.id))
    const missing = namedStates.filter((state) => !ids.has(state.docs)).map((state) => state.docs)
    expect(missing).toEqual([])
  })
})

function locate(block: Locator, shown: Shown): Locator {
  if ('text' in shown) return block.getByText(shown.text, { exact: false }).first()
  const { role, ...options } = shown
  return block.getByRole(role, { ...options, exact: true }).first()
}

function describeShown(shown: Shown): string {
  if ('text' in shown) return `the text "${shown.text}"`
  const { role, name, ...state } = shown
  const flags = Object.entries(state).map(([key, value]) => `${key}=${String(value)}`)
  return `a ${role}${name === undefined ? '' : ` named ${String(name)}`} ${flags.join(' ')}`.trim()
}
