import { styled } from 'styled-components'

export const DialogForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`
