import { styled } from 'styled-components'

/** The freeze button with the answer of a failed try above it. */
export const FreezeForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`
