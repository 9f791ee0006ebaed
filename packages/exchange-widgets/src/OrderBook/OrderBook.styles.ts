import styled, { css } from 'styled-components'
import { moveColor, rowGrid, skeletonRow } from '../shared/frame.styles'

export { Centered, PanelRoot as Root } from '../shared/frame.styles'

/** Height of every book row in pixels; rows never change height, so nothing shifts. */
export const ORDER_BOOK_ROW_HEIGHT = 20

const numbers = css`
  font-variant-numeric: tabular-nums;
  font-feature-settings: 'tnum';
`

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

/**
 * One side's list. The rows are plain elements styled from here (a styled component per row
 * would re-run its style rules on every render); the side's colours come in as CSS variables,
 * which the stale state overrides. A live book rewrites the rows' figures many times a second, so
 * the figure cells are not positioned (each would be a paint layer to repaint): the depth bar
 * sits under them by `z-index: -1` in the row's stacking context, and hover colours the row.
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
    /* A row's text changing never lays out or repaints anything outside the row. */
    contain: strict;
  }
  & > li:hover,
  & > li:has(> button:focus-visible) {
    background: ${({ theme }) => theme.color.bgHover};
  }
  /* Three equal columns by flex, not grid: a row is laid out on every update, and flex is cheaper. */
  & > li > button {
    display: flex;
    gap: ${({ theme }) => theme.space[4]};
    align-items: center;
    height: ${ORDER_BOOK_ROW_HEIGHT}px;
    padding: 0 ${({ theme }) => theme.space[4]};
    width: 100%;
    border: 0;
    background: transparent;
    color: var(--row-text);
    font: inherit;
    ${numbers}
    line-height: ${ORDER_BOOK_ROW_HEIGHT}px;
    text-align: right;
    cursor: pointer;
  }
  & > li > button > span {
    flex: 1 1 0;
    min-width: 0;
    white-space: nowrap;
  }
  & > li > button > [data-price] {
    text-align: left;
    color: var(--row-tone);
  }
  /* The painter sets the bar's scaleX: a transform changes no layout and repaints nothing. */
  & > li > button > [data-depth] {
    position: absolute;
    z-index: -1;
    inset: 1px 0;
    background: var(--row-bar);
    transform-origin: right center;
    pointer-events: none;
  }
  & > li > button:focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid
      ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
  /* The words of the row's name, for assistive technology only: a zero font size hides them with
   * no box, clip or layer of their own (visually hidden text costs three per row to repaint). */
  & [data-sr] {
    display: inline-block;
    font-size: 0;
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
