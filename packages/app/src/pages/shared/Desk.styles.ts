import { css, styled } from 'styled-components'

/**
 * The height a desk takes: the viewport under the site header (`Header`: a large control, its padding
 * and its border), never less than a short laptop's, so the footer starts below the fold. The market
 * shell's loading and error states take it too, so the footer does not move when the desk arrives.
 */
export const deskHeight = css`
  height: calc(
    100vh - ${({ theme }) => theme.size.controlLg} - ${({ theme }) => theme.space[6]} -
      ${({ theme }) => theme.size.borderWidth}
  );
  min-height: calc(${({ theme }) => theme.space[12]} * 9);
`

/**
 * A wide desk: the product bar and notices, the ticker row, then the resizable panels taking the
 * rest of the desk's height (banners come out of the panels' share, never push the page).
 */
export const DeskFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  ${deskHeight}
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.color.bgCanvas};
  overflow: hidden;
`

/** The ticker and the desk's tools (reset layout) on one row. */
export const TopRow = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[2]};
  flex: none;
  & > :first-child {
    flex: 1;
  }
`

export const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: 0 ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.bgSurface};
  border-radius: ${({ theme }) => theme.radius.md};
`

/** The handle between two panels: a thin gap that shows the brand colour when used. */
export const handleStyle = css`
  flex: none;
  background: transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  outline: none;
  &[aria-orientation='vertical'] {
    width: ${({ theme }) => theme.space[2]};
  }
  &[aria-orientation='horizontal'] {
    height: ${({ theme }) => theme.space[2]};
  }
  &:hover,
  &[data-separator='active'],
  &:focus-visible {
    background: ${({ theme }) => theme.color.brand};
  }
`

/**
 * A narrow desk, one page long: the ticker, the order form beside the book, the chart, the
 * orders, then markets and trades; one column on the narrowest screens. Heights are fixed, so
 * live data and late chunks never move it.
 */
export const StackedDesk = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  grid-template-rows:
    auto
    calc(${({ theme }) => theme.space[12]} * 8)
    calc(${({ theme }) => theme.space[12]} * 7)
    calc(${({ theme }) => theme.space[12]} * 6)
    calc(${({ theme }) => theme.space[12]} * 6);
  grid-template-areas:
    'ticker ticker'
    'form book'
    'chart chart'
    'orders orders'
    'markets trades';
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.color.bgCanvas};
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto repeat(7, calc(${({ theme }) => theme.space[12]} * 7));
    grid-template-areas: 'ticker' 'form' 'book' 'chart' 'orders' 'markets' 'trades';
  }
`

/** One area of a desk: a surface whose content never spills out (the form scrolls inside). */
export const Area = styled.section<{ $area?: string; $scroll?: boolean }>`
  ${({ $area }) => ($area ? `grid-area: ${$area};` : 'height: 100%;')}
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  background: ${({ theme }) => theme.color.bgSurface};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow-x: hidden;
  overflow-y: ${({ $scroll }) => ($scroll ? 'auto' : 'hidden')};
`

export const Notice = styled.p`
  margin: 0;
  flex: none;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[7]}`};
  background: ${({ theme }) => theme.color.warningSubtle};
  color: ${({ theme }) => theme.color.warning};
  font-size: ${({ theme }) => theme.font.size.md};
`

/**
 * A centred state: a desk's whole height (the market shell), or a panel's box (`$compact`). The
 * desk's is a fixed height, not a share of the page (`flex: none`: a flex basis would override
 * it), so the footer is below the fold before the desk arrives and does not move when it does.
 */
export const Centre = styled.div<{ $compact?: boolean }>`
  display: grid;
  place-items: center;
  ${({ $compact }) =>
    $compact
      ? css`
          flex: 1;
          min-height: 0;
        `
      : css`
          flex: none;
          ${deskHeight}
        `}
`

/** The orders area's body under its tabs: it takes the rest of the area and scrolls. */
export const OrdersBody = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 0;
  overflow: auto;
`

/** The chart area's body under its tabs, measured so the chart fills it. */
export const ChartBox = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 0;
`
