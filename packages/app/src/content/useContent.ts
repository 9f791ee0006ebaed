import type { Article, ArticleKind, ArticlePage, ContentLanguage } from '@bourse/api-client'
import { isApiError } from '@bourse/api-client'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiClient } from '../api/client'
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

/**
 * One article by id or one page by slug, in the current language (the server falls back to
 * English: compare `article.lang`). `missing` for an unknown or malformed id (`content.not.found`).
 */
export function useArticle(
  query: { id: string | null } | { slug: string },
): ArticleState & { retry: () => void } {
  const lang = useContentLanguage()
  const id = 'id' in query ? query.id : undefined
  const slug = 'slug' in query ? query.slug : undefined
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<ArticleState>({
    status: 'loading',
    article: undefined,
    error: undefined,
  })
  useEffect(() => {
    if (slug === undefined && !isArticleId(id ?? null)) {
      setState({ status: 'missing', article: undefined, error: undefined })
      return
    }
    const controller = new AbortController()
    setState({ status: 'loading', article: undefined, error: undefined })
    apiClient
      .get('/app/content/article', {
        params: { query: slug === undefined ? { id: id ?? undefined, lang } : { slug, lang } },
        signal: controller.signal,
        silent: true,
      })
      .then(
        (article) => {
          if (!controller.signal.aborted) setState({ status: 'ready', article, error: undefined })
        },
        (error: unknown) => {
          if (controller.signal.aborted) return
          if (isApiError(error) && error.code === 'content.not.found')
            setState({ status: 'missing', article: undefined, error: undefined })
          else setState({ status: 'error', article: undefined, error })
        },
      )
    return () => controller.abort()
  }, [id, slug, lang, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, retry }
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
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<Omit<ArticleListState, 'retry'>>({
    status: 'loading',
    page: null,
    error: undefined,
  })
  useEffect(() => {
    const controller = new AbortController()
    setState((s) => ({ status: 'loading', page: s.page, error: undefined }))
    apiClient
      .get('/app/content/list', {
        params: { query: { kind, lang, pageIndex, pageSize, ...(q ? { q } : {}) } },
        signal: controller.signal,
        silent: true,
      })
      .then(
        (page) => {
          if (!controller.signal.aborted) setState({ status: 'ready', page, error: undefined })
        },
        (error: unknown) => {
          if (!controller.signal.aborted)
            setState((s) => ({ status: 'error', page: s.page, error }))
        },
      )
    return () => controller.abort()
  }, [kind, lang, pageIndex, pageSize, q, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, retry }
}
