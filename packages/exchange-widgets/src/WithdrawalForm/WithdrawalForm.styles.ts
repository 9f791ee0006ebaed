import { styled } from 'styled-components'
import { stack } from '../shared/detail.styles'
import { fieldColumn } from '../shared/form.styles'

/* No surface of its own: the form sits on its page's (or dialog's) background. */
export const Root = styled.section`
  ${stack}
  font-variant-numeric: tabular-nums;
`

export const Form = styled.form`
  ${fieldColumn(5)}
`

/** The quote under the amount: available, fee, arrival, limit left. */
export const Figures = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`

/** The limit and what raises it, compact. */
export const Limits = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
`

export const LimitsTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`

export const Tiers = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.textSecondary};
`

export const Tier = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`

export const Applied = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[2]} 0 0;

  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`
