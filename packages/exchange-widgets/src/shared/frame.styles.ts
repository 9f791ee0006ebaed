import { styled, css, type DefaultTheme } from 'styled-components'

/*
 * Frame pieces every widget shares: the surface (colours, text size, tabular figures), the
 * panel and chart roots, the chart header and plot box, centred and overlay states, fixed-height
 * row grids, and the rise/fall colour of a price move.
 */

/** The widget surface: background, text colour and size, figures of equal width. */
export const surface = css`
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`

/** Root of a widget that fills its panel's height (order book, trade tape). */
export const PanelRoot = styled.section`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  ${surface}
`

/** Root of a chart widget (depth, candles): as wide as its container, height from `ChartBody`. */
export const ChartRoot = styled.section`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-width: 0;
  ${surface}
`

/** The chart's header bar: title or intervals on the left, live badges and tools on the right. */
export const ChartHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: ${({ theme }) => theme.size.controlMd};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-bottom: ${({ theme }) => theme.size.borderWidth} solid
    ${({ theme }) => theme.color.borderSubtle};
`

/** The plot box of a chart, sized in pixels (width defaults to the container's). */
export const ChartBody = styled.div<{ $height: number; $width?: number | undefined }>`
  position: relative;
  width: ${({ $width }) => ($width === undefined ? '100%' : `${$width}px`)};
  height: ${({ $height }) => $height}px;
  min-width: 0;
`

export const Spacer = styled.span`
  flex: 1;
`

/** An overlay over a chart's plot box for loading, error and empty states. */
export const State = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
`

/** Vertically centres an error or empty state in a list widget's body. */
export const Centered = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  justify-content: center;
`

/** A fixed-height row laid out as columns (book levels, trades, their skeletons and headers). */
export const rowGrid = (columns: string, height: number) => css`
  display: grid;
  grid-template-columns: ${columns};
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  height: ${height}px;
  padding: 0 ${({ theme }) => theme.space[4]};
`

/** A skeleton row: bars right-aligned like the figures, the first one left like the price. */
export const skeletonRow = css`
  justify-items: end;
  & > :first-child {
    justify-self: start;
  }
`

/** Colour of a price move: rise, fall or plain text. */
export const moveColor = (theme: DefaultTheme, direction: 'up' | 'down' | 'flat'): string =>
  direction === 'up'
    ? theme.color.positive
    : direction === 'down'
      ? theme.color.negative
      : theme.color.textPrimary

/** A row of term/value figures (`<dl>` of `<div><dt/><dd/></div>`): muted small terms over values. */
export const figureList = css`
  display: flex;
  margin: 0;
  & > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
  }
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`

/** Text in a rising / falling / neutral tone, from the theme (green-up or red-up). */
export const Toned = styled.span<{ $tone: 'positive' | 'negative' | 'neutral' }>`
  color: ${({ theme, $tone }) =>
    $tone === 'positive'
      ? theme.color.positive
      : $tone === 'negative'
        ? theme.color.negative
        : theme.color.textPrimary};
`
