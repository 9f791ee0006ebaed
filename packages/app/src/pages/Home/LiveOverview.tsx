import type { PriceDirection } from '@bourse/rules'
import { compare } from '@bourse/rules/decimal'
import type { ReactNode } from 'react'
import { formatCompact, formatDecimal, formatPercent, useWidgets } from '@bourse/exchange-widgets'
import { Button, Empty, Skeleton, VisuallyHidden } from '@bourse/ui'
import { useTranslation } from 'react-i18next'
import type { MarketQuote } from '../../markets/topMovers'
import { topByTurnover, topMovers } from '../../markets/topMovers'
import type { LiveMarkets } from '../../markets/useLiveMarkets'
import { paths } from '../../router/paths'
import { Panel, PanelHead, PanelTitle } from '../shared/Page.styles'
import {
  CardHead,
  ChangePill,
  MoverList,
  MoverRow,
  MoverSlot,
  Movers,
  Price,
  QuoteCard,
  QuoteCards,
  QuoteSlot,
  Snapshot,
  SnapshotRow,
  SnapshotSlot,
  Ticker,
} from './Home.styles'

/**
 * While the markets load, each list shows as many rows or cards as it will hold, built from the
 * same boxes with a placeholder line in each, so nothing below moves when the figures arrive
 * (layout shift). Hidden from assistive technology; the list says it is loading instead.
 */
/** How many gainers and losers each list shows. */
const MOVERS = 5

const placeholders = (count: number) => Array.from({ length: count }, (_, index) => index)
const Line = ({ width }: { width: string }) => <Skeleton width={width} />

/** Link to a market's spot trading page. */
export const spotHref = (symbol: string) => `${paths.spot}?symbol=${encodeURIComponent(symbol)}`

const toneOfChange = (rate: string) => {
  const sign = compare(rate, '0')
  return sign > 0 ? 'positive' : sign < 0 ? 'negative' : 'neutral'
}
const toneOfMove = (direction: PriceDirection | undefined) =>
  direction === 'up' ? 'positive' : direction === 'down' ? 'negative' : 'neutral'

function Pair({ quote }: { quote: MarketQuote }) {
  return (
    <Ticker>
      {quote.market.base}
      <small>/{quote.market.quote}</small>
    </Ticker>
  )
}

/** The hero's live snapshot: the three markets with the largest turnover. */
export function HeroSnapshot({ live }: { live: LiveMarkets }) {
  const { t } = useTranslation()
  const { locale } = useWidgets()
  const leaders = topByTurnover(live.markets, live.tickers, 3)
  return (
    <Snapshot aria-label={t('home.snapshot.label')} aria-busy={live.status === 'loading'}>
      {live.status === 'loading'
        ? placeholders(3).map((index) => (
            <SnapshotSlot key={index} aria-hidden>
              <Line width="6em" />
              <Line width="5em" />
              <ChangePill $tone="neutral">{'\u00a0'.repeat(8)}</ChangePill>
            </SnapshotSlot>
          ))
        : null}
      {leaders.map((quote) => (
        <SnapshotRow key={quote.market.symbol} to={spotHref(quote.market.symbol)}>
          <Pair quote={quote} />
          <Price $tone={toneOfMove(live.directions.get(quote.market.symbol))}>
            {formatDecimal(quote.ticker.last, quote.market.pricePrecision, locale)}
          </Price>
          <ChangePill $tone={toneOfChange(quote.ticker.changeRate)}>
            {formatPercent(quote.ticker.changeRate, locale)}
          </ChangePill>
        </SnapshotRow>
      ))}
    </Snapshot>
  )
}

