import { styled } from 'styled-components'
import { stack } from '../shared/detail.styles'

export const Root = styled.section`
  ${stack}
  font-variant-numeric: tabular-nums;
`

export const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`
