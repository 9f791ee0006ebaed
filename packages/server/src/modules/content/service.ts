import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type {
  Article,
  ArticleKind,
  ArticlePage,
  ArticleSummary,
  ContentLanguage,
} from '@bourse/api-client'
import type { AppContext } from '../../context'
import { AppError, fieldError, notFound } from '../../errors'
import type { ArticleRow, ArticleWithText, ContentRepo, NewText } from './repo'

/** The product's languages, English first: it is every article's fallback. */
export const CONTENT_LANGUAGES = [
  'en',
  'zh',
  'tc',
  'jp',
  'kr',
  'ti',
  'pt',
  'ep',
  'il',
] as const satisfies readonly ContentLanguage[]

/** What is stored: the listed kinds and `page` (legal texts, about...), reached by slug only. */
export const STORED_KINDS = ['notice', 'help', 'information', 'page'] as const
export type StoredKind = (typeof STORED_KINDS)[number]

/** An article body may have at most this many bytes of HTML (UTF-8). */
export const BODY_MAX_BYTES = 200 * 1024

const SLUG = /^[a-z0-9-]{1,64}$/
const KEY = /^[a-z0-9-]{1,64}$/
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The folder of the shipped seed files, `seed/<lang>.json`. */
export const SEED_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed')

/** One article of a seed file; the same keys, kinds, slugs and dates in every language. */
export interface SeedEntry {
  key: string
  kind: StoredKind
  slug?: string
  pinned?: boolean
  /** `YYYY-MM-DD`, midnight UTC */
  publishedAt: string
  title: string
  summary: string
  bodyHtml: string
}

/** An operator's text for one language (CLI and seed). */
export interface TextInput {
  title: string
  summary: string
  bodyHtml: string
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

/** The words of an HTML body, for the search only (never displayed). */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
      return ENTITIES[name.toLowerCase()] ?? whole
    })
    .replace(/\s+/g, ' ')
    .trim()
}

/** A LIKE pattern finding `text` anywhere, with `%`, `_` and the escape itself escaped. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const isLanguage = (lang: string): lang is ContentLanguage =>
  (CONTENT_LANGUAGES as readonly string[]).includes(lang)

const isStoredKind = (kind: string): kind is StoredKind =>
  (STORED_KINDS as readonly string[]).includes(kind)

/** Refuses a text the site could not show: empty title or summary, or a body over the limit. */
export function checkText(text: TextInput): void {
  if (!text.title.trim()) throw new AppError(400, 'request.invalid', 'The title is empty')
  if (!text.summary.trim()) throw new AppError(400, 'request.invalid', 'The summary is empty')
  if (!text.bodyHtml.trim()) throw new AppError(400, 'request.invalid', 'The body is empty')
  const bytes = Buffer.byteLength(text.bodyHtml, 'utf8')
  if (bytes > BODY_MAX_BYTES)
    throw new AppError(
      413,
      'request.too.large',
      `The body has ${bytes} bytes; at most ${BODY_MAX_BYTES} are allowed`,
    )
}

/** The stored row of a checked text: title and summary trimmed, the body's words for search. */
const textRow = (articleId: number, lang: string, text: TextInput): NewText => ({
  article_id: articleId,
  lang,
  title: text.title.trim(),
  summary: text.summary.trim(),
  body_html: text.bodyHtml,
  body_text: htmlText(text.bodyHtml),
})

/** The entries of one seed file, or the first problem found in it. */
export function parseSeed(json: unknown): SeedEntry[] {
  if (!Array.isArray(json)) throw new Error('not an array')
  const keys = new Set<string>()
  return json.map((raw: unknown, index) => {
    const e = (raw ?? {}) as Record<string, unknown>
    const where = `entry ${index} (${String(e.key)})`
    const str = (name: string) => {
      const v = e[name]
      if (typeof v !== 'string') throw new Error(`${where}: ${name} is not a string`)
      return v
    }
    const key = str('key')
    if (!KEY.test(key)) throw new Error(`${where}: bad key`)
    if (keys.has(key)) throw new Error(`${where}: the key is repeated`)
    keys.add(key)
    const kind = str('kind')
    if (!isStoredKind(kind)) throw new Error(`${where}: unknown kind ${kind}`)
    const publishedAt = str('publishedAt')
    if (!DAY.test(publishedAt) || Number.isNaN(Date.parse(`${publishedAt}T00:00:00Z`)))
      throw new Error(`${where}: publishedAt is not YYYY-MM-DD`)
    const entry: SeedEntry = {
      key,
      kind,
      publishedAt,
      title: str('title'),
      summary: str('summary'),
      bodyHtml: str('bodyHtml'),
    }
    if (e.slug !== undefined) {
      const slug = str('slug')
      if (!SLUG.test(slug)) throw new Error(`${where}: bad slug`)
      entry.slug = slug
    }
    if (kind === 'page' && entry.slug === undefined)
      throw new Error(`${where}: a page needs a slug`)
    if (e.pinned !== undefined) {
      if (typeof e.pinned !== 'boolean') throw new Error(`${where}: pinned is not a boolean`)
      entry.pinned = e.pinned
    }
    try {
      checkText(entry)
    } catch (error) {
      throw new Error(`${where}: ${(error as Error).message}`)
    }
    return entry
  })
}

