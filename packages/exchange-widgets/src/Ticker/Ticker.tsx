import type { LabelsInput, LabelsOf } from '../shared/labels'
import type { MarketInfo, Ticker as TickerData } from '@bourse/api-client'
import type { PriceDirection } from '@bourse/rules'
import { compare } from '@bourse/rules/decimal'
import { Button, VisuallyHidden } from '@bourse/ui'
import { useId, type HTMLAttributes } from 'react'
import {
  Badge,
  defaultLiveStateLabels,
  LiveBadges,
  SkeletonBar,
  type LiveWidgetProps,
} from '../shared/LiveStatus'
import { formatCompact, formatDecimal, formatPercent } from '../shared/marketFormat'
import {
  Aside,
  FullName,
  Last,
  LastPrice,
  Pair,
  PairName,
  Root,
  Stats,
  Toned,
} from './Ticker.styles'
import { useWidgetLabels } from '../shared/widgetMessages'
import { defaultMarketStatLabels, defaultMarketStatusLabels } from '../shared/marketLabels'
import { tickerLabelKeys } from './Ticker.messages'

export const defaultTickerLabels = {
  ...defaultLiveStateLabels,
  ...defaultMarketStatLabels,
  ...defaultMarketStatusLabels,
  retry: 'Retry',
}

export type TickerLabels = LabelsOf<typeof defaultTickerLabels>

export type TickerProps = Omit<HTMLAttributes<HTMLElement>, 'children'> &
  LiveWidgetProps & {
    /** The market: names, precisions and status (`isOpen`). */
    market: MarketInfo
    /**
     * The 24 h ticker; absent while loading or when the market has none.
     * @default undefined
     */
    ticker?: TickerData | null
    /**
     * The last price's latest move, for its colour and arrow.
     * @default 'flat'
     */
    direction?: PriceDirection
    /**
     * Message of the error state.
     * @default 'Market data could not be loaded.'
     */
    error?: string
    /** Text, English by default. */
    labels?: LabelsInput<TickerLabels>
  }

const DASH = '—'

/**
 * The market header of a trade page: pair and full name, last price coloured by its latest move,
 * 24 h change, high, low, volume and turnover, and the market's status when it is not trading.
 * Renders from props only; `TickerConnected` feeds it.
 */
export function Ticker({
  market,
  ticker,
  direction = 'flat',
  status = 'ready',
  connection = 'open',
  updatedAt,
  error = 'Market data could not be loaded.',
  onRetry,
  locale = 'en',
  timeZone,
  labels: labelsProp,
  ...rest
}: TickerProps) {
  const labels = useWidgetLabels(defaultTickerLabels, tickerLabelKeys, labelsProp)
  const headingId = useId()
  const loading = status === 'loading'
  const data = status === 'ready' || status === 'stale' ? ticker : null
  const price = (value: string | undefined) =>
    value === undefined ? DASH : formatDecimal(value, market.pricePrecision, locale)
  const value = (text: string, width: number) =>
    loading ? <SkeletonBar $width={width} aria-hidden="true" /> : text
  const changeTone = !data
    ? 'neutral'
    : compare(data.changeRate, '0') > 0
      ? 'positive'
      : compare(data.changeRate, '0') < 0
        ? 'negative'
        : 'neutral'
  const marketStatus =
    market.isOpen === 1 ? labels.notOpen : market.isOpen === 2 ? labels.maintenance : null

  return (
    <Root
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      $dimmed={status === 'stale'}
      {...rest}
    >
      <Pair>
        <PairName id={headingId}>
          {market.base}
          <span>/{market.quote}</span>
        </PairName>
        <FullName>
          {market.name}
          {marketStatus ? (
            <Badge $tone={market.isOpen === 2 ? 'negative' : 'warning'}>{marketStatus}</Badge>
          ) : null}
        </FullName>
      </Pair>
      <Last>
        <VisuallyHidden as="dt">{labels.lastPrice}</VisuallyHidden>
        <LastPrice as="dd" $direction={data ? direction : 'flat'} data-tone="">
          {loading ? <SkeletonBar $width={80} aria-hidden="true" /> : price(data?.last)}
          {data && direction !== 'flat' ? (
            <span aria-hidden="true">{direction === 'up' ? ' ↑' : ' ↓'}</span>
          ) : null}
        </LastPrice>
      </Last>
      {status === 'error' ? (
        <Aside role="alert" style={{ marginLeft: 0 }}>
          <span>{error}</span>
          {onRetry ? (
            <Button size="sm" onClick={() => onRetry()}>
              {labels.retry}
            </Button>
          ) : null}
        </Aside>
      ) : (
        <Stats>
          <div>
            <dt>{labels.change}</dt>
            <dd>
              <Toned $tone={changeTone} data-tone="">
                {value(data ? formatPercent(data.changeRate, locale) : DASH, 60)}
              </Toned>
            </dd>
          </div>
          <div>
            <dt>{labels.high}</dt>
            <dd>{value(price(data?.high), 80)}</dd>
          </div>
          <div>
            <dt>{labels.low}</dt>
            <dd>{value(price(data?.low), 80)}</dd>
          </div>
          <div>
            <dt>
              {labels.volume} ({market.base})
            </dt>
            <dd>{value(data ? formatCompact(data.volume, 2, locale) : DASH, 70)}</dd>
          </div>
          <div>
            <dt>
              {labels.turnover} ({market.quote})
            </dt>
            <dd>{value(data ? formatCompact(data.turnover, 2, locale) : DASH, 70)}</dd>
          </div>
        </Stats>
      )}
      <Aside>
        <LiveBadges
          connection={connection}
          stale={status === 'stale'}
          updatedAt={updatedAt}
          locale={locale}
          timeZone={timeZone}
          labels={labels}
        />
      </Aside>
    </Root>
  )
}
Ticker.displayName = 'Ticker'
