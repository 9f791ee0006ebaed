import { styled } from 'styled-components'

/** A record list: its filters, table and pager (inside the tab panel that names it). */
export const Records = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`

/** The filters in one row of equal columns, wrapping on narrow screens. */
export const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(calc(${({ theme }) => theme.space[12]} * 2), 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space[6]};
`

/** `spot → contract`. */
export const Direction = styled.span`
  white-space: nowrap;
`
