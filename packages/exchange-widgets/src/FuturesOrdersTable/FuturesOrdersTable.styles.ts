import { styled } from 'styled-components'

export const Small = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
`

/** The fees of a row: open, close and holding, one per line. */
export const FeeLines = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
`
