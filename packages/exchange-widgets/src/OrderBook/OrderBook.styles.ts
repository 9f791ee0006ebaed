import { styled, css } from 'styled-components'
import { moveColor, rowGrid, skeletonRow } from '../shared/frame.styles'

export { Centered, PanelRoot as Root } from '../shared/frame.styles'

/** Height of every book row in pixels; rows never change height, so nothing shifts. */
export const ORDER_BOOK_ROW_HEIGHT = 20

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme }) => theme.color.borderSubtle};
  & > :first-child {
    margin-right: auto;
  }
`

export const SideToggle = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
`

export const SideButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.controlSm};
  height: ${({ theme }) => theme.size.controlSm};
  padding: 0;
  border: ${({ theme }) => theme.size.borderWidth} solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  cursor: pointer;
  opacity: 0.55;
  &[aria-pressed='true'] {
    opacity: 1;
    border-color: ${({ theme }) => theme.color.borderDefault};
    background: ${({ theme }) => theme.color.bgSunken};
  }
  &:hover {
    opacity: 1;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid
      ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
  }
`

/** A small glyph of the book: red half above green, or one colour for one side. */
export const SideGlyph = styled.span<{ $side: 'both' | 'bids' | 'asks' }>`
  display: grid;
  grid-template-rows: 1fr 1fr;
  gap: ${({ theme }) => theme.space[1]};
  width: ${({ theme }) => theme.size.iconSm};
  height: ${({ theme }) => theme.size.iconSm};
  &::before,
  &::after {
    content: '';
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  &::before {
    background: ${({ theme, $side }) =>
      $side === 'bids' ? theme.color.positive : theme.color.negative};
  }
  &::after {
    background: ${({ theme, $side }) =>
      $side === 'asks' ? theme.color.negative : theme.color.positive};
  }
`

export const Controls = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[2]};
  & select {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`

export const Columns = styled.div`
  ${rowGrid('1fr 1fr 1fr', ORDER_BOOK_ROW_HEIGHT + 4)}
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: nowrap;
  & > span {
    text-align: right;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  & > span:first-child {
    text-align: left;
  }
`

export const Body = styled.div<{ $dimmed: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 0;
  /* Stale: everything greys out (text stays legible; colour no longer claims to be live). */
  ${({ $dimmed, theme }) =>
    $dimmed &&
    css`
      & ul {
        --row-text: ${theme.color.textSecondary};
        --row-tone: ${theme.color.textSecondary};
        --row-bar: ${theme.color.bgHover};
      }
    `}
`

/** An opaque strip over the farthest ask row that carries the reconnecting/stale badges. */
export const BadgeSlot = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  z-index: 1;
  display: flex;
  justify-content: center;
  align-items: center;
  height: ${ORDER_BOOK_ROW_HEIGHT + 4}px;
  background: ${({ theme }) => theme.color.bgRaised};
  border-bottom: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme }) => theme.color.borderSubtle};
  &:empty,
  &:has(> [role='status']:empty) {
    display: none;
  }
`

/** One side: its list of row buttons, with the canvas its figures are drawn on laid over it. */
export const SideFrame = styled.div`
  position: relative;
  display: flex;
  flex: 1 1 0;
  min-height: 0;
`

/**
 * The canvas a side's figures and depth bars are drawn on (`paintBook.ts`), over the list's
 * viewport: clicks, hover and focus go to the row buttons under it, whose colours show through.
 */
export const SideCanvas = styled.canvas`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  pointer-events: none;
`

/**
 * One side's list of row buttons. The rows are plain elements styled from here (a styled
 * component per row would re-run its style rules on every render); their figures are drawn on the
 * side's canvas, in the colours of the CSS variables set here (the stale state overrides them),
 * and the button's padding and gap, which the painter reads, place the three columns.
 */
export const SideList = styled.ul<{ $side: 'bids' | 'asks' }>`
  --row-text: ${({ theme }) => theme.color.textPrimary};
  --row-tone: ${({ theme, $side }) =>
    $side === 'bids' ? theme.color.positive : theme.color.negative};
  --row-bar: ${({ theme, $side }) =>
    $side === 'bids' ? theme.color.positiveSubtle : theme.color.negativeSubtle};
  display: flex;
  flex-direction: ${({ $side }) => ($side === 'asks' ? 'column-reverse' : 'column')};
  flex: 1 1 0;
  min-height: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;
  overflow-x: hidden;
  /* Scrolls by wheel, touch and keyboard; a scrollbar would shift the columns. */
  scrollbar-width: none;
  & > li {
    flex: 0 0 ${ORDER_BOOK_ROW_HEIGHT}px;
    contain: strict;
  }
  & > li:hover,
  & > li:has(> button:focus-visible) {
    background: ${({ theme }) => theme.color.bgHover};
  }
  & > li > button {
    display: flex;
    gap: ${({ theme }) => theme.space[4]};
    height: ${ORDER_BOOK_ROW_HEIGHT}px;
    padding: 0 ${({ theme }) => theme.space[4]};
    width: 100%;
    border: 0;
    background: transparent;
    font: inherit;
    cursor: pointer;
  }
  & > li > button:focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid
      ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
`

export const SkeletonRow = styled.li`
  ${rowGrid('1fr 1fr 1fr', ORDER_BOOK_ROW_HEIGHT)}
  ${skeletonRow}
`

export const SpreadRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[4]};
  flex: 0 0 auto;
  height: ${({ theme }) => theme.size.controlMd};
  padding: 0 ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme }) => theme.color.borderSubtle};
  border-bottom: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme }) => theme.color.borderSubtle};
  line-height: ${({ theme }) => theme.size.controlMd};
  white-space: nowrap;
  overflow: hidden;
  /* Its figures change with the book: laid out and painted without touching the rows. */
  contain: strict;
`

export const LastPrice = styled.span<{ $direction: 'up' | 'down' | 'flat' }>`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme, $direction }) => moveColor(theme, $direction)};
`

export const Arrow = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  margin-left: ${({ theme }) => theme.space[1]};
`

export const SpreadText = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  & > b {
    color: ${({ theme }) => theme.color.textSecondary};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`
