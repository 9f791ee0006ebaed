import { Spinner } from '@bourse/ui'
import { lazy, Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { retryImport } from '../../../router/retryImport'
import { Area, Centre, DeskFrame, StackedDesk } from '../Desk.styles'
import type { DeskName } from './deskLayout'
import { isWide, useWideDesk } from './useWideDesk'

const loadResizableDesk = () => import('./ResizableDesk')
/**
 * The resizing library comes with the wide desk's panels in their own chunk, asked for as soon
 * as the page's code runs on a wide screen: it arrives while the market list loads, and the
 * route's first load stays within its budget. The desk keeps its height meanwhile.
 */
const ResizableDesk = lazy(() => retryImport(loadResizableDesk))
if (isWide()) void loadResizableDesk().catch(() => undefined)

/** One area of the desk: its accessible name and what it shows. */
export type DeskSlot = { label: string; content: ReactNode }

export type DeskLayoutProps = {
  /** Which desk, for the remembered layout. */
  desk: DeskName
  /** Bars and notices above the desk (product switch, market status, demo funds): inside its height. */
  top?: ReactNode
  /** Switches of the desk (the futures products): beside the ticker on a wide screen, above it otherwise. */
  tools?: ReactNode
  ticker: DeskSlot
  book: DeskSlot
  /** The chart panel (candles and depth as its views). */
  chart: DeskSlot
  /** The order form; it scrolls inside its area when taller than the screen. */
  form: DeskSlot
  /** The user's orders or positions. */
  orders: DeskSlot
  markets: DeskSlot
  trades: DeskSlot
}

/**
 * A trading desk. From 1280 px wide it is one screen under the header: the ticker across the
 * top, then the order book | the chart over the orders | the order form | markets over trades,
 * each border draggable (and a focusable separator, resized with the arrow keys), the sizes
 * remembered per user, with a reset. Narrower, a stacked page with the order form first.
 */
export function DeskLayout({
  desk,
  top,
  tools,
  ticker,
  book,
  chart,
  form,
  orders,
  markets,
  trades,
}: DeskLayoutProps) {
  const { t } = useTranslation()
  const wide = useWideDesk()

  if (!wide) {
    return (
      <>
        {tools}
        {top}
        <StackedDesk>
          <Area $area="ticker" aria-label={ticker.label}>
            {ticker.content}
          </Area>
          <Area $area="form" $scroll aria-label={form.label}>
            {form.content}
          </Area>
          <Area $area="book" aria-label={book.label}>
            {book.content}
          </Area>
          <Area $area="chart" aria-label={chart.label}>
            {chart.content}
          </Area>
          <Area $area="orders" aria-label={orders.label}>
            {orders.content}
          </Area>
          <Area $area="markets" aria-label={markets.label}>
            {markets.content}
          </Area>
          <Area $area="trades" aria-label={trades.label}>
            {trades.content}
          </Area>
        </StackedDesk>
      </>
    )
  }

  return (
    <DeskFrame>
      {top}
      <Suspense
        fallback={
          <Centre $compact>
            <Spinner label={t('common.loading')} />
          </Centre>
        }
      >
        <ResizableDesk
          desk={desk}
          tools={tools}
          ticker={ticker}
          book={book}
          chart={chart}
          form={form}
          orders={orders}
          markets={markets}
          trades={trades}
        />
      </Suspense>
    </DeskFrame>
  )
}

DeskLayout.displayName = 'DeskLayout'
