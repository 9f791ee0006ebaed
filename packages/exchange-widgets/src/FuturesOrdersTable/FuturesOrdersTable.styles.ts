import styled from 'styled-components'

export {
  Muted,
  RecordsRoot as Root,
  RecordsToolbar as Toolbar,
  StackedStatus as StatusCell,
} from '../shared/RecordsPanel'

export const Small = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
`
