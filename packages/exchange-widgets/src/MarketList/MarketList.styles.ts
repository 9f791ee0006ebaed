import { styled, css } from 'styled-components'

/** Row heights in pixels per variant. Rows never change height, so the list is arithmetic. */
export const MARKET_ROW_HEIGHT = { full: 48, compact: 28 } as const
/** Height of the column header row in pixels. */
export const MARKET_HEADER_HEIGHT = { full: 36, compact: 28 } as const

export type MarketListVariant = keyof typeof MARKET_ROW_HEIGHT

const numbers = css`
  font-variant-numeric: tabular-nums;
  font-feature-settings: 'tnum';
`

/**
 * Columns per variant: the full list shows pair, last, change, high, low, volume, turnover; the
 * compact one (a trading page's side panel) pair, last and change.
 */
const columns = {
  full: 'minmax(11em, 1.6fr) repeat(6, minmax(0, 1fr))',
  compact: 'minmax(0, 1.25fr) minmax(0, 1fr) minmax(0, 0.8fr)',
} as const

export const Root = styled.section<{ $variant: MarketListVariant }>`
  display: flex;
  flex-direction: column;
  min-height: 0;
  min-width: 0;
  height: 100%;
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme, $variant }) =>
    $variant === 'full' ? theme.font.size.md : theme.font.size.sm};
  ${numbers}
`

export const Toolbar = styled.div<{ $variant: MarketListVariant }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme, $variant }) =>
    $variant === 'full'
      ? `${theme.space[5]} ${theme.space[6]} 0`
      : `${theme.space[4]} ${theme.space[4]} 0`};
`

export const SearchSlot = styled.div<{ $variant: MarketListVariant }>`
  flex: ${({ $variant }) => ($variant === 'full' ? '0 1 18em' : '1 1 100%')};
  min-width: 0;
  margin-left: ${({ $variant }) => ($variant === 'full' ? 'auto' : '0')};
  order: ${({ $variant }) => ($variant === 'full' ? 1 : -1)};
`

export const TabsSlot = styled.div`
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: none;
`

export const BadgeSlot = styled.div`
  display: flex;
  align-items: center;
  &:has(> [role='status']:empty) {
    display: none;
  }
`

export const Grid = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  flex: 0 1 auto;
  min-height: 0;
`

const rowGrid = css<{ $variant: MarketListVariant }>`
  display: grid;
  grid-template-columns: ${({ $variant }) => columns[$variant]};
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  padding: 0 ${({ theme, $variant }) => ($variant === 'full' ? theme.space[6] : theme.space[4])};
  & > [role='columnheader'],
  & > [role='gridcell'] {
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    text-align: right;
  }
  & > :first-child {
    text-align: left;
  }
`

export const HeaderRow = styled.div<{ $variant: MarketListVariant }>`
  ${rowGrid}
  flex: 0 0 auto;
  height: ${({ $variant }) => MARKET_HEADER_HEIGHT[$variant]}px;
  margin-top: ${({ theme }) => theme.space[3]};
  border-bottom: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme }) => theme.color.borderSubtle};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
  &:hover,
  &[data-active='true'] {
    color: ${({ theme }) => theme.color.textPrimary};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid
      ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`

/** Two stacked carets; the active direction's is solid. */
export const SortGlyph = styled.span<{ $direction: 'asc' | 'desc' | null }>`
  display: inline-grid;
  gap: ${({ theme }) => theme.space[1]};
  &::before,
  &::after {
    content: '';
    border-left: 0.25em solid transparent;
    border-right: 0.25em solid transparent;
    opacity: 0.35;
  }
  &::before {
    border-bottom: 0.3em solid currentColor;
    opacity: ${({ $direction }) => ($direction === 'asc' ? 1 : 0.35)};
  }
  &::after {
    border-top: 0.3em solid currentColor;
    opacity: ${({ $direction }) => ($direction === 'desc' ? 1 : 0.35)};
  }
`

