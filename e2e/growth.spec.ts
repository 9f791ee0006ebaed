// Content, feedback, invitation and the message centre in the browser against the real server:
// an announcement read in Thai (server content, sanitised); feedback with a screenshot that the
// operator answers through the admin CLI; the invitation poster downloaded as a PNG and a friend
// registering with the link's code; the deposit message with the header's unread badge.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gradientPng } from './images'
import {
  admin,
  api,
  E2E_PASSWORD,
  expect,
  latestCode,
  m,
  registerByApi,
  signIn,
  test,
  uniqueEmail,
} from './support'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

type Seed = { key: string; kind: string; title: string; summary: string; bodyHtml: string }
const seed = (lang: string) =>
  JSON.parse(
    readFileSync(path.join(root, `packages/server/src/modules/content/seed/${lang}.json`), 'utf8'),
  ) as Seed[]

test('a visitor reads an announcement in Thai', async ({ page }) => {
  const pinned = seed('ti').find((a) => a.key === 'notice-earn-open')
  if (!pinned) throw new Error('no pinned notice in the Thai seed')
  await page.goto('/')
  await page.evaluate(() => localStorage.setItem('bourse:lang', 'ti'))
  await page.goto('/noticeList')
  await expect(page.locator('html')).toHaveAttribute('lang', 'th')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    m('articles.notices.title', {}, 'ti'),
  )
  await page.getByRole('link', { name: pinned.title }).click()
  await expect(page).toHaveURL(/\/detail\?id=\d+/)
  await expect(page.getByRole('heading', { name: pinned.title })).toBeVisible()
  // The body is the server's Thai HTML: its first paragraph, as text.
  const firstParagraph = /<p>(.*?)<\/p>/.exec(pinned.bodyHtml)?.[1]?.replace(/<[^>]+>/g, '') ?? ''
  expect(firstParagraph.length).toBeGreaterThan(10)
  await expect(page.getByRole('main')).toContainText(firstParagraph.slice(0, 40))
  // No English fallback note: the article exists in Thai.
  await expect(page.getByText(m('articles.fallback', {}, 'ti'))).toHaveCount(0)
})

test("feedback with a screenshot; the operator's reply reaches the list and the message centre", async ({
  page,
  request,
}) => {
  const email = await registerByApi(request)
  await signIn(page, email, '/feedback')
  const form = page.getByRole('form', { name: m('feedback.form') })
  await form
    .getByLabel(m('feedback.category'))
    .selectOption({ label: m('feedback.category.deposit') })
  // Too short: refused in the form, nothing sent.
  await form.getByLabel(m('feedback.content')).fill('Too short')
  await form.getByRole('button', { name: m('feedback.submit') }).click()
  await expect(form.getByRole('alert')).toHaveText(m('errors.feedback.content.invalid'))

  const text = 'My USDT deposit on TRC-20 took longer than the page said it would.'
  await form.getByLabel(m('feedback.content')).fill(text)
  await form
    .getByLabel(m('widget.kycUploader.fileInput', { label: m('feedback.photo') }))
    .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: gradientPng(640, 400) })
  await expect(form.getByRole('img')).toBeVisible()
  await form.getByRole('button', { name: m('feedback.submit') }).click()
  await expect(page.getByText(m('feedback.sent'))).toBeVisible()

  const mine = page.getByRole('region', { name: m('feedback.mine.title') })
  const row = mine.getByRole('row').filter({ hasText: text })
  await expect(row).toContainText(m('feedback.status.open'))
  // The screenshot is read back from the server by its owner and shown small.
  const shot = row.getByRole('img', { name: m('feedback.table.screenshot') })
  await expect(shot).toBeVisible()
  expect(await shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640)
  const [sent] = (
    await api<{ list: { id: string; photoId?: string }[] }>(page, request, '/app/feedback/list', {
      pageIndex: 1,
      pageSize: 5,
    })
  ).list
  expect(sent?.photoId).toMatch(/^[a-f0-9]{32}$/)

  // The operator answers through the admin CLI; the running server applies it.
  const reply = 'Thanks: TRC-20 deposits now credit after 12 blocks, about a minute.'
  admin('feedback:reply', sent?.id ?? '', '--text', reply)
  await expect
    .poll(async () => {
      await page.reload()
      return row.textContent()
    })
    .toContain(reply)
  await expect(row).toContainText(m('feedback.status.replied'))

  await page.goto('/messages')
  await expect(page.getByRole('table', { name: m('messages.table.caption') })).toContainText(
    m('inbox.kind.feedback_replied'),
  )
})

