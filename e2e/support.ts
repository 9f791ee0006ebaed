import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  test as base,
  expect,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from '@playwright/test'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

type Messages = Record<string, string>

/**
 * Playwright's `test`, whose every page also fails the test when the site reads a text that is
 * not loaded (a key of a locale bundle used before its lazy module loaded it).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const missing: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'error' && msg.text().startsWith('i18n: no text')) missing.push(msg.text())
    })
    await use(page)
    expect(missing, 'texts read before they were loaded').toEqual([])
  },
})
export { expect }

/** The product's language codes and the BCP-47 tags the widgets' locale folders are named by. */
const widgetTags: Record<string, string> = {
  zh: 'zh-CN',
  en: 'en',
  tc: 'zh-TW',
  jp: 'ja',
  ti: 'th',
  kr: 'ko',
  ep: 'es',
  il: 'it',
  pt: 'pt',
}

/**
 * A translated string of the site: the app's own locale files (core and bundles), or for a
 * `widget.` key the widgets' locale parts, which the site loads under that prefix (ADR 0021).
 */
export function message(lang: string, key: string): string {
  const widget = key.startsWith('widget.')
  const dir = widget
    ? path.join(root, 'packages/exchange-widgets/src/locales', widgetTags[lang] ?? lang)
    : path.join(root, 'packages/app/src/i18n/locales')
  const files = widget
    ? ['core.json', 'desk.json', 'account.json']
    : [`${lang}.json`, ...['account', 'content', 'desk', 'errors'].map((b) => `${b}/${lang}.json`)]
  const wanted = widget ? key.slice('widget.'.length) : key
  for (const file of files) {
    const full = path.join(dir, file)
    if (!existsSync(full)) continue
    const messages = JSON.parse(readFileSync(full, 'utf8')) as Messages
    const value = messages[wanted]
    if (typeof value === 'string') return value
  }
  throw new Error(`no message ${lang}:${key}`)
}

