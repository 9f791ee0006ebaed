import { styled } from 'styled-components'
import { stack } from '../shared/detail.styles'

export const Card = styled.article`
  ${stack}
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSurface};
  font-variant-numeric: tabular-nums;

  &[data-closed] {
    background: ${({ theme }) => theme.color.bgSunken};
  }
`

export const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`

/** The headline rate, large, with its unit under it. */
export const Rate = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;

  strong {
    color: ${({ theme }) => theme.color.positive};
    font-size: ${({ theme }) => theme.font.size.display};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  span {
    color: ${({ theme }) => theme.color.textSecondary};
  }
`

export const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`

export const ProgressText = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textSecondary};
`
