import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ContentLanguage } from '@bourse/api-client'
import type { ArticleRow, ContentRepo } from './repo'
import { checkText, CONTENT_LANGUAGES, htmlText, isStoredKind, SLUG } from './text'
import type { StoredKind } from './text'

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
