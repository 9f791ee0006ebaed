import { styled } from 'styled-components'

/** What the panel or dialog is about, in a sentence. */
export const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textSecondary};
`

/** The dialog's fields, stacked. */
export const DialogFields = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`
