import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createContentRepo } from '../src/modules/content/repo'
import {
  BODY_MAX_BYTES,
  CONTENT_LANGUAGES,
  htmlText,
  likePattern,
  readSeeds,
  seedContent,
} from '../src/modules/content/service'
import type { SeedEntry } from '../src/modules/content/service'
import { admin, tempDir, testServers } from './helpers'
import type { TestServer } from './helpers'

const START = Date.UTC(2026, 10, 23, 10, 0, 0)
const MINUTE = 60_000
const { start, later } = testServers(START)

let files = 0

/** Writes an HTML body to a file for the CLI's `--file`. */
function bodyFile(s: TestServer, html: string): string {
  const file = path.join(s.config.dataDir, `body${++files}.html`)
  fs.writeFileSync(file, html)
  return file
}

/** Runs an admin command that must succeed; returns what it printed. */
async function cli(s: TestServer, argv: string[]): Promise<string[]> {
  const run = admin(s, argv)
  const code = await run.done
  expect(code, `${argv.join(' ')}: ${run.errors.join(' ')}`).toBe(0)
  return run.lines
}

/** Adds an article through the CLI; returns its id. */
async function add(
  s: TestServer,
  o: { kind: string; title: string; lang?: string; body?: string; extra?: string[] },
): Promise<string> {
  const [line = ''] = await cli(s, [
    'content:add',
    '--kind',
    o.kind,
    '--lang',
    o.lang ?? 'en',
    '--title',
    o.title,
    '--summary',
    `Summary of ${o.title}`,
    '--file',
    bodyFile(s, o.body ?? `<p>Body of ${o.title}</p>`),
    ...(o.extra ?? []),
  ])
  const id = /^article (\d+) added/.exec(line)?.[1]
  expect(id, line).toBeDefined()
  return id ?? ''
}

const keyOf = (s: TestServer, id: string) =>
  createContentRepo(s.app.bourse.ctx.db).article(Number(id))?.key ?? ''

const list = async (s: TestServer, query: Record<string, string>) => {
  const answer = await s.call('contentList', {
    query: { kind: 'notice', lang: 'en', pageIndex: '1', pageSize: '20', ...query },
  })
  expect(answer.status).toBe(200)
  return answer.body.data as {
    list: { id: string; kind: string; lang: string; title: string; pinned: boolean }[]
    total: number
  }
}

const article = (s: TestServer, query: Record<string, string>) =>
  s.call('contentArticle', { query: { lang: 'en', ...query } })

