import { Link } from 'react-router-dom'
import { styled } from 'styled-components'

export const Totals = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.textPrimary};
    font-variant-numeric: tabular-nums;
  }
`

export const Grand = styled.dd`
  && {
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`

export const Secondary = styled.dd`
  && {
    color: ${({ theme }) => theme.color.textSecondary};
  }
`

/** Buttons and switches above a table. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[6]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`

/** A balance row's links, against the right edge like their column's header. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`

/** A link to the deposit or withdrawal page from a balance row. */
export const RowLink = styled(Link)`
  color: ${({ theme }) => theme.color.brandText};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`
