import type { ContentLanguage } from '@bourse/api-client'
import { AppError, notFound } from '../../errors'
import type { NewText } from './repo'

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

export const SLUG = /^[a-z0-9-]{1,64}$/

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

export const isLanguage = (lang: string): lang is ContentLanguage =>
  (CONTENT_LANGUAGES as readonly string[]).includes(lang)

export const isStoredKind = (kind: string): kind is StoredKind =>
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
export const textRow = (articleId: number, lang: string, text: TextInput): NewText => ({
  article_id: articleId,
  lang,
  title: text.title.trim(),
  summary: text.summary.trim(),
  body_html: text.bodyHtml,
  body_text: htmlText(text.bodyHtml),
})

export const contentMissing = () => notFound('content.not.found', 'No such article')