describe('content: lists and articles', () => {
  it('lists in the asked language, falling back to English per article, and says which', async () => {
    const s = await start()
    const both = await add(s, { kind: 'notice', title: 'Quokka upgrade' })
    await cli(s, [
      'content:add',
      '--key',
      keyOf(s, both),
      '--lang',
      'zh',
      '--title',
      'Quokka 升级公告',
      '--summary',
      '系统升级',
      '--file',
      bodyFile(s, '<p>升级</p>'),
    ])
    s.clock.advance(MINUTE)
    const english = await add(s, { kind: 'notice', title: 'Quokka listing' })
    s.clock.advance(MINUTE)
    const chinese = await add(s, { kind: 'notice', title: 'Quokka 中文', lang: 'zh' })

    const zh = await list(s, { lang: 'zh', q: 'Quokka' })
    expect(zh.list.map((a) => [a.id, a.lang, a.title])).toEqual([
      [chinese, 'zh', 'Quokka 中文'],
      [english, 'en', 'Quokka listing'],
      [both, 'zh', 'Quokka 升级公告'],
    ])
    // Japanese: no article has it, so the English texts; the Chinese-only one is left out.
    const jp = await list(s, { lang: 'jp', q: 'Quokka' })
    expect(jp.list.map((a) => [a.id, a.lang])).toEqual([
      [english, 'en'],
      [both, 'en'],
    ])
    expect(jp.total).toBe(2)

    const read = await article(s, { id: both, lang: 'zh' })
    expect(read.body.data).toMatchObject({
      id: both,
      kind: 'notice',
      lang: 'zh',
      title: 'Quokka 升级公告',
      bodyHtml: '<p>升级</p>',
      publishedAt: START,
    })
    const fallback = await article(s, { id: english, lang: 'ti' })
    expect(fallback.body.data).toMatchObject({ lang: 'en', title: 'Quokka listing' })
    const none = await article(s, { id: chinese, lang: 'il' })
    expect([none.status, none.body.code]).toEqual([404, 'content.not.found'])
  })

  it('searches titles, summaries and body text (not markup), with % and _ taken literally', async () => {
    const s = await start()
    const tag = await add(s, {
      kind: 'help',
      title: 'Narwhal deposit',
      body: '<p>Send <strong>narwhalcoin</strong> to your address</p>',
    })
    const percent = await add(s, { kind: 'help', title: 'Narwhal fee 9%z' })
    const plain = await add(s, { kind: 'help', title: 'Narwhal fee 9xz' })
    const under = await add(s, { kind: 'help', title: 'Narwhal n_w' })
    const ids = async (q: string) => (await list(s, { kind: 'help', q })).list.map((a) => a.id)

    expect(await ids('narwhalcoin')).toEqual([tag])
    expect(await ids('NARWHALCOIN')).toEqual([tag])
    expect(await ids('Summary of Narwhal deposit')).toEqual([tag])
    expect(await ids('strong>narwhal')).toEqual([])
    expect(await ids('9%z')).toEqual([percent])
    expect(await ids('9xz')).toEqual([plain])
    expect(await ids('n_w')).toEqual([under])
    expect(await ids('narwhal n%w')).toEqual([])
    // Only the asked kind.
    expect((await list(s, { kind: 'notice', q: 'narwhal' })).total).toBe(0)
  })

  it('puts pinned articles first, then the newest, in pages', async () => {
    const s = await start()
    const ids: string[] = []
    for (let i = 0; i < 5; i++) {
      ids.push(
        await add(s, {
          kind: 'information',
          title: `Okapi ${i}`,
          extra: i === 1 ? ['--pinned'] : [],
        }),
      )
      s.clock.advance(MINUTE)
    }
    const page = async (pageIndex: number) =>
      list(s, { kind: 'information', q: 'Okapi', pageIndex: String(pageIndex), pageSize: '2' })
    const pages = [await page(1), await page(2), await page(3), await page(4)]
    expect(pages.map((p) => p.list.map((a) => a.id))).toEqual([
      [ids[1], ids[4]],
      [ids[3], ids[2]],
      [ids[0]],
      [],
    ])
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5, 5])
    expect(pages[0]?.list[0]).toMatchObject({ pinned: true, kind: 'information' })
    expect(pages[0]?.list[1]?.pinned).toBe(false)
  })

  it('serves pages by slug only and never lists them', async () => {
    const s = await start()
    const id = await add(s, {
      kind: 'page',
      title: 'Axolotl terms',
      extra: ['--slug', 'axolotl-terms'],
    })
    const bySlug = await article(s, { slug: 'axolotl-terms', lang: 'pt' })
    expect(bySlug.status).toBe(200)
    expect(bySlug.body.data).toMatchObject({ id, slug: 'axolotl-terms', lang: 'en' })
    expect(bySlug.body.data.kind).toBeUndefined()
    const byId = await article(s, { id })
    expect([byId.status, byId.body.code]).toEqual([404, 'content.not.found'])
    for (const kind of ['notice', 'help', 'information'])
      expect((await list(s, { kind, q: 'Axolotl' })).total).toBe(0)
    const asKind = await s.call('contentList', {
      query: { kind: 'page', lang: 'en', pageIndex: '1', pageSize: '20' },
    })
    expect(asKind.status).toBe(400)
  })

  it('answers content.not.found for unknown or removed articles and 400 without id or slug', async () => {
    const s = await start()
    const id = await add(s, { kind: 'notice', title: 'Pangolin notice' })
    const unknown: Record<string, string>[] = [{ id: '987654' }, { slug: 'no-such-page' }]
    for (const query of unknown) {
      const answer = await article(s, query)
      expect([answer.status, answer.body.code]).toEqual([404, 'content.not.found'])
    }
    const neither = await article(s, {})
    expect([neither.status, neither.body.code]).toEqual([400, 'request.invalid'])
    expect(await cli(s, ['content:remove', id])).toEqual([`article ${id} removed`])
    const removed = await article(s, { id })
    expect([removed.status, removed.body.code]).toEqual([404, 'content.not.found'])
    expect((await list(s, { q: 'Pangolin' })).total).toBe(0)
    const twice = admin(s, ['content:remove', id])
    expect(await twice.done).toBe(2)
    expect(twice.errors[0]).toContain('No such article')
  })
})

