import { Button } from '@bourse/ui'
import { useTranslation } from 'react-i18next'
import { Group, Panel, Separator } from 'react-resizable-panels'
import { styled } from 'styled-components'
import { Area, handleStyle, Tools, TopRow } from '../Desk.styles'
import type { DeskLayoutProps, DeskSlot } from './DeskLayout'
import { useDeskLayout } from './useDeskLayout'

const Handle = styled(Separator)`
  ${handleStyle}
`

const fill = { flex: 1, minHeight: 0 }

/**
 * The wide desk's panels (loaded with the desk, in a chunk of their own with the resizing
 * library): the ticker and the reset, then the order book | the chart over the orders | the
 * order form | markets over trades, each border a separator dragged or moved with the arrow
 * keys, the sizes remembered per user.
 */
export default function ResizableDesk({
  desk,
  tools,
  ticker,
  book,
  chart,
  form,
  orders,
  markets,
  trades,
}: Omit<DeskLayoutProps, 'top'>) {
  const { t } = useTranslation()
  const layout = useDeskLayout(desk)
  const resize = (first: DeskSlot, second: DeskSlot) =>
    t('trade.desk.resize', { first: first.label, second: second.label })

  return (
    <>
      <TopRow>
        <Area aria-label={ticker.label}>{ticker.content}</Area>
        <Tools>
          {tools}
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
    </>
  )
}
