// The Content-Security-Policy against the built site: every route of the site, signed out and
// signed in as the demo account, loads under the server's policy without a single violation
// (listened for on the document, and as console errors), and the policy really is in force.
import type { APIRequestContext, Page } from '@playwright/test'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { paths } from '../packages/app/src/router/paths'
import { expect, m, registerByApi, signIn, test } from './support'

const HEIC_PHOTO = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../packages/exchange-widgets/src/shared/kycPhoto/__fixtures__/phone-4032x3024.heic',
)

type Violation = { directive: string; blocked: string; source: string; sample: string }

declare global {
  interface Window {
    __cspViolations?: Violation[]
  }
}

/** Records every violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      })
    })
  })
  const consoleErrors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Refused to/i.test(msg.text()))
      consoleErrors.push(msg.text())
  })
  return consoleErrors
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? [])

/** An article id of each kind, so the detail pages show an article rather than "not found". */
async function articleIds(request: APIRequestContext): Promise<Record<string, string>> {
  const ids: Record<string, string> = {}
  for (const kind of ['notice', 'help', 'information']) {
    const res = await request.get(
      `/api/app/content/list?kind=${kind}&lang=en&pageIndex=1&pageSize=10`,
    )
    const body = (await res.json()) as { data: { list: { id: number | string }[] } | null }
    const first = body.data?.list[0]
    if (first) ids[kind] = String(first.id)
  }
  return ids
}

/** Every route of the site's table (packages/app/src/router/paths.ts), with the ids detail pages take. */
function routes(ids: Record<string, string>): string[] {
  const query: Partial<Record<string, string>> = {
    [paths.detail]: ids.notice,
    [paths.helpDetail]: ids.help,
    [paths.informationOne]: ids.information,
    [paths.informationTwo]: ids.information,
  }
  return [
    ...Object.values(paths).map((path) => (query[path] ? `${path}?id=${query[path]}` : path)),
    '/no-such-page',
  ]
}

/** Loads `route` and lets its lazy chunks, data and panels arrive. */
async function visit(page: Page, route: string): Promise<void> {
  const response = await page.goto(route)
  expect(response?.status(), route).toBe(200)
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy, route).toContain("frame-ancestors 'none'")
  expect(policy, route).not.toContain("'unsafe-eval'")
  await expect(page.getByRole('main')).toBeVisible()
  // Live pages keep a socket open and poll, so network idle may never come; it is a best effort.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
}

test.describe('content security policy', () => {
  test('every route loads without a violation, signed out and then signed in', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    const consoleErrors = await watchViolations(page)
    const all = routes(await articleIds(request))

    for (const route of all) {
      await visit(page, route)
      expect(await violations(page), `signed out: ${route}`).toEqual([])
    }

    await page.goto('/login?statusType=0')
    await page.getByLabel(m('auth.field.account')).fill('demo@bourse.local')
    await page.getByLabel(m('auth.field.password'), { exact: true }).fill('Demo1234')
    await page
      .getByRole('main')
      .getByRole('button', { name: m('auth.login.submit') })
      .click()
    await expect(page.getByTestId('user-menu')).toBeVisible()

    for (const route of all.filter(
      (r) => !r.startsWith(paths.login) && !r.startsWith(paths.register),
    )) {
      await visit(page, route)
      expect(await violations(page), `signed in: ${route}`).toEqual([])
    }
    expect(consoleErrors).toEqual([])
  })

  test('the policy is in force: no inline handler, no foreign script', async ({ page }) => {
    await watchViolations(page)
    await page.goto('/')
    await expect(page.getByRole('main')).toBeVisible()
    // Playwright's own evaluation is exempt from the policy; what it adds to the page is not.
    const ran = await page.evaluate(async () => {
      const button = document.createElement('button')
      button.setAttribute('onclick', 'window.__inlineRan = true')
      document.body.append(button)
      button.click()
      button.remove()
      const script = document.createElement('script')
      script.src = 'https://cdn.example.com/x.js'
      document.head.append(script)
      await new Promise((resolve) => setTimeout(resolve, 200))
      return 'inlineRan' in window || '__inlineRan' in window
    })
    expect(ran).toBe(false)
    const seen = (await violations(page)).map((v) => `${v.directive} ${v.blocked}`)
    expect(seen).toEqual(['script-src-attr inline', 'script-src-elem https://cdn.example.com/x.js'])
  })

  test('a HEIC photo is decoded by the WebAssembly worker under the policy', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const consoleErrors = await watchViolations(page)
    await signIn(page, await registerByApi(request), paths.accountSet)
    const form = page.getByRole('form', { name: m('security.kyc.form') })
    await form.getByRole('radio', { name: m('security.kyc.cert.passport') }).check()
    await form
      .getByLabel(m('widget.kycUploader.fileInput', { label: m('security.kyc.photo.front') }))
      .setInputFiles(HEIC_PHOTO)
    // Chromium cannot decode HEIC itself: only the worker's libheif (WebAssembly) gets here.
    await expect(form.getByText(m('widget.kycUploader.uploaded'))).toHaveCount(1, {
      timeout: 90_000,
    })
    expect(await violations(page)).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})
