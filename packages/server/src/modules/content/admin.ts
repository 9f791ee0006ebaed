import type { ContentLanguage } from '@bourse/api-client'
import { AppError, notFound } from '../../errors'
import type { ArticleRow, ContentRepo } from './repo'
import {
  checkText,
  CONTENT_LANGUAGES,
  contentMissing,
  isLanguage,
  isStoredKind,
  SLUG,
  STORED_KINDS,
  textRow,
} from './text'
import type { TextInput } from './text'

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
