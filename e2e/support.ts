import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

type Messages = { [key: string]: string | Messages }

/** A translated string of the site, read from the app's own locale files. */
export function message(lang: string, key: string): string {
  const file = path.join(root, 'packages/app/src/i18n/locales', `${lang}.json`)
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Messages
  // Keys are flat (`feature.area.phrase`); nested files are read too.
  let node: string | Messages | undefined = messages[key]
  if (node === undefined) {
    node = messages
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  }
  if (typeof node !== 'string') throw new Error(`no message ${lang}:${key}`)
  return node
}

/** A fresh e-mail address for a new account. */
export function uniqueEmail(prefix = 'trader'): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`
}

/** The latest verification code the server sent to `to` (demo-mode outbox). */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => {
      const res = await request.get(`/api/app/dev/outbox?to=${encodeURIComponent(to)}`)
      const body = (await res.json()) as { data: { code?: string }[] }
      code = body.data[0]?.code
      return code
    })
    .toMatch(/^\d{6}$/)
  return code as string
}

export const E2E_PASSWORD = 'Sturdy-pass-42'

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
