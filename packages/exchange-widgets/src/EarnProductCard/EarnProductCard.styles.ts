import styled from 'styled-components'

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;

  &[data-closed] {
    background: ${({ theme }) => theme.color.bgSunken};
  }
`

export const Head = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
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

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  dd {
    margin: 0;
    text-align: right;
    overflow-wrap: anywhere;
  }
`

export const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`

export const Track = styled.div`
  height: ${({ theme }) => theme.space[3]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bgActive};
`

export const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.color.brand};
`

export const ProgressText = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textSecondary};
`
