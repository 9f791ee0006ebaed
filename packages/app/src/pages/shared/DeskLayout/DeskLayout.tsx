import { Button } from '@bourse/ui'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Group, Panel, Separator } from 'react-resizable-panels'
import { styled } from 'styled-components'
import { Area, DeskFrame, handleStyle, StackedDesk, Tools, TopRow } from '../Desk.styles'
import type { DeskName } from './deskLayout'
import { useDeskLayout, useWideDesk } from './useDeskLayout'

/** One area of the desk: its accessible name and what it shows. */
export type DeskSlot = { label: string; content: ReactNode }

export type DeskLayoutProps = {
  /** Which desk, for the remembered layout. */
  desk: DeskName
  /** Bars and notices above the desk (product switch, market status, demo funds): inside its height. */
  top?: ReactNode
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

const Handle = styled(Separator)`
  ${handleStyle}
`

const fill = { flex: 1, minHeight: 0 }

/**
 * A trading desk. From 1280 px wide it is one screen under the header: the ticker across the
 * top, then the order book | the chart over the orders | the order form | markets over trades,
 * each border draggable (and a focusable separator, resized with the arrow keys), the sizes
 * remembered per user, with a reset. Narrower, a stacked page with the order form first.
 */
export function DeskLayout({
  desk,
  top,
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
  const layout = useDeskLayout(desk)
  const resize = (first: DeskSlot, second: DeskSlot) =>
    t('trade.desk.resize', { first: first.label, second: second.label })

  if (!wide) {
    return (
      <>
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
      <TopRow>
        <Area aria-label={ticker.label}>{ticker.content}</Area>
        <Tools>
          <Button variant="ghost" size="sm" onClick={layout.reset}>
            {t('trade.desk.reset')}
          </Button>
        </Tools>
      </TopRow>
      <Group
        id={`${desk}-desk-columns`}
        orientation="horizontal"
        style={fill}
        defaultLayout={layout.defaults('columns')}
        groupRef={layout.ref('columns')}
        onLayoutChanged={layout.onChanged('columns')}
      >
        <Panel id="book" minSize="200px">
          <Area aria-label={book.label}>{book.content}</Area>
        </Panel>
        <Handle aria-label={resize(book, chart)} />
        <Panel id="centre" minSize="360px">
          <Group
            id={`${desk}-desk-centre`}
            orientation="vertical"
            defaultLayout={layout.defaults('centre')}
            groupRef={layout.ref('centre')}
            onLayoutChanged={layout.onChanged('centre')}
          >
            <Panel id="chart" minSize="160px">
              <Area aria-label={chart.label}>{chart.content}</Area>
            </Panel>
            <Handle aria-label={resize(chart, orders)} />
            <Panel id="orders" minSize="128px">
              <Area aria-label={orders.label}>{orders.content}</Area>
            </Panel>
          </Group>
        </Panel>
        <Handle aria-label={resize(chart, form)} />
        <Panel id="form" minSize="260px">
          <Area $scroll aria-label={form.label}>
            {form.content}
          </Area>
        </Panel>
        <Handle aria-label={resize(form, markets)} />
        <Panel id="side" minSize="200px">
          <Group
            id={`${desk}-desk-side`}
            orientation="vertical"
            defaultLayout={layout.defaults('side')}
            groupRef={layout.ref('side')}
            onLayoutChanged={layout.onChanged('side')}
          >
            <Panel id="markets" minSize="120px">
              <Area aria-label={markets.label}>{markets.content}</Area>
            </Panel>
            <Handle aria-label={resize(markets, trades)} />
            <Panel id="trades" minSize="120px">
              <Area aria-label={trades.label}>{trades.content}</Area>
            </Panel>
          </Group>
        </Panel>
      </Group>
    </DeskFrame>
  )
}

DeskLayout.displayName = 'DeskLayout'
