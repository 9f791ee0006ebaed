import { styled } from 'styled-components'

export const Rows = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr max-content;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[5]} ${theme.space[6]}`};
  margin: 0;
`

export const Term = styled.dt`
  color: ${({ theme }) => theme.color.textSecondary};
`

export const Value = styled.dd`
  margin: 0;
  min-width: 0;
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.font.family.mono};
  color: ${({ theme }) => theme.color.textPrimary};
  a {
    color: ${({ theme }) => theme.color.brandText};
  }
`

export const Note = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space[6]}`};
  color: ${({ theme }) => theme.color.textSecondary};
`

export const Unavailable = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-family: ${({ theme }) => theme.font.family.sans};
`

/** The row's copy button: a second description of the term, so the list stays valid. */
export const Action = styled.dd`
  margin: 0;
`
