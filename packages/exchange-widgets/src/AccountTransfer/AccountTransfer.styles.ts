import styled from 'styled-components'

export const Root = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
  /* No surface of its own: the form sits on its dialog's (or page's) background. */
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`

/** From, the swap button, to: in one row. */
export const Accounts = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
`

export const Row = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`

export const Term = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`

export const Figure = styled.span`
  color: ${({ theme }) => theme.color.textPrimary};
  text-align: right;
`

/** The "All" button inside the amount field's suffix. */
export const AllButton = styled.button`
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.brandText};
  font: inherit;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`
