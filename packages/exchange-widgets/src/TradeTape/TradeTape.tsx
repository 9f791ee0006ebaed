import type { LabelsInput, LabelsOf } from '../shared/labels'
import type { MarketInfo, PublicTrade } from '@bourse/api-client'
import { Empty, VisuallyHidden } from '@bourse/ui'
import type { HTMLAttributes } from 'react'
import {
  defaultLiveStateLabels,
  LiveBadges,
  SkeletonBar,
  WidgetError,
  type LiveWidgetProps,
} from '../shared/LiveStatus'
import { formatClockTime, formatDecimal } from '../shared/marketFormat'
import {
  Centered,
  Header,
  HeaderRow,
  Root,
  Row,
  Rows,
  SkeletonRow,
  Table,
  Title,
  TRADE_ROW_HEIGHT,
} from './TradeTape.styles'
import { useFixedRowWindow } from './useFixedRowWindow'
import { tradeTapeLabelKeys } from './TradeTape.messages'
import { useWidgetLabels } from '../shared/widgetMessages'

export const defaultTradeTapeLabels = {
  ...defaultLiveStateLabels,
  title: 'Latest trades',
  price: 'Price',
  amount: 'Amount',
  time: 'Time',
  /** Taker side words for screen readers. */
  buy: 'Buy',
  sell: 'Sell',
  empty: 'No trades yet',
  retry: 'Retry',
}

export type TradeTapeLabels = LabelsOf<typeof defaultTradeTapeLabels>

export type TradeTapeProps = Omit<HTMLAttributes<HTMLElement>, 'children'> &
  LiveWidgetProps & {
    /** The market: precisions and asset names. */
    market: MarketInfo
    /** Trades, newest first. */
    trades: readonly PublicTrade[]
    /**
     * Message of the error state.
     * @default 'Trades could not be loaded.'
     */
    error?: string
    /**
     * Rows rendered beyond each edge of the viewport.
     * @default 6
     */
    overscan?: number
    /** Text, English by default. */
    labels?: LabelsInput<TradeTapeLabels>
  }

/**
 * A market's latest trades, newest first: price coloured by the taker's side, amount and time.
 * Virtualised with a fixed row height, so only the visible rows (plus overscan) are in the DOM
 * however long the tape. Renders from props only; `TradeTapeConnected` feeds it.
 */
export function TradeTape({
  market,
  trades,
  status = 'ready',
  connection = 'open',
  updatedAt,
  error = 'Trades could not be loaded.',
  onRetry,
  overscan = 6,
  locale = 'en',
  timeZone,
  labels: labelsProp,
  ...rest
}: TradeTapeProps) {
  const labels = useWidgetLabels(defaultTradeTapeLabels, tradeTapeLabelKeys, labelsProp)
  const showRows = status === 'ready' || status === 'stale'
  const count = showRows ? trades.length : 0
  const { ref, onScroll, window } = useFixedRowWindow({
    count,
    rowHeight: TRADE_ROW_HEIGHT,
    overscan,
  })

  let content
  if (status === 'error') {
    content = (
      <Centered>
        <WidgetError message={error} retryLabel={labels.retry} onRetry={onRetry} />
      </Centered>
    )
  } else if (status === 'empty') {
    content = (
      <Centered>
        <Empty title={labels.empty} icon="info" />
      </Centered>
    )
  } else {
    const visible = showRows ? trades.slice(window.start, window.end) : []
    content = (
      // The table scrolls, so it takes Tab focus for keyboard scrolling (WCAG 2.1.1).
      <Table
        ref={ref}
        role="table"
        aria-label={labels.title}
        aria-rowcount={count + 1}
        aria-busy={status === 'loading' || undefined}
        tabIndex={0}
        onScroll={onScroll}
        $dimmed={status === 'stale'}
      >
        <HeaderRow role="row" aria-rowindex={1}>
          <span role="columnheader">
            {labels.price} ({market.quote})
          </span>
          <span role="columnheader">
            {labels.amount} ({market.base})
          </span>
          <span role="columnheader">{labels.time}</span>
        </HeaderRow>
        {status === 'loading' ? (
          <div aria-hidden="true">
            {Array.from({ length: 12 }, (_, i) => (
              <SkeletonRow key={i}>
                <SkeletonBar $width={55 + ((i * 17) % 30)} />
                <SkeletonBar $width={40 + ((i * 29) % 45)} />
                <SkeletonBar $width={70} />
              </SkeletonRow>
            ))}
          </div>
        ) : (
          <Rows role="rowgroup" style={{ height: count * TRADE_ROW_HEIGHT }}>
            {visible.map((trade, offset) => {
              const index = window.start + offset
              return (
                <Row
                  key={trade.id}
                  role="row"
                  aria-rowindex={index + 2}
                  $side={trade.side}
                  style={{ transform: `translateY(${index * TRADE_ROW_HEIGHT}px)` }}
                >
                  <span role="cell" data-price="">
                    <VisuallyHidden>
                      {trade.side === 'buy' ? labels.buy : labels.sell}{' '}
                    </VisuallyHidden>
                    {formatDecimal(trade.price, market.pricePrecision, locale)}
                  </span>
                  <span role="cell">
                    {formatDecimal(trade.quantity, market.quantityPrecision, locale)}
                  </span>
                  <span role="cell" data-time="">
                    {formatClockTime(trade.ts, locale, timeZone)}
                  </span>
                </Row>
              )
            })}
          </Rows>
        )}
      </Table>
    )
  }

  return (
    <Root aria-label={labels.title} {...rest}>
      <Header>
        <Title>{labels.title}</Title>
        <LiveBadges
          connection={connection}
          stale={status === 'stale'}
          updatedAt={updatedAt}
          locale={locale}
          timeZone={timeZone}
          labels={labels}
        />
      </Header>
      {content}
    </Root>
  )
}
TradeTape.displayName = 'TradeTape'
