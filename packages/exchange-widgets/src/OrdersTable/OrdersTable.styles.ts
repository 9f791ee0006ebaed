import { styled } from 'styled-components'

export const SideText = styled.span<{ $side: 'buy' | 'sell' }>`
  color: ${({ theme, $side }) => ($side === 'buy' ? theme.color.positive : theme.color.negative)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`

export const Reason = styled.span`
  max-width: calc(${({ theme }) => theme.space[12]} * 3);
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: normal;
`
