import { lazy, Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { retryImport } from '../../../router/retryImport'
import { Area, DeskFrame, StackedDesk } from '../Desk.styles'
import { PanelFallback } from '../MarketShell'
import type { DeskName } from './deskLayout'
import { useStagedSlots, type DeskArea } from './useMountStage'
import { useWideDesk } from './useWideDesk'

/**
 * The resizing library comes with the wide desk's panels in their own chunk, asked for by the
 * route with the desk's other parts (`loadDesk`) as soon as the page's code is in: it arrives
 * while the market list loads, and the route's first load stays within its budget. The desk keeps
 * its height meanwhile.
 */
const ResizableDesk = lazy(() => retryImport(() => import('./ResizableDesk')))

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
export function DeskLayout({ desk, top, tools, ...slots }: DeskLayoutProps) {
  const { t } = useTranslation()
  const wide = useWideDesk()

  if (!wide) return <Stacked tools={tools} top={top} slots={slots} />
  return (
    <DeskFrame>
      {top}
      <Suspense fallback={<PanelFallback label={t('common.loading')} />}>
        <ResizableDesk desk={desk} tools={tools} {...slots} />
      </Suspense>
    </DeskFrame>
  )
}

DeskLayout.displayName = 'DeskLayout'

/** The narrow desk: one area under another, the order form first. */
function Stacked({
  tools,
  top,
  slots: allSlots,
}: Pick<DeskLayoutProps, 'tools' | 'top'> & { slots: Record<DeskArea, DeskSlot> }) {
  const slots = useStagedSlots(allSlots)
  // The order form first: on a narrow screen trading is what the page is for.
  const stacked: [area: DeskArea, slot: DeskSlot][] = [
    ['ticker', slots.ticker],
    ['form', slots.form],
    ['book', slots.book],
    ['chart', slots.chart],
    ['orders', slots.orders],
    ['markets', slots.markets],
    ['trades', slots.trades],
  ]
  return (
    <>
      {tools}
      {top}
      <StackedDesk>
        {stacked.map(([area, slot]) => (
          <Area key={area} $area={area} $scroll={area === 'form'} aria-label={slot.label}>
            {slot.content}
          </Area>
        ))}
      </StackedDesk>
    </>
  )
}
