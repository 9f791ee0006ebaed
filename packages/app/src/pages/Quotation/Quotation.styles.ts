import { styled } from 'styled-components'

/** The quotes list: a fixed-height panel the list scrolls (and virtualises) inside. */
export const QuotesPanel = styled.div`
  height: calc(${({ theme }) => theme.space[12]} * 11);
  margin-bottom: ${({ theme }) => theme.space[12]};
  background: ${({ theme }) => theme.color.bgSurface};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
`