test('the invitation poster downloads as a PNG; a friend registers with the link and is level 1', async ({
  page,
  request,
  browser,
}) => {
  const email = await registerByApi(request)
  await signIn(page, email, '/invite')
  const info = await api<{ code: string }>(page, request, '/app/invite/info')
  await expect(page.getByText(`/register?statusType=1&code=${info.code}`)).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: m('invite.poster.download') }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`bourse-invite-${info.code}.png`)
  const bytes = readFileSync(await file.path())
  expect(bytes.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  )
  // 750 x 1334, as the poster is drawn.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([750, 1334])

  // A friend opens the link in their own browser and registers: the code is filled in.
  const friendContext = await browser.newContext()
  const friend = await friendContext.newPage()
  const friendEmail = uniqueEmail('friend')
  await friend.goto(`/register?statusType=1&code=${info.code}`)
  await friend.getByRole('tab', { name: m('auth.register.byEmail') }).click()
  await expect(friend.getByLabel(m('auth.field.inviteCode'))).toHaveValue(info.code)
  await friend.getByLabel(m('auth.field.email')).fill(friendEmail)
  await friend.getByRole('button', { name: m('auth.code.send') }).click()
  await friend.getByLabel(m('auth.field.code')).fill(await latestCode(request, friendEmail))
  await friend.getByLabel(m('auth.field.password'), { exact: true }).fill(E2E_PASSWORD)
  await friend.getByLabel(m('auth.field.confirmPassword')).fill(E2E_PASSWORD)
  await friend.getByRole('checkbox').check()
  await friend
    .getByRole('main')
    .getByRole('button', { name: m('auth.register.submit') })
    .click()
  await expect(friend).toHaveURL(/\/login\?statusType=0/)
  await friendContext.close()

  await page.reload()
  const records = page.getByRole('region', { name: m('invite.records.title') })
  const masked = `${friendEmail.slice(0, 2)}***@example.com`
  await expect(records.getByRole('row').filter({ hasText: masked })).toContainText(info.code)
  await expect(records.getByRole('row').filter({ hasText: masked })).toContainText(
    m('invite.state.registered'),
  )
})

test('the message centre tells of a credited deposit; the header counts it until read', async ({
  page,
  request,
}) => {
  const email = await registerByApi(request)
  await signIn(page, email, '/messages')
  await api(page, request, '/app/dev/chain/send', { coin: 'USDT', chain: 'TRC20', amount: '75' })
  const table = page.getByRole('table', { name: m('messages.table.caption') })
  const row = table
    .getByRole('row')
    .filter({ hasText: m('inbox.kind.deposit_credited', { amount: '75', coin: 'USDT' }) })
  // Live: the credit arrives as an inbox event, and the header's badge counts it.
  await expect(row).toContainText(m('messages.status.unread'), { timeout: 20_000 })
  await expect(
    page.getByRole('link', { name: m('header.noticeMenu.unread', { count: '1' }) }),
  ).toBeVisible()
  await page.getByRole('button', { name: m('messages.markAllRead') }).click()
  await expect(row).toContainText(m('messages.status.read'))
  await expect(page.getByRole('link', { name: m('header.notices') })).toBeVisible()
})