/** The seed files in `dir` by language, and what was wrong with the ones left out. */
export function readSeeds(dir = SEED_DIR) {
  const seeds = new Map<ContentLanguage, SeedEntry[]>()
  const problems: string[] = []
  for (const lang of CONTENT_LANGUAGES) {
    const file = path.join(dir, `${lang}.json`)
    if (!fs.existsSync(file)) continue
    try {
      seeds.set(lang, parseSeed(JSON.parse(fs.readFileSync(file, 'utf8'))))
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`)
    }
  }
  return { seeds, problems }
}

/**
 * Adds what is missing from the seed: articles by key, texts by key and language. Nothing that
 * exists is changed (an operator's edits stay) and a removed article is not brought back.
 * Returns how many articles and texts were added.
 */
export function seedContent(
  repo: ContentRepo,
  seeds: ReadonlyMap<ContentLanguage, readonly SeedEntry[]>,
  now: number,
) {
  let articles = 0
  let texts = 0
  repo.uow.transaction(() => {
    for (const lang of CONTENT_LANGUAGES) {
      for (const e of seeds.get(lang) ?? []) {
        let article = repo.byKey(e.key)
        if (!article) {
          // A slug an operator gave another article meanwhile stays theirs.
          const slug = e.slug && !repo.bySlug(e.slug) ? e.slug : null
          if (e.slug && !slug) continue
          const id = repo.insertArticle({
            key: e.key,
            kind: e.kind,
            slug,
            pinned: e.pinned ? 1 : 0,
            published_at: Date.parse(`${e.publishedAt}T00:00:00Z`),
          })
          article = repo.article(id) as ArticleRow
          articles++
        }
        if (article.removed_at !== null || repo.text(article.id, lang)) continue
        repo.insertText(
          {
            article_id: article.id,
            lang,
            title: e.title,
            summary: e.summary,
            body_html: e.bodyHtml,
            body_text: htmlText(e.bodyHtml),
          },
          now,
        )
        texts++
      }
    }
  })
  return { articles, texts }
}

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

const contentMissing = () => notFound('content.not.found', 'No such article')

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

/** The operator's edits, written straight to the database by the admin CLI. */
export function createContentAdmin(repo: ContentRepo, now: () => number) {
  function live(id: number): ArticleRow {
    const article = repo.article(id)
    if (!article || article.removed_at !== null) throw contentMissing()
    return article
  }
  const language = (lang: string): ContentLanguage => {
    if (!isLanguage(lang))
      throw new AppError(400, 'request.invalid', `Unknown language ${lang} (${CONTENT_LANGUAGES})`)
    return lang
  }

  return {
    language,
    /** Adds an article with its first text; returns its id. */
    add(input: {
      kind: string
      lang: string
      slug?: string
      pinned?: boolean
      text: TextInput
    }): number {
      if (!isStoredKind(input.kind))
        throw new AppError(400, 'request.invalid', `Unknown kind ${input.kind} (${STORED_KINDS})`)
      const lang = language(input.lang)
      if (input.slug !== undefined && !SLUG.test(input.slug))
        throw new AppError(400, 'request.invalid', 'A slug is 1 to 64 of a-z, 0-9 and -')
      if (input.kind === 'page' && input.slug === undefined)
        throw new AppError(400, 'request.invalid', 'A page needs a --slug')
      checkText(input.text)
      return repo.uow.transaction(() => {
        if (input.slug !== undefined && repo.bySlug(input.slug))
          throw new AppError(409, 'request.invalid', `The slug ${input.slug} is taken`)
        const at = now()
        const id = repo.insertArticle({
          // Operator articles get a key of their own; seed keys never look like this.
          key: `op-${at.toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
          kind: input.kind,
          slug: input.slug ?? null,
          pinned: input.pinned ? 1 : 0,
          published_at: at,
        })
        repo.insertText(textRow(id, lang, input.text), at)
        return id
      })
    },

    /** Adds the article's text in a language it does not have yet. */
    translate(id: number, lang: string, text: TextInput): void {
      const l = language(lang)
      checkText(text)
      repo.uow.transaction(() => {
        live(id)
        if (repo.text(id, l))
          throw new AppError(
            409,
            'request.invalid',
            `Article ${id} has a ${l} text already; use content:edit`,
          )
        const at = now()
        repo.insertText(textRow(id, l, text), at)
        repo.touch(id, at)
      })
    },

    /** Changes the given parts of the article's text in one language. */
    edit(id: number, lang: string, change: Partial<TextInput>): void {
      const l = language(lang)
      repo.uow.transaction(() => {
        live(id)
        const old = repo.text(id, l)
        if (!old) throw notFound('content.not.found', `Article ${id} has no ${l} text`)
        const text: TextInput = {
          title: change.title ?? old.title,
          summary: change.summary ?? old.summary,
          bodyHtml: change.bodyHtml ?? old.body_html,
        }
        checkText(text)
        repo.updateText(textRow(id, l, text), now())
      })
    },

    remove(id: number): void {
      if (!repo.remove(id, now())) throw contentMissing()
    },

    /** Live articles with their languages and English (else first) title. */
    list(kind: string | null, lang: string | null) {
      if (kind !== null && !isStoredKind(kind))
        throw new AppError(400, 'request.invalid', `Unknown kind ${kind} (${STORED_KINDS})`)
      const l = lang === null ? null : language(lang)
      return repo
        .all(kind)
        .map((a) => ({ article: a, langs: repo.langs(a.id) }))
        .filter(({ langs }) => l === null || langs.includes(l))
        .map(({ article, langs }) => {
          const shown = l ?? (langs.includes('en') ? 'en' : (langs[0] ?? 'en'))
          return { article, langs, title: repo.text(article.id, shown)?.title ?? '' }
        })
    },
  }
}

export type ContentAdmin = ReturnType<typeof createContentAdmin>
