import { Empty } from '@bourse/ui'
import type { IconName } from '@bourse/ui'
import type { ReactNode } from 'react'
import { Panel, PanelBody, PanelHead, PanelTitle } from './Page.styles'

export type PanelWithEmptyProps = {
  title: ReactNode
  emptyTitle: ReactNode
  emptyDescription?: ReactNode
  icon?: IconName
  action?: ReactNode
  /** Controls in the panel head (tabs, filters). */
  head?: ReactNode
  className?: string
}

/** A titled panel whose data set is empty, saying so plainly. */
export function PanelWithEmpty({
  title,
  emptyTitle,
  emptyDescription,
  icon,
  action,
  head,
  className,
}: PanelWithEmptyProps) {
  return (
    <Panel className={className}>
      <PanelHead>
        <PanelTitle>{title}</PanelTitle>
        {head}
      </PanelHead>
      <PanelBody>
        <Empty
          title={emptyTitle}
          description={emptyDescription}
          icon={icon ?? 'search'}
          action={action}
        />
      </PanelBody>
    </Panel>
  )
}

PanelWithEmpty.displayName = 'PanelWithEmpty'
