import { styled, css } from 'styled-components'
import { rowGrid, skeletonRow } from '../shared/frame.styles'

export { Centered, PanelRoot as Root } from '../shared/frame.styles'

/** Height of every trade row in pixels: the virtualiser places rows by index from it. */
export const TRADE_ROW_HEIGHT = 20

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  flex: 0 0 ${({ theme }) => theme.size.controlMd};
  padding: 0 ${({ theme }) => theme.space[4]};
  border-bottom: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme }) => theme.color.borderSubtle};
`

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`

const grid = css`
  ${rowGrid('1.1fr 1fr 0.9fr', TRADE_ROW_HEIGHT)}
  white-space: nowrap;
  & > * {
    overflow: hidden;
    text-align: right;
  }
  & > :first-child {
    text-align: left;
  }
`

/** The scrolling table; it takes focus so the keyboard can scroll it. */
export const Table = styled.div<{ $dimmed: boolean }>`
  position: relative;
  flex: 1 1 0;
  min-height: 0;
  overflow-y: auto;
  overflow-x: hidden;
  scrollbar-width: thin;
  scrollbar-color: ${({ theme }) => theme.color.scrollbar} transparent;
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid
      ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
  ${({ $dimmed, theme }) =>
    $dimmed &&
    css`
      & [role='row'] [data-price] {
        color: ${theme.color.textSecondary};
      }
      & [role='row'] {
        color: ${theme.color.textSecondary};
      }
    `}
`

export const HeaderRow = styled.div`
  ${grid}
  position: sticky;
  top: 0;
  z-index: 1;
  height: ${TRADE_ROW_HEIGHT + 4}px;
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`

export const Rows = styled.div`
  position: relative;
`

export const Row = styled.div<{ $side: 'buy' | 'sell' }>`
  ${grid}
  position: absolute;
  left: 0;
  right: 0;
  top: 0;
  & > [data-price] {
    color: ${({ theme, $side }) => ($side === 'buy' ? theme.color.positive : theme.color.negative)};
  }
  & > [data-time] {
    color: ${({ theme }) => theme.color.textSecondary};
  }
`

export const SkeletonRow = styled.div`
  ${grid}
  ${skeletonRow}
`
