import { Button, Empty } from '@bourse/ui'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { Panel, PanelBody } from '../shared/Page.styles'
import { SimplePage } from '../shared/SimplePage'

export type ArticleMissingProps = { title: string; backTo: string; backLabel: string }

/** A detail page whose article does not exist (`content.not.found`, or no valid `?id=`). */
export function ArticleMissing({ title, backTo, backLabel }: ArticleMissingProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <SimplePage title={title}>
      <Panel>
        <PanelBody>
          <Empty
            icon="info"
            title={t('articles.missing.title')}
            description={t('errors.content.not.found')}
            action={<Button onClick={() => void navigate(backTo)}>{backLabel}</Button>}
          />
        </PanelBody>
      </Panel>
    </SimplePage>
  )
}

ArticleMissing.displayName = 'ArticleMissing'
