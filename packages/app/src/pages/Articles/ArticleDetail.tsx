import { useSearchParams } from 'react-router-dom'
import { useArticle } from '../../content/useContent'
import { ArticleBody, BackLink } from '../Content'
import { SimplePage } from '../shared/SimplePage'
import { ArticleMissing } from './ArticleMissing'

export type ArticleDetailProps = {
  /** Heading while the article loads or when it cannot be shown ("Announcement"). */
  title: string
  /** The list the article belongs to. */
  backTo: string
  backLabel: string
}

/** One article from `?id=`: its title, publication date and sanitised text, and a way back. */
export function ArticleDetail({ title, backTo, backLabel }: ArticleDetailProps) {
  const [params] = useSearchParams()
  const state = useArticle({ id: params.get('id') })
  if (state.status === 'missing')
    return <ArticleMissing title={title} backTo={backTo} backLabel={backLabel} />
  return (
    <SimplePage title={state.status === 'ready' ? state.article.title : title}>
      <ArticleBody state={state} onRetry={state.retry} missing={null} dated />
      <BackLink to={backTo}>{backLabel}</BackLink>
    </SimplePage>
  )
}

ArticleDetail.displayName = 'ArticleDetail'
