import { Button } from '@bourse/ui'
import { useTranslation } from 'react-i18next'
import { Group, Panel, Separator } from 'react-resizable-panels'
import { styled } from 'styled-components'
import { Area, handleStyle, Tools, TopRow } from '../Desk.styles'
import type { DeskLayoutProps, DeskSlot } from './DeskLayout'
import type { DeskGroupId } from './deskLayout'
import { useDeskLayout } from './useDeskLayout'
import { useStagedSlots } from './useMountStage'

const Handle = styled(Separator)`
  ${handleStyle}
`

const fill = { flex: 1, minHeight: 0 }

type DeskLayoutState = ReturnType<typeof useDeskLayout>

/** Two panels one over the other, their border a separator: the chart over the orders, etc. */
function Stack({
  id,
  group,
  layout,
  top,
  bottom,
  handleLabel,
}: {
  id: string
  group: Exclude<DeskGroupId, 'columns'>
  layout: DeskLayoutState
  top: { id: string; minSize: string; slot: DeskSlot }
  bottom: { id: string; minSize: string; slot: DeskSlot }
  handleLabel: string
}) {
  return (
    <Group
      id={id}
      orientation="vertical"
      defaultLayout={layout.defaults(group)}
      groupRef={layout.ref(group)}
      onLayoutChanged={layout.onChanged(group)}
    >
      <Panel id={top.id} minSize={top.minSize}>
        <Area aria-label={top.slot.label}>{top.slot.content}</Area>
      </Panel>
      <Handle aria-label={handleLabel} />
      <Panel id={bottom.id} minSize={bottom.minSize}>
        <Area aria-label={bottom.slot.label}>{bottom.slot.content}</Area>
      </Panel>
    </Group>
  )
}

/**
 * The wide desk's panels (loaded with the desk, in a chunk of their own with the resizing
 * library): the ticker and the reset, then the order book | the chart over the orders | the
 * order form | markets over trades, each border a separator dragged or moved with the arrow
 * keys, the sizes remembered per user.
 */
export default function ResizableDesk({ desk, tools, ...slots }: Omit<DeskLayoutProps, 'top'>) {
  const { t } = useTranslation()
  const { ticker, book, chart, form, orders, markets, trades } = useStagedSlots(slots)
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
          <Stack
            id={`${desk}-desk-centre`}
            group="centre"
            layout={layout}
            top={{ id: 'chart', minSize: '160px', slot: chart }}
            bottom={{ id: 'orders', minSize: '128px', slot: orders }}
            handleLabel={resize(chart, orders)}
          />
        </Panel>
        <Handle aria-label={resize(chart, form)} />
        <Panel id="form" minSize="260px">
          <Area $scroll aria-label={form.label}>
            {form.content}
          </Area>
        </Panel>
        <Handle aria-label={resize(form, markets)} />
        <Panel id="side" minSize="200px">
          <Stack
            id={`${desk}-desk-side`}
            group="side"
            layout={layout}
            top={{ id: 'markets', minSize: '120px', slot: markets }}
            bottom={{ id: 'trades', minSize: '120px', slot: trades }}
            handleLabel={resize(markets, trades)}
          />
        </Panel>
      </Group>
    </>
  )
}
