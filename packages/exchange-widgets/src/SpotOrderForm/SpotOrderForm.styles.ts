import { styled } from 'styled-components'

/** A form-level message under the summary (the order total). */
export const ErrorText = styled.div`
  color: ${({ theme }) => theme.color.negative};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`
