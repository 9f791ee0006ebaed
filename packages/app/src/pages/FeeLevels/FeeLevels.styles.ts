import { styled } from 'styled-components'

export const Panels = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  margin-bottom: ${({ theme }) => theme.space[10]};
`

/** Label / value pairs of "My rate level". */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  margin: 0 0 ${({ theme }) => theme.space[6]};
  dt {
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    color: ${({ theme }) => theme.color.textPrimary};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`

export const Note = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`

export const ProgressLabel = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`

export const Track = styled.div`
  height: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bgActive};
  overflow: hidden;
`

/** The filled part; `$percent` is a decimal string between 0 and 100. */
export const Fill = styled.div<{ $percent: string }>`
  width: ${({ $percent }) => `${$percent}%`};
  height: 100%;
  background: ${({ theme }) => theme.color.brand};
`
