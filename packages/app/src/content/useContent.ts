import type { Article, ArticleKind, ArticlePage, ContentLanguage } from '@bourse/api-client'
import { isApiError } from '@bourse/api-client'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { apiClient } from '../api/client'
import { useApiData } from '../hooks/useApiData'
import { isLanguageCode, readLanguage } from '../i18n/languages'

/** The language content is asked in: the site's current language (the same nine codes). */
export function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation()
  return isLanguageCode(i18n.language) ? i18n.language : readLanguage()
}

/** An article id as the contract accepts it; anything else is a missing article, not a 400. */
export function isArticleId(id: string | null): id is string {
  return id !== null && /^[0-9]{1,18}$/.test(id)
}

export type ArticleState =
  | { status: 'loading'; article: undefined; error: undefined }
  | { status: 'missing'; article: undefined; error: undefined }
  | { status: 'ready'; article: Article; error: undefined }
  | { status: 'error'; article: undefined; error: unknown }

const MISSING = { status: 'missing', article: undefined, error: undefined } as const

/**
 * One article by id or one page by slug, in the current language (the server falls back to
 * English: compare `article.lang`). `missing` for an unknown or malformed id (`content.not.found`).
 */
export function useArticle(
  query: { id: string | null } | { slug: string },
): ArticleState & { retry: () => void } {
  const lang = useContentLanguage()
  const id = 'id' in query ? query.id : null
  const slug = 'slug' in query ? query.slug : undefined
  const valid = slug !== undefined || isArticleId(id)
  const loaded = useApiData<Article | null>(
    (signal) =>
      valid
        ? apiClient.get('/app/content/article', {
            params: { query: slug === undefined ? { id: id ?? undefined, lang } : { slug, lang } },
            signal,
            silent: true,
          })
        : Promise.resolve(null),
    `${id}|${slug}|${lang}`,
  )
  const retry = loaded.reload
  if (loaded.status === 'loading')
    return { status: 'loading', article: undefined, error: undefined, retry }
  if (loaded.status === 'error')
    return isApiError(loaded.error) && loaded.error.code === 'content.not.found'
      ? { ...MISSING, retry }
      : { status: 'error', article: undefined, error: loaded.error, retry }
  return loaded.data
    ? { status: 'ready', article: loaded.data, error: undefined, retry }
    : { ...MISSING, retry }
}

export type ArticleListQuery = {
  kind: ArticleKind
  /** 1-based. */
  pageIndex: number
  pageSize: number
  /** Search text; empty for none. */
  q: string
}

export type ArticleListState = {
  status: 'loading' | 'ready' | 'error'
  /** The last page loaded; kept while the next one loads. */
  page: ArticlePage | null
  error: unknown
  retry: () => void
}

/** One page of published articles of a kind in the current language, pinned first. */
export function useArticleList({
  kind,
  pageIndex,
  pageSize,
  q,
}: ArticleListQuery): ArticleListState {
  const lang = useContentLanguage()
  const loaded = useApiData(
    (signal) =>
      apiClient.get('/app/content/list', {
        params: { query: { kind, lang, pageIndex, pageSize, ...(q ? { q } : {}) } },
        signal,
        silent: true,
      }),
    JSON.stringify([kind, lang, pageIndex, pageSize, q]),
  )
  // The page on screen stays while the next one loads or fails.
  const last = useRef<ArticlePage | null>(null)
  if (loaded.status === 'ready') last.current = loaded.data
  return { status: loaded.status, page: last.current, error: loaded.error, retry: loaded.reload }
}
