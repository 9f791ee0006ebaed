import { styled } from 'styled-components'
import { stack } from '../shared/detail.styles'
import { fieldColumn } from '../shared/form.styles'

/* No surface of its own: the book sits on its dialog's (or page's) background. */
export const Root = styled.section`
  ${stack}
`

/** The add form: chain and label on one row, the address under them. */
export const AddForm = styled.form`
  ${fieldColumn(4)}
`

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`

export const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} 0;
  border-bottom: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme }) => theme.color.borderSubtle};
`

export const ItemMain = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`

/** Label, chain and address of a saved address. */
export const Details = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`

export const Heading = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`

export const Address = styled.span`
  font-family: ${({ theme }) => theme.font.family.mono};
  color: ${({ theme }) => theme.color.textSecondary};
  overflow-wrap: anywhere;
`

/** In select mode the whole address is one button. */
export const PickButton = styled.button`
  display: flex;
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space[2]};
  border: ${({ theme }) => theme.size.borderWidth} solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.bgHover};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid ${({ theme }) => theme.color.brand};
  }
`

/** The delete confirmation inside the row. */
export const Confirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.textSecondary};
`
