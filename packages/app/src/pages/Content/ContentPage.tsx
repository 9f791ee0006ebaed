import { useArticle } from '../../content/useContent'
import { SimplePage } from '../shared/SimplePage'
import { ArticleBody } from './ArticleBody'

export type ContentPageProps = {
  /** The page's slug on the server (`legal-statement`, `about`, `white-paper`...). */
  slug: string
  /** The page's heading, from the site's texts so that it matches the links to it. */
  title: string
}

/** A page whose text is managed on the server (legal texts, about, white paper), by slug. */
export function ContentPage({ slug, title }: ContentPageProps) {
  const state = useArticle({ slug })
  return (
    <SimplePage title={title}>
      <ArticleBody state={state} onRetry={state.retry} />
    </SimplePage>
  )
}

ContentPage.displayName = 'ContentPage'
