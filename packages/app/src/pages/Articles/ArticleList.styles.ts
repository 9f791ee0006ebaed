import { Link } from 'react-router-dom'
import { styled } from 'styled-components'

export const Toolbar = styled.form`
  max-width: 360px;
  margin-bottom: ${({ theme }) => theme.space[7]};
`

export const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  > li + li {
    border-top: ${({ theme }) => theme.size.borderWidth} solid
      ${({ theme }) => theme.color.borderSubtle};
  }
`

export const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[7]}`};
`

export const ItemHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`

export const ItemLink = styled(Link)`
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.brandText};
    text-decoration: underline;
  }
`

export const ItemDate = styled.time`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
`

export const ItemSummary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`

export const Pager = styled.div`
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[7]}`};
  border-top: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme }) => theme.color.borderSubtle};
`
