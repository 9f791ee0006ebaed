import { styled } from 'styled-components'
import { figureList, moveColor, Toned } from '../shared/frame.styles'

export const Root = styled.section<{ $dimmed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[8]};
  min-height: ${({ theme }) => theme.space[12]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textPrimary};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  overflow: hidden;
  & [data-tone] {
    color: ${({ theme, $dimmed }) => ($dimmed ? theme.color.textSecondary : undefined)};
  }
`

export const Pair = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`

export const PairName = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  & > span {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`

export const FullName = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs};
`

export const Last = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  /* Room for a price that gains a digit, so the figures beside it do not jump. */
  min-width: 12ch;
`

export const LastPrice = styled.span<{ $direction: 'up' | 'down' | 'flat' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme, $direction }) => moveColor(theme, $direction)};
`

export const Stats = styled.dl`
  ${figureList}
  gap: ${({ theme }) => theme.space[8]};
  & dd {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`

export { Toned }

export const Aside = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-left: auto;
`
