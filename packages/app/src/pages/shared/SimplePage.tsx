import type { ReactNode } from 'react'
import { PageContainer } from '../../layout/shared.styles'
import { Lead, PageHead, Title } from './Page.styles'

export type SimplePageProps = {
  title: ReactNode
  lead?: ReactNode
  children?: ReactNode
}

/** A page title, an optional lead paragraph and the content below. */
export function SimplePage({ title, lead, children }: SimplePageProps) {
  return (
    <PageContainer>
      <PageHead>
        <Title>{title}</Title>
        {lead ? <Lead>{lead}</Lead> : null}
      </PageHead>
      {children}
    </PageContainer>
  )
}

SimplePage.displayName = 'SimplePage'
