import { Empty, Tabs } from '@bourse/ui'
import type { ReactNode } from 'react'
import { Panel, PanelBody, PanelTabs } from '../shared/Page.styles'

export type TabbedEmptyProps = {
  label: string
  tabs: readonly { value: string; label: string }[]
  value: string
  onChange: (value: string) => void
  emptyTitle: ReactNode
  emptyDescription?: ReactNode
}

/** Tabs over a record list that holds nothing yet. */
export function TabbedEmpty({
  label,
  tabs,
  value,
  onChange,
  emptyTitle,
  emptyDescription,
}: TabbedEmptyProps) {
  return (
    <Panel>
      <PanelTabs>
        <Tabs label={label} items={tabs} value={value} onChange={(d) => onChange(d.value)} />
      </PanelTabs>
      <PanelBody>
        <Empty title={emptyTitle} description={emptyDescription} />
      </PanelBody>
    </Panel>
  )
}

TabbedEmpty.displayName = 'TabbedEmpty'
