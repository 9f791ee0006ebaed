import styled from 'styled-components'
import { surface } from '../shared/frame.styles'

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  min-width: 0;
  ${surface}

  /* Cells never wrap: a long row scrolls sideways inside the table's own scroller. */
  td,
  th {
    white-space: nowrap;
  }
`

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: ${({ theme }) => theme.size.controlMd};
`

export const Filter = styled.div`
  min-width: 8rem;
`

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`

/** A status badge with the close method under it (the column stays narrow). */
export const StatusCell = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
`

export const Small = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
`

export const Centered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 12rem;
`
