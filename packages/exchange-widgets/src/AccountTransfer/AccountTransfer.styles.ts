import { styled } from 'styled-components'
import { stack } from '../shared/detail.styles'

/* No surface of its own: the form sits on its dialog's (or page's) background. */
export const Root = styled.form`
  ${stack}
  font-variant-numeric: tabular-nums;
`

/** From, the swap button, to: in one row. */
export const Accounts = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
`

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`
