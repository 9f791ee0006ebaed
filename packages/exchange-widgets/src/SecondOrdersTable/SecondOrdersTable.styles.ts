import { styled } from 'styled-components'

export { Muted } from '../shared/RecordsPanel'

/** The status badge with, while holding, the countdown beside it. */
export const StatusCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`

/** The records' summary: number of transactions and average transaction price. */
export const Summary = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;

  div {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
  }

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`
