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

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`

/** The status badge with, while holding, the countdown beside it. */
export const StatusCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`

export const Centered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 12rem;
`
