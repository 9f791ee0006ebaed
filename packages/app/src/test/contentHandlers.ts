import type { Article, ArticleKind, ArticleSummary, ContentLanguage } from '@bourse/api-client'
import { errorResponse, successEnvelope } from '@bourse/api-client/mocks'
import { http, HttpResponse } from 'msw'

/*
 * MSW handlers for the content pages' tests: a small published store of articles and pages per
 * language, listed pinned first then newest, searched by title and summary, falling back to
 * English like the contract says; every query the pages send is recorded.
 */

export const CONTENT_NOW = 1_795_000_000_000
const DAY = 86_400_000

export type StoredArticle = Omit<Article, 'kind'> & {
  kind?: ArticleKind
  summary: string
  pinned: boolean
}

export type ContentHandlerOptions = {
  /** The store; by default `contentFixture()`. */
  articles?: StoredArticle[]
  /** Answer every call with this error instead. */
  failWith?: { code: 'system.error'; status: number }
}

/** Twelve notices (the oldest one pinned), help articles, and the site's pages, in English and Thai. */
export function contentFixture(): StoredArticle[] {
  const notices: StoredArticle[] = Array.from({ length: 12 }, (_, i) => ({
    id: String(100 + i),
    kind: 'notice',
    lang: 'en',
    title: `Notice ${i + 1}`,
    summary: i === 4 ? 'Wallet maintenance on Sunday' : `Summary of notice ${i + 1}`,
    pinned: i === 0,
    publishedAt: CONTENT_NOW - (12 - i) * DAY,
    bodyHtml: `<p>Body of notice ${i + 1}</p>`,
  }))
  return [
    ...notices,
    {
      id: '100',
      kind: 'notice',
      lang: 'ti',
      title: 'ประกาศ 1',
      summary: 'สรุป',
      pinned: true,
      publishedAt: CONTENT_NOW - 12 * DAY,
      bodyHtml: '<p>เนื้อหาประกาศ</p>',
    },
    {
      id: '200',
      kind: 'help',
      lang: 'en',
      title: 'How to deposit',
      summary: 'Send coins to your deposit address.',
      pinned: false,
      publishedAt: CONTENT_NOW - DAY,
      bodyHtml:
        '<h2>Steps</h2><p>Open <a href="/recharge">Deposit</a>.</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>',
    },
    ...(
      [
        ['legal-statement', 'Legal statement'],
        ['service-agreement', 'Service agreement'],
        ['user-agreement', 'User agreement'],
        ['about', 'About Bourse'],
        ['white-paper', 'White paper'],
        ['download', 'Apps'],
        ['tutorial', 'Add to home screen'],
      ] as const
    ).map(([slug, title], i): StoredArticle => ({
      id: String(900 + i),
      slug,
      lang: 'en',
      title,
      summary: '',
      pinned: false,
      publishedAt: CONTENT_NOW - 30 * DAY,
      bodyHtml: `<p>Text of ${slug}</p><p><a href="javascript:window.__xss=1">bad link</a></p>`,
    })),
  ]
}

export type ContentListQuery = {
  kind: string | null
  lang: string | null
  q: string | null
  pageIndex: string | null
  pageSize: string | null
}

/** The content handlers and what they were asked. */
export function contentHandlers(options: ContentHandlerOptions = {}) {
  const store = options.articles ?? contentFixture()
  const sent = { lists: [] as ContentListQuery[], articles: [] as Record<string, string>[] }

  /** The version of one article in `lang`, else in English (the contract's fallback). */
  const inLanguage = (match: (a: StoredArticle) => boolean, lang: ContentLanguage) => {
    const versions = store.filter(match)
    return versions.find((a) => a.lang === lang) ?? versions.find((a) => a.lang === 'en')
  }

  const handlers = [
    http.get('/api/app/content/list', ({ request }) => {
      const url = new URL(request.url)
      const p = (name: string) => url.searchParams.get(name)
      sent.lists.push({
        kind: p('kind'),
        lang: p('lang'),
        q: p('q'),
        pageIndex: p('pageIndex'),
        pageSize: p('pageSize'),
      })
      if (options.failWith) return errorResponse(options.failWith.code, options.failWith.status)
      const lang = p('lang') as ContentLanguage
      const q = (p('q') ?? '').toLowerCase()
      const pageIndex = Number(p('pageIndex'))
      const pageSize = Number(p('pageSize'))
      const ids = [...new Set(store.filter((a) => a.kind === p('kind')).map((a) => a.id))]
      const list: ArticleSummary[] = ids
        .map((id) => inLanguage((a) => a.id === id, lang)!)
        .filter((a) => !q || `${a.title} ${a.summary}`.toLowerCase().includes(q))
        .sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.publishedAt - a.publishedAt)
        .map((a) => ({
          id: a.id,
          kind: a.kind!,
          lang: a.lang,
          title: a.title,
          summary: a.summary,
          pinned: a.pinned,
          publishedAt: a.publishedAt,
        }))
      const start = (pageIndex - 1) * pageSize
      return HttpResponse.json(
        successEnvelope({
          list: list.slice(start, start + pageSize),
          total: list.length,
          pageIndex,
          pageSize,
        }),
      )
    }),
    http.get('/api/app/content/article', ({ request }) => {
      const url = new URL(request.url)
      sent.articles.push(Object.fromEntries(url.searchParams))
      if (options.failWith) return errorResponse(options.failWith.code, options.failWith.status)
      const id = url.searchParams.get('id')
      const slug = url.searchParams.get('slug')
      const lang = url.searchParams.get('lang') as ContentLanguage
      const found = inLanguage((a) => (slug ? a.slug === slug : a.id === id), lang)
      if (!found) return errorResponse('content.not.found', 404)
      const { summary: _summary, pinned: _pinned, ...article } = found
      return HttpResponse.json(successEnvelope(article satisfies Article))
    }),
  ]
  return { handlers, sent }
}
