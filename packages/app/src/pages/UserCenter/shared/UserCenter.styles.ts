import { styled } from 'styled-components'

export const Heading = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[8]};
  margin: 0;
  div {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
    color: ${({ theme }) => theme.color.textPrimary};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`

export const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space[6]};
    align-items: center;
    padding: ${({ theme }) => `${theme.space[6]} 0`};
    border-bottom: ${({ theme }) => theme.size.borderWidth} solid
      ${({ theme }) => theme.color.borderSubtle};
  }
  li:last-child {
    border-bottom: 0;
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.color.textPrimary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  span {
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`

export const Status = styled.em<{ $ok: boolean }>`
  font-style: normal;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.full};
  color: ${({ theme, $ok }) => ($ok ? theme.color.green : theme.color.warning)};
  background: ${({ theme, $ok }) => ($ok ? theme.color.greenSubtle : theme.color.warningSubtle)};
`

export const Notes = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[8]};
  color: ${({ theme }) => theme.color.textSecondary};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`

/** The end of an `Items` row: its state and the button that changes it. */
export const ItemEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`
