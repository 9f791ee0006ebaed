import type {
  Article,
  ArticleKind,
  ArticlePage,
  ArticleSummary,
  ContentLanguage,
} from '@bourse/api-client'
import type { AppContext } from '../../context'
import { fieldError } from '../../errors'
import type { ArticleWithText, ContentRepo } from './repo'
import { readSeeds, seedContent } from './seed'
import { contentMissing, likePattern } from './text'

export { createContentAdmin } from './admin'
export type { ContentAdmin } from './admin'
export { parseSeed, readSeeds, SEED_DIR, seedContent } from './seed'
export type { SeedEntry } from './seed'
export {
  BODY_MAX_BYTES,
  checkText,
  CONTENT_LANGUAGES,
  htmlText,
  likePattern,
  STORED_KINDS,
} from './text'
export type { StoredKind, TextInput } from './text'

const summaryOut = (row: ArticleWithText): ArticleSummary => ({
  id: String(row.id),
  kind: row.kind as ArticleKind,
  lang: row.lang as ContentLanguage,
  title: row.title,
  summary: row.summary,
  pinned: row.pinned === 1,
  publishedAt: row.published_at,
})

const articleOut = (row: ArticleWithText): Article => ({
  id: String(row.id),
  ...(row.kind === 'page' ? {} : { kind: row.kind as ArticleKind }),
  ...(row.slug !== null ? { slug: row.slug } : {}),
  lang: row.lang as ContentLanguage,
  title: row.title,
  bodyHtml: row.body_html,
  publishedAt: row.published_at,
  updatedAt: row.updated_at,
})

/**
 * Announcements, help, information and pages per language with English as the fallback, seeded
 * from `seed/<lang>.json` at start, edited by the operator through the admin CLI.
 */
export function createContentService(
  ctx: Pick<AppContext, 'clock' | 'log'>,
  repo: ContentRepo,
  options: { seedDir?: string } = {},
) {
  const { seeds, problems } = readSeeds(options.seedDir)
  for (const problem of problems) ctx.log.error(`content seed left out: ${problem}`)
  seedContent(repo, seeds, ctx.clock.now())

  return {
    list(query: {
      kind: ArticleKind
      lang: ContentLanguage
      q?: string
      pageIndex: number
      pageSize: number
    }): ArticlePage {
      const text = query.q?.trim() ?? ''
      const filter = {
        kind: query.kind,
        lang: query.lang,
        pattern: text ? likePattern(text) : null,
      }
      return {
        list: repo
          .page(filter, query.pageSize, (query.pageIndex - 1) * query.pageSize)
          .map(summaryOut),
        total: repo.count(filter),
        pageIndex: query.pageIndex,
        pageSize: query.pageSize,
      }
    },

    /** An article by id (pages excepted) or any article by slug, in `lang` or English. */
    article(query: { id?: string; slug?: string; lang: ContentLanguage }): Article {
      let id: number
      if (query.id !== undefined) {
        id = Number(query.id)
      } else if (query.slug !== undefined) {
        id = repo.bySlug(query.slug)?.id ?? 0
      } else {
        throw fieldError('query.id', 'request.invalid', 'Give the article’s id or slug')
      }
      const row = repo.served(id, query.lang)
      if (!row || (query.id !== undefined && row.kind === 'page')) throw contentMissing()
      return articleOut(row)
    },
  }
}

export type ContentService = ReturnType<typeof createContentService>