function LiveState({
  live,
  loading,
  children,
}: {
  live: LiveMarkets
  /** The placeholder of the loaded content, as tall as it. */
  loading: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation()
  if (live.status === 'loading') {
    return (
      <div role="status" aria-busy>
        <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
        {loading}
      </div>
    )
  }
  if (live.status === 'error') {
    return (
      <Empty
        icon="warning"
        title={t('home.overview.error')}
        action={<Button onClick={live.reload}>{t('common.retry')}</Button>}
      />
    )
  }
  return <>{children}</>
}

/** The six most traded markets as cards: last price, 24 h change and turnover, live. */
export function TopMarkets({ live }: { live: LiveMarkets }) {
  const { t } = useTranslation()
  const { locale } = useWidgets()
  const top = topByTurnover(live.markets, live.tickers, 6)
  const loading = (
    <QuoteCards aria-hidden>
      {placeholders(6).map((index) => (
        <li key={index}>
          <QuoteSlot>
            <CardHead>
              <Ticker>
                <Line width="5em" />
              </Ticker>
              <ChangePill $tone="neutral">{'\u00a0'.repeat(8)}</ChangePill>
            </CardHead>
            <Price data-price="" $tone="neutral">
              {'\u00a0'}
            </Price>
            <small>{'\u00a0'}</small>
          </QuoteSlot>
        </li>
      ))}
    </QuoteCards>
  )
  return (
    <LiveState live={live} loading={loading}>
      {top.length === 0 ? (
        <Empty title={t('home.overview.empty')} />
      ) : (
        <QuoteCards>
          {top.map((quote) => (
            <li key={quote.market.symbol}>
              <QuoteCard to={spotHref(quote.market.symbol)}>
                <CardHead>
                  <Pair quote={quote} />
                  <ChangePill $tone={toneOfChange(quote.ticker.changeRate)}>
                    {formatPercent(quote.ticker.changeRate, locale)}
                  </ChangePill>
                </CardHead>
                <Price data-price="" $tone={toneOfMove(live.directions.get(quote.market.symbol))}>
                  {formatDecimal(quote.ticker.last, quote.market.pricePrecision, locale)}
                </Price>
                <small>
                  {t('widget.marketList.turnover')}{' '}
                  {formatCompact(quote.ticker.turnover, 2, locale)} {quote.market.quote}
                </small>
              </QuoteCard>
            </li>
          ))}
        </QuoteCards>
      )}
    </LiveState>
  )
}

function MoverPanel({
  id,
  title,
  quotes,
  none,
  live,
}: {
  id: string
  title: string
  quotes: MarketQuote[]
  none: string
  live: LiveMarkets
}) {
  const { locale } = useWidgets()
  const loading = (
    <MoverList aria-hidden>
      {placeholders(MOVERS).map((index) => (
        <li key={index}>
          <MoverSlot>
            <span data-rank="">{index + 1}</span>
            <Line width="5em" />
            <Line width="4em" />
            <ChangePill $tone="neutral">{'\u00a0'.repeat(8)}</ChangePill>
          </MoverSlot>
        </li>
      ))}
    </MoverList>
  )
  return (
    <Panel aria-labelledby={id}>
      <PanelHead>
        <PanelTitle id={id}>{title}</PanelTitle>
      </PanelHead>
      <LiveState live={live} loading={loading}>
        {quotes.length === 0 ? (
          <Empty icon="info" title={none} />
        ) : (
          <MoverList>
            {quotes.map((quote, index) => (
              <li key={quote.market.symbol}>
                <MoverRow to={spotHref(quote.market.symbol)}>
                  <span data-rank="">{index + 1}</span>
                  <Pair quote={quote} />
                  <Price data-price="" $tone="neutral">
                    {formatDecimal(quote.ticker.last, quote.market.pricePrecision, locale)}
                  </Price>
                  <ChangePill $tone={toneOfChange(quote.ticker.changeRate)}>
                    {formatPercent(quote.ticker.changeRate, locale)}
                  </ChangePill>
                </MoverRow>
              </li>
            ))}
          </MoverList>
        )}
      </LiveState>
    </Panel>
  )
}

/** The five biggest gainers and losers over 24 hours, live. */
export function TopMovers({ live }: { live: LiveMarkets }) {
  const { t } = useTranslation()
  const { gainers, losers } = topMovers(live.markets, live.tickers, MOVERS)
  return (
    <Movers>
      <MoverPanel
        id="home-gainers"
        title={t('home.movers.gainers')}
        quotes={gainers}
        none={t('home.movers.noGainers')}
        live={live}
      />
      <MoverPanel
        id="home-losers"
        title={t('home.movers.losers')}
        quotes={losers}
        none={t('home.movers.noLosers')}
        live={live}
      />
    </Movers>
  )
}
