import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, type APIRequestContext } from '@playwright/test'

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
