import { styled } from 'styled-components'

export { Muted } from '../shared/RecordsPanel'

/** The status badge with, while holding, the countdown beside it. */
export const StatusCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`
