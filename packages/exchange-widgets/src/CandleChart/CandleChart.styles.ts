import { styled } from 'styled-components'

export {
  ChartBody as Body,
  ChartRoot as Root,
  ChartHeader as Toolbar,
  Spacer,
  State,
} from '../shared/frame.styles'

export const Intervals = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
`

export const IntervalButton = styled.button`
  height: ${({ theme }) => theme.size.controlSm};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.textPrimary};
    background: ${({ theme }) => theme.color.bgHover};
  }
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.color.brandText};
    background: ${({ theme }) => theme.color.brandSubtle};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`

export const Legend = styled.dl`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  left: ${({ theme }) => theme.space[4]};
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[5]};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  pointer-events: none;
  div {
    display: inline-flex;
    gap: ${({ theme }) => theme.space[2]};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
  dd[data-tone='positive'] {
    color: ${({ theme }) => theme.color.rise};
  }
  dd[data-tone='negative'] {
    color: ${({ theme }) => theme.color.fall};
  }
`

export const ChartArea = styled.div<{ $stale: boolean; $hidden: boolean }>`
  position: absolute;
  inset: 0;
  opacity: ${({ $stale }) => ($stale ? 0.55 : 1)};
  visibility: ${({ $hidden }) => ($hidden ? 'hidden' : 'visible')};
`

export const SkeletonCandles = styled.div`
  position: absolute;
  inset: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  opacity: 0.6;
  span {
    flex: 1;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.skeleton};
  }
`

export const LoadingLabel = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textSecondary};
`