describe('content: the seed', () => {
  const entry = (over: Partial<SeedEntry> = {}): SeedEntry => ({
    key: 'test-ibis',
    kind: 'help',
    publishedAt: '2026-11-01',
    title: 'Ibis help',
    summary: 'About the ibis',
    bodyHtml: '<p>Ibis</p>',
    ...over,
  })

  it('adds only what is missing, never changes an edit nor brings a removed article back', async () => {
    const s = await start()
    const repo = createContentRepo(s.app.bourse.ctx.db)
    const seeds = new Map([
      ['en', [entry(), entry({ key: 'test-heron', title: 'Heron help' })]],
      ['zh', [entry({ title: '朱鹭帮助' })]],
    ] as const)
    expect(seedContent(repo, seeds, START)).toEqual({ articles: 2, texts: 3 })
    expect(seedContent(repo, seeds, START)).toEqual({ articles: 0, texts: 0 })
    const ibis = repo.byKey('test-ibis')?.id ?? 0
    const heron = repo.byKey('test-heron')?.id ?? 0
    expect(repo.article(ibis)?.published_at).toBe(Date.UTC(2026, 10, 1))

    await cli(s, ['content:edit', String(ibis), '--lang', 'en', '--title', 'Ibis (edited)'])
    await cli(s, ['content:remove', String(heron)])
    const changed = new Map([
      ['en', [entry({ title: 'Ibis v2' }), entry({ key: 'test-heron', title: 'Heron v2' })]],
      ['zh', [entry({ title: '朱鹭 v2' })]],
      ['jp', [entry({ title: 'トキ' }), entry({ key: 'test-heron', title: 'サギ' })]],
    ] as const)
    // Only the Japanese text of the live article is new.
    expect(seedContent(repo, changed, START)).toEqual({ articles: 0, texts: 1 })
    expect(repo.text(ibis, 'en')?.title).toBe('Ibis (edited)')
    expect(repo.text(ibis, 'zh')?.title).toBe('朱鹭帮助')
    expect(repo.text(ibis, 'jp')?.title).toBe('トキ')
    expect(repo.text(heron, 'jp')).toBeUndefined()
    expect((await article(s, { id: String(heron) })).body.code).toBe('content.not.found')
  })

  it('ships seed files that parse and agree with English on keys, kinds, slugs and dates', () => {
    const { seeds, problems } = readSeeds()
    expect(problems).toEqual([])
    const english = seeds.get('en') ?? []
    expect(english.length).toBeGreaterThan(0)
    const shape = (entries: readonly SeedEntry[]) =>
      entries.map((e) => [e.key, e.kind, e.slug ?? null, e.pinned ?? false, e.publishedAt])
    for (const [lang, entries] of seeds) expect(shape(entries), lang).toEqual(shape(english))
    for (const lang of seeds.keys()) expect(CONTENT_LANGUAGES).toContain(lang)
  })

  it('seeds at start, once: a restart adds nothing and keeps the operator’s edits', async () => {
    const s = await start()
    const english = readSeeds().seeds.get('en') ?? []
    const db = s.app.bourse.ctx.db
    const count = () =>
      (db.prepare('SELECT COUNT(*) AS n FROM article_texts').get() as { n: number }).n
    const texts = count()
    expect(texts).toBe([...readSeeds().seeds.values()].reduce((t, e) => t + e.length, 0))
    const page = english.find((e) => e.kind === 'page')
    const notice = english.find((e) => e.kind === 'notice')
    if (page?.slug) {
      const bySlug = await article(s, { slug: page.slug })
      expect(bySlug.body.data).toMatchObject({ lang: 'en', title: page.title })
    }
    let id = ''
    if (notice) {
      const listed = await list(s, { q: notice.title })
      expect(listed.list.map((a) => a.title)).toContain(notice.title)
      id = listed.list.find((a) => a.title === notice.title)?.id ?? ''
      await cli(s, ['content:edit', id, '--lang', 'en', '--summary', 'Edited by the operator'])
    }
    const next = await later(s, 60 * MINUTE)
    const again = next.app.bourse.ctx.db.prepare('SELECT COUNT(*) AS n FROM article_texts').get()
    expect(again).toEqual({ n: texts })
    if (notice) {
      const listed = await list(next, { q: 'Edited by the operator' })
      expect(listed.list.map((a) => a.id)).toEqual([id])
    }
  })

  it('leaves out a broken seed file and says why', () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, 'en.json'), JSON.stringify([entry()]))
    fs.writeFileSync(path.join(dir, 'zh.json'), '[{"key": "test-ibis"')
    fs.writeFileSync(
      path.join(dir, 'jp.json'),
      JSON.stringify([entry({ bodyHtml: 'x'.repeat(BODY_MAX_BYTES + 1) })]),
    )
    fs.writeFileSync(path.join(dir, 'kr.json'), JSON.stringify([entry({ kind: 'page' })]))
    fs.writeFileSync(path.join(dir, 'ti.json'), JSON.stringify([entry(), entry()]))
    const { seeds, problems } = readSeeds(dir)
    expect([...seeds.keys()]).toEqual(['en'])
    expect(problems).toHaveLength(4)
    expect(problems.find((p) => p.includes('jp.json'))).toContain(`at most ${BODY_MAX_BYTES}`)
    expect(problems.find((p) => p.includes('kr.json'))).toContain('a page needs a slug')
    expect(problems.find((p) => p.includes('ti.json'))).toContain('repeated')
  })
})