/** A fresh e-mail address for a new account. */
export function uniqueEmail(prefix = 'trader'): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`
}

/**
 * The demo's dev operations (outbox, clock, market steering) answer only a signed-in user: the
 * demo account's ticket, signed in once per worker and again when its session has ended (the
 * time-travel journeys move the clock past it).
 */
let demoTicket: Promise<string> | undefined
function devTicket(request: APIRequestContext): Promise<string> {
  demoTicket ??= request
    .post('/api/oauth/token', { data: { username: 'demo@bourse.local', password: 'Demo1234' } })
    .then(async (res) => {
      const body = (await res.json()) as { code: string; data: { token: string } }
      expect(body.code, 'demo sign-in').toBe('success')
      return body.data.token
    })
  return demoTicket
}

/** Calls a dev operation (`/api/app/dev/...`) with the demo account's ticket. */
export async function devCall(
  request: APIRequestContext,
  path: string,
  data?: unknown,
): Promise<APIResponse> {
  const send = async () => {
    const headers = { ticket: await devTicket(request) }
    return data === undefined
      ? request.get(`/api/app/dev/${path}`, { headers })
      : request.post(`/api/app/dev/${path}`, { headers, data })
  }
  const res = await send()
  if (res.status() !== 401) return res
  demoTicket = undefined
  return send()
}

/** The latest verification code the server sent to `to` (demo-mode outbox). */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => {
      const res = await devCall(request, `outbox?to=${encodeURIComponent(to)}`)
      const body = (await res.json()) as { data: { code?: string }[] }
      code = body.data[0]?.code
      return code
    })
    .toMatch(/^\d{6}$/)
  return code as string
}

/** Every code sent to `to` so far, newest first (demo-mode outbox). */
export async function sentCodes(request: APIRequestContext, to: string): Promise<string[]> {
  const res = await devCall(request, `outbox?to=${encodeURIComponent(to)}`)
  const body = (await res.json()) as { data: { code?: string }[] }
  return body.data.map((mail) => mail.code ?? '')
}

/**
 * Passes the step-up dialog a security change opened: the login password, then a fresh code
 * sent to `codeTo` (the contact already on the account) or the authenticator's code given.
 */
export async function passStepUp(
  page: Page,
  request: APIRequestContext,
  factor: { codeTo: string } | { authenticator: string },
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: m('security.stepUp.title') })
  await dialog.getByLabel(m('security.stepUp.password')).fill(E2E_PASSWORD)
  if ('codeTo' in factor) {
    const before = (await sentCodes(request, factor.codeTo)).length
    // A code sent to that address within the last minute (signing up, binding) makes the server
    // answer "too frequent" with the countdown: send again once the button is back.
    const send = dialog.getByRole('button', { name: m('auth.code.send') })
    await expect(async () => {
      if (await send.isVisible()) await send.click()
      expect((await sentCodes(request, factor.codeTo)).length).toBe(before + 1)
    }).toPass({ intervals: [1_000, 2_000, 5_000], timeout: 80_000 })
    const [code] = await sentCodes(request, factor.codeTo)
    await dialog.getByLabel(m('auth.field.code')).fill(code ?? '')
  } else await dialog.getByLabel(m('security.totp.code')).fill(factor.authenticator)
  await dialog.getByRole('button', { name: m('security.stepUp.submit') }).click()
  await expect(dialog).toBeHidden()
}

export const E2E_PASSWORD = 'Sturdy-pass-42'

/** A message of the demo outbox. */
export interface OutboxMessage {
  id: number
  subject: string | null
  body: string
  code?: string
}

/** What the server sent to `to`, newest first (demo-mode outbox). */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const res = await devCall(request, `outbox?to=${encodeURIComponent(to)}`)
  return ((await res.json()) as { data: OutboxMessage[] }).data
}

/** The newest message to `to` whose subject matches, once it is there. */
export async function mailAbout(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined
  await expect
    .poll(async () => {
      found = (await outbox(request, to)).find((row) => subject.test(row.subject ?? ''))
      return found !== undefined
    })
    .toBe(true)
  return found as OutboxMessage
}

/** Moves the demo server's clock forward by `ms` (time-travel journeys only). */
export async function advanceClock(request: APIRequestContext, ms: number): Promise<void> {
  const res = await devCall(request, 'clock/advance', { ms })
  expect(res.ok(), await res.text()).toBe(true)
}

/**
 * A step-up token (docs/adr/0026) for a user with no second factor bound: the login password and
 * a code mailed to the account's own address. One code a minute per address: `nextCode` says how
 * to get past the previous one — `wait` for it (journeys that must not move the clock) or
 * `advance` the demo clock a minute (the time-travel journeys).
 */
export async function stepUpByCode(
  request: APIRequestContext,
  ticket: string,
  email: string,
  nextCode: 'wait' | 'advance',
): Promise<string> {
  const headers = { ticket }
  const start = await request.post('/api/app/security/stepUp/start', { headers, data: {} })
  expect(((await start.json()) as { data: { factor: string } }).data.factor).toBe('code')
  const before = (await outbox(request, email))[0]?.id ?? 0
  const send = async () =>
    (
      (await (
        await request.post('/api/app/security/stepUp/sendCode', { headers, data: {} })
      ).json()) as { code: string }
    ).code
  if (nextCode === 'advance') {
    await advanceClock(request, 61_000)
    expect(await send()).toBe('success')
  } else {
    await expect.poll(send, { timeout: 75_000, intervals: [5_000] }).toBe('success')
  }
  let verifyCode = ''
  await expect
    .poll(async () => {
      verifyCode = (await outbox(request, email)).find((row) => row.id > before)?.code ?? ''
      return verifyCode
    })
    .toMatch(/^\d{6}$/)
  const proved = await request.post('/api/app/security/stepUp', {
    headers,
    data: { password: E2E_PASSWORD, verifyCode },
  })
  expect(proved.ok(), await proved.text()).toBe(true)
  return ((await proved.json()) as { data: { stepUpToken: string } }).data.stepUpToken
}

/** A new account registered through the API (code from the demo outbox); returns its e-mail. */
export async function registerByApi(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail()
  const sent = await request.post('/api/app/account/sendCode', {
    data: { accountType: 'email', account: email, purpose: 'register' },
  })
  expect(sent.ok()).toBe(true)
  const verifyCode = await latestCode(request, email)
  const registered = await request.post('/api/app/account/register', {
    data: {
      accountType: 'email',
      account: email,
      password: E2E_PASSWORD,
      confirmPassword: E2E_PASSWORD,
      verifyCode,
      agreement: true,
    },
  })
  expect(registered.ok()).toBe(true)
  return email
}

/** Signs in through the login page, as a user would, and waits for the header to say so. */
export async function signIn(page: Page, email: string, redirect = '/'): Promise<void> {
  await page.goto(`/login?statusType=0&redirect=${encodeURIComponent(redirect)}`)
  await page.getByLabel(message('en', 'auth.field.account')).fill(email)
  await page.getByLabel(message('en', 'auth.field.password'), { exact: true }).fill(E2E_PASSWORD)
  await page
    .getByRole('main')
    .getByRole('button', { name: message('en', 'auth.login.submit') })
    .click()
  await expect(page.getByTestId('user-menu')).toBeVisible()
}

/**
 * Runs an operator command of the admin CLI (`withdrawal:reject 7 reason`) on the e2e server's
 * data directory, as an operator would on the server's machine; returns what it printed.
 */
export function admin(...args: string[]): string {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)')
  return execFileSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['--conditions=source', 'packages/server/src/cli/admin.ts', ...args],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8', timeout: 30_000 },
  )
}

/** A text of the site (English unless `lang`), with `{name}` / `{{name}}` placeholders filled in. */
export function m(key: string, values: Record<string, string> = {}, lang = 'en'): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, value).replaceAll(`{${name}}`, value),
    message(lang, key),
  )
}

/** The signed-in page's session ticket, for API calls made on its user's behalf. */
export const ticketOf = (page: Page): Promise<string> =>
  page.evaluate(() => localStorage.getItem('bourse:ticket') ?? '')

/**
 * Calls the server as the page's signed-in user: a POST with `data`, a GET without; fails the
 * test on an error answer; returns the answer's `data`.
 */
export async function api<T>(
  page: Page,
  request: APIRequestContext,
  url: string,
  data?: unknown,
): Promise<T> {
  const headers = { ticket: await ticketOf(page) }
  const res = data
    ? await request.post(`/api${url}`, { headers, data })
    : await request.get(`/api${url}`, { headers })
  expect(res.ok(), `${url}: ${await res.text()}`).toBe(true)
  return ((await res.json()) as { data: T }).data
}

/** `123.45000000` → `123.45`. */
export const plain = (value: string): string =>
  value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '')

/** What the user has available of `asset` in `account` (spot, contract, financial), as `plain`. */
export async function available(
  page: Page,
  request: APIRequestContext,
  account: string,
  asset = 'USDT',
): Promise<string> {
  type Balance = { asset: string; available: string }
  const rows = await api<Balance[]>(page, request, `/app/account/balances?account=${account}`)
  return plain(rows.find((b) => b.asset === asset)?.available ?? '0')
}

/** A demo deposit of USDT through the API, waited for until credited to spot. */
export async function funded(
  page: Page,
  request: APIRequestContext,
  amount: string,
): Promise<void> {
  await api(page, request, '/app/dev/chain/send', { coin: 'USDT', chain: 'TRC20', amount })
  await expect.poll(() => available(page, request, 'spot'), { timeout: 20_000 }).toBe(amount)
}
