import type { PriceDirection } from '@bourse/rules'
import { compare } from '@bourse/rules/decimal'
import type { ReactNode } from 'react'
import { formatCompact, formatDecimal, formatPercent, useWidgets } from '@bourse/exchange-widgets'
import { Button, Empty, Spinner } from '@bourse/ui'
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
  Movers,
  Price,
  QuoteCard,
  QuoteCards,
  Snapshot,
  SnapshotRow,
  Ticker,
} from './Home.styles'

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

function LiveState({ live, children }: { live: LiveMarkets; children: ReactNode }) {
  const { t } = useTranslation()
  if (live.status === 'loading') return <Spinner label={t('common.loading')} />
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
  return (
    <LiveState live={live}>
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
  return (
    <Panel aria-labelledby={id}>
      <PanelHead>
        <PanelTitle id={id}>{title}</PanelTitle>
      </PanelHead>
      <LiveState live={live}>
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
  const { gainers, losers } = topMovers(live.markets, live.tickers, 5)
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
