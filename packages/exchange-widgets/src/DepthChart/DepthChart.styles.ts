import { styled } from 'styled-components'

export {
  ChartBody as Body,
  ChartHeader as Header,
  ChartRoot as Root,
  Spacer,
  State,
} from '../shared/frame.styles'

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`

export const Legend = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.color.textSecondary};
`

export const Swatch = styled.span<{ $side: 'bids' | 'asks' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  &::before {
    content: '';
    width: ${({ theme }) => theme.space[4]};
    height: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme, $side }) => ($side === 'bids' ? theme.color.rise : theme.color.fall)};
  }
`

export const ZoomGroup = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
`

export const Plot = styled.div<{ $stale: boolean }>`
  position: absolute;
  inset: 0;
  outline: none;
  opacity: ${({ $stale }) => ($stale ? 0.55 : 1)};
  &:focus-visible {
    box-shadow: inset 0 0 0 ${({ theme }) => theme.size.focusRingWidth}
      ${({ theme }) => theme.color.focusRing};
  }
  svg {
    display: block;
    overflow: visible;
    font-family: ${({ theme }) => theme.font.family.sans};
    font-size: ${({ theme }) => theme.font.size.xs};
    user-select: none;
  }
  .bid-area {
    fill: ${({ theme }) => theme.color.rise};
    fill-opacity: 0.16;
  }
  .ask-area {
    fill: ${({ theme }) => theme.color.fall};
    fill-opacity: 0.16;
  }
  .bid-line,
  .ask-line {
    fill: none;
    stroke-width: 1.5;
  }
  .bid-line {
    stroke: ${({ theme }) => theme.color.rise};
  }
  .ask-line {
    stroke: ${({ theme }) => theme.color.fall};
  }
  .grid {
    stroke: ${({ theme }) => theme.color.borderSubtle};
    shape-rendering: crispEdges;
  }
  .axis-line {
    stroke: ${({ theme }) => theme.color.borderDefault};
    shape-rendering: crispEdges;
  }
  .tick {
    fill: ${({ theme }) => theme.color.textMuted};
  }
  .mid-line {
    stroke: ${({ theme }) => theme.color.textMuted};
    stroke-dasharray: 3 3;
    shape-rendering: crispEdges;
  }
  .mid-label rect {
    fill: ${({ theme }) => theme.color.bgInverse};
  }
  .mid-label text {
    fill: ${({ theme }) => theme.color.textInverse};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  .crosshair {
    stroke: ${({ theme }) => theme.color.textSecondary};
    stroke-dasharray: 2 2;
    shape-rendering: crispEdges;
  }
  .marker-bids {
    fill: ${({ theme }) => theme.color.rise};
  }
  .marker-asks {
    fill: ${({ theme }) => theme.color.fall};
  }
  .marker-bids,
  .marker-asks {
    stroke: ${({ theme }) => theme.color.bgSurface};
    stroke-width: 2;
  }
`

export const Tip = styled.div`
  position: absolute;
  z-index: 1;
  min-width: 14em;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgRaised};
  box-shadow: ${({ theme }) => theme.shadow.md};
  pointer-events: none;
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[5]};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    white-space: nowrap;
  }
`

export const TipSide = styled.div<{ $side: 'bids' | 'asks' }>`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme, $side }) => ($side === 'bids' ? theme.color.rise : theme.color.fall)};
`

export const LoadingBars = styled.div`
  position: absolute;
  inset: ${({ theme }) => theme.space[6]};
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  opacity: 0.7;
  span {
    flex: 1;
    border-radius: ${({ theme }) => theme.radius.sm} ${({ theme }) => theme.radius.sm} 0 0;
    background: ${({ theme }) => theme.color.skeleton};
  }
`

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
`