describe('content: the admin CLI', () => {
  it('adds, translates, edits and lists articles', async () => {
    const s = await start()
    const id = await add(s, { kind: 'help', title: 'Tapir guide', extra: ['--pinned'] })
    const key = keyOf(s, id)
    await cli(s, [
      'content:add',
      '--key',
      key,
      '--lang',
      'pt',
      '--title',
      'Guia da anta',
      '--summary',
      'Resumo',
      '--file',
      bodyFile(s, '<p>Anta</p>'),
    ])
    s.clock.advance(MINUTE)
    await cli(s, [
      'content:edit',
      id,
      '--lang',
      'en',
      '--title',
      'Tapir guide (2)',
      '--file',
      bodyFile(s, '<p>New tapir body</p>'),
    ])
    const read = await article(s, { id })
    expect(read.body.data).toMatchObject({
      title: 'Tapir guide (2)',
      bodyHtml: '<p>New tapir body</p>',
      publishedAt: START,
      updatedAt: START + MINUTE,
    })
    expect((await list(s, { kind: 'help', q: 'Summary of Tapir guide' })).total).toBe(1)
    expect((await article(s, { id, lang: 'pt' })).body.data.title).toBe('Guia da anta')

    const lines = await cli(s, ['content:list', '--kind', 'help', '--lang', 'pt'])
    expect(lines).toContainEqual(
      [id, 'help', key, '-', 'pinned', '2026-11-23', 'en,pt', 'Guia da anta'].join('\t'),
    )
    const all = await cli(s, ['content:list'])
    expect(all.some((l) => l.startsWith(`${id}\t`) && l.endsWith('\tTapir guide (2)'))).toBe(true)
  })

  it('refuses bad input with a usage or error line and changes nothing', async () => {
    const s = await start()
    const id = await add(s, { kind: 'notice', title: 'Gecko notice' })
    const big = bodyFile(s, `<p>${'x'.repeat(BODY_MAX_BYTES)}</p>`)
    /** `content:add` for `target` (kind or key, and language) with a title, summary and body. */
    const addTo = (target: string[], file = bodyFile(s, '<p>b</p>')) => [
      'content:add',
      ...target,
      '--title',
      'T',
      '--summary',
      'S',
      '--file',
      file,
    ]
    const cases: [string[], number, string][] = [
      [['content:add', '--kind', 'notice', '--lang', 'en', '--title', 'T'], 1, 'usage'],
      [
        ['content:add', '--kind', 'blog', '--lang', 'en', '--title', 'T', '--summary', 'S'],
        1,
        'usage',
      ],
      [addTo(['--kind', 'blog', '--lang', 'en']), 2, 'Unknown kind'],
      [addTo(['--kind', 'page', '--lang', 'en']), 2, 'needs a --slug'],
      [addTo(['--kind', 'notice', '--lang', 'xx']), 2, 'Unknown language'],
      [addTo(['--kind', 'notice', '--lang', 'en'], big), 2, `at most ${BODY_MAX_BYTES}`],
      [addTo(['--key', keyOf(s, id), '--lang', 'en']), 2, 'use content:edit'],
      [['content:edit', id, '--lang', 'en', '--file', big], 2, `at most ${BODY_MAX_BYTES}`],
      [['content:edit', id, '--lang', 'zh', '--title', 'T'], 2, 'has no zh text'],
      [['content:edit', id, '--lang', 'en'], 1, 'usage'],
      [['content:edit', id, '--lang', 'en', '--file', '/no/such/file.html'], 2, 'Cannot read'],
      [['content:remove', 'abc'], 1, 'usage'],
    ]
    for (const [argv, code, message] of cases) {
      const run = admin(s, argv)
      expect(await run.done, argv.join(' ')).toBe(code)
      expect(run.errors.join(' '), argv.join(' ')).toContain(message)
    }
    expect((await article(s, { id })).body.data).toMatchObject({
      title: 'Gecko notice',
      bodyHtml: '<p>Body of Gecko notice</p>',
    })
    expect((await list(s, { q: 'Gecko' })).total).toBe(1)
  })
})

describe('content: helpers', () => {
  it.each([
    ['<p>Send <strong>USDT</strong> &amp; BTC</p>', 'Send USDT & BTC'],
    ['<script>alert("x")</script><p>a&#39;b &#x41;</p>', "a'b A"],
    ['<p>one</p><p>two</p>', 'one two'],
  ])('htmlText(%s)', (html, text) => {
    expect(htmlText(html)).toBe(text)
  })

  it('escapes LIKE wildcards and the escape character', () => {
    expect(likePattern('9%_\\x')).toBe('%9\\%\\_\\\\x%')
  })
})
