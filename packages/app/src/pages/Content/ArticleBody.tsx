import { Alert, Button, Empty, Spinner } from '@bourse/ui'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SafeHtml } from '../../content/SafeHtml'
import { useContentLanguage, type ArticleState } from '../../content/useContent'
import { errorMessage } from '../../errors'
import { formatDate } from '../../format'
import { localeOf } from '../../i18n/i18n'
import { ArticleMeta } from './Content.styles'

export type ArticleBodyProps = {
  /** The article as `useArticle` loads it. */
  state: ArticleState
  /** Loads it again after a failure. */
  onRetry: () => void
  /**
   * Shown when the article does not exist (`content.not.found`).
   * @default an "article not available" notice
   */
  missing?: ReactNode
  /**
   * Show the publication date above the text (articles; pages show none).
   * @default false
   */
  dated?: boolean
}

/**
 * The text of an article or page: a spinner, the `missing` state, an error with a retry, or the
 * sanitised HTML, with a note when the server fell back to English for want of a translation.
 */
export function ArticleBody({ state, onRetry, missing, dated = false }: ArticleBodyProps) {
  const { t, i18n } = useTranslation()
  const lang = useContentLanguage()
  if (state.status === 'loading') return <Spinner label={t('common.loading')} />
  if (state.status === 'missing')
    return missing === undefined ? (
      <Empty
        icon="info"
        title={t('articles.missing.title')}
        description={t('errors.content.not.found')}
      />
    ) : (
      <>{missing}</>
    )
  if (state.status === 'error')
    return (
      <Empty
        icon="warning"
        title={t('articles.error')}
        description={errorMessage(i18n, state.error)}
        action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
      />
    )
  const article = state.article
  const fellBack = article.lang !== lang
  return (
    <>
      {dated || fellBack ? (
        <ArticleMeta>
          {dated ? (
            <time dateTime={new Date(article.publishedAt).toISOString()}>
              {t('articles.publishedOn', { date: formatDate(article.publishedAt) })}
            </time>
          ) : null}
          {fellBack ? <Alert tone="info">{t('articles.fallback')}</Alert> : null}
        </ArticleMeta>
      ) : null}
      <SafeHtml html={article.bodyHtml} lang={localeOf(article.lang)} />
    </>
  )
}

ArticleBody.displayName = 'ArticleBody'
