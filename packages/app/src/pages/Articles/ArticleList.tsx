import { Empty } from '@bourse/ui'
import { Panel, PanelBody } from '../shared/Page.styles'
import { SimplePage } from '../shared/SimplePage'

export type ArticleListProps = {
  title: string
  lead: string
  emptyTitle: string
  emptyDescription: string
}

/** A list of articles; the contract does not publish articles yet, so it is empty. */
export function ArticleList({ title, lead, emptyTitle, emptyDescription }: ArticleListProps) {
  return (
    <SimplePage title={title} lead={lead}>
      <Panel>
        <PanelBody>
          <Empty icon="info" title={emptyTitle} description={emptyDescription} />
        </PanelBody>
      </Panel>
    </SimplePage>
  )
}

ArticleList.displayName = 'ArticleList'