export const Viewport = styled.div<{ $dimmed: boolean }>`
  position: relative;
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overflow-x: hidden;
  overscroll-behavior: contain;
  scrollbar-width: thin;
  scrollbar-color: ${({ theme }) => theme.color.scrollbar} transparent;
  ${({ $dimmed, theme }) =>
    $dimmed &&
    css`
      & [data-tone][data-tone] {
        color: ${theme.color.textSecondary};
      }
    `}
`

/** Holds the whole list's height so the scrollbar is right; only visible rows are inside. */
/**
 * Holds the whole list's height so the scrollbar is right; only the rows in view are inside.
 * The rows are plain elements styled from here (data attributes), so a live frame renders one
 * styled component, not several per row.
 */
export const Spacer = styled.div<{ $variant: MarketListVariant }>`
  position: relative;
  width: 100%;
  & > [role='row'] {
    ${rowGrid}
    position: absolute;
    left: 0;
    right: 0;
    height: ${({ $variant }) => MARKET_ROW_HEIGHT[$variant]}px;
    cursor: pointer;
  }
  & > [role='row']:hover {
    background: ${({ theme }) => theme.color.bgHover};
  }
  & > [role='row'][aria-selected='true'] {
    background: ${({ theme }) => theme.color.bgSunken};
    box-shadow: inset ${({ theme }) => theme.space[1]} 0 0 ${({ theme }) => theme.color.brand};
  }
  & > [role='row']:focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid
      ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
  }
  & [data-pair] {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
  }
  & [data-pair-text] {
    display: flex;
    flex-direction: ${({ $variant }) => ($variant === 'full' ? 'column' : 'row')};
    align-items: ${({ $variant }) => ($variant === 'full' ? 'flex-start' : 'baseline')};
    gap: ${({ theme, $variant }) => ($variant === 'full' ? theme.space[1] : '0')};
    min-width: 0;
    overflow: hidden;
  }
  & [data-pair-text] > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    max-width: 100%;
  }
  & [data-base] {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & [data-base] > small {
    margin-left: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  & [data-name] {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  & [data-star] {
    display: inline-flex;
    flex: 0 0 auto;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.size.iconLg};
    height: ${({ theme }) => theme.size.iconLg};
    padding: 0;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: none;
    color: ${({ theme }) => theme.color.textDisabled};
    cursor: pointer;
  }
  & [data-star] svg {
    fill: none;
  }
  & [data-star][aria-pressed='true'],
  & [data-star]:hover {
    color: ${({ theme }) => theme.color.warningStrong};
  }
  & [data-star][aria-pressed='true'] svg {
    fill: currentColor;
  }
  & [data-star]:focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid
      ${({ theme }) => theme.color.focusRing};
  }
  & [data-tone] {
    color: ${({ theme }) => theme.color.textPrimary};
  }
  & [data-tone='positive'] {
    color: ${({ theme }) => theme.color.positive};
  }
  & [data-tone='negative'] {
    color: ${({ theme }) => theme.color.negative};
  }
  & [data-pill] {
    display: inline-block;
    min-width: 6em;
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.md};
    text-align: right;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    background: ${({ theme }) => theme.color.bgHover};
  }
  & [data-pill][data-tone='neutral'] {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  & [data-pill][data-tone='positive'] {
    background: ${({ theme }) => theme.color.positiveSubtle};
  }
  & [data-pill][data-tone='negative'] {
    background: ${({ theme }) => theme.color.negativeSubtle};
  }
  & [data-muted] {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  & [data-status] {
    display: inline-block;
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    vertical-align: middle;
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.md};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.textSecondary};
    background: ${({ theme }) => theme.color.bgHover};
  }
  & [data-status='warning'] {
    color: ${({ theme }) => theme.color.warning};
    background: ${({ theme }) => theme.color.warningSubtle};
  }
`

export const SkeletonRow = styled.div<{ $variant: MarketListVariant }>`
  ${rowGrid}
  height: ${({ $variant }) => MARKET_ROW_HEIGHT[$variant]}px;
  justify-items: end;
  & > :first-child {
    justify-self: start;
  }
`

export const Centered = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  justify-content: center;
  min-height: 0;
`

/** Holds a state (loading, empty, error) at the rows' height, so nothing shifts when data comes. */
export const BodySlot = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-height: 0;
  overflow: hidden;
`
