import styled from 'styled-components'

/** A record list: its filters, table and pager. */
export const Records = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[6]};
  & > * {
    min-width: calc(${({ theme }) => theme.space[12]} * 2.5);
  }
`

/** `spot → contract`. */
export const Direction = styled.span`
  white-space: nowrap;
`
