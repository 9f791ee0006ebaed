import type { MarketInfo } from '@bourse/api-client'
import {
  MarketListConnected,
  OrderBookConnected,
  TickerConnected,
  TradeTapeConnected,
  useWidgets,
} from '@bourse/exchange-widgets'
import { Button, Empty, Spinner, Tabs, VisuallyHidden } from '@bourse/ui'
import { useAtomValue, useSetAtom } from 'jotai'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useApiData } from '../../hooks/useApiData'
import {
  useCandleChartLabels,
  useDepthChartLabels,
  useMarketListLabels,
  useOrderBookLabels,
  useTickerLabels,
  useTradeTapeLabels,
} from '../../markets/widgetLabels'
import { paths } from '../../router/paths'
import { retryImport } from '../../router/retryImport'
import { loginFlagAtom } from '../../session/atoms'
import { selectPriceAtom } from '../../trading/atoms'
import { PanelTabs } from '../shared/Page.styles'
import { SpotOrderArea } from './SpotOrderArea'
import { Area, AreaTitle, Centre, Desk, Notice, OrdersBody } from './SpotTrading.styles'

/**
 * The charts come in their own chunks, fetched as soon as the desk renders: the book, ticker and
 * trades (and the route's first-load budget) do not wait for lightweight-charts and d3.
 */
const CandleChartConnected = lazy(() => retryImport(() => import('./charts/CandlePanel')))
const DepthChartConnected = lazy(() => retryImport(() => import('./charts/DepthPanel')))

function ChartFallback({ label }: { label: string }) {
  return (
    <Centre $compact>
      <Spinner label={label} />
    </Centre>
  )
}

/** The market a visitor lands on without `?symbol=`. */
export const DEFAULT_SYMBOL = 'BTCUSDT'

const spotHref = (symbol: string) => `${paths.spot}?symbol=${encodeURIComponent(symbol)}`

function SpotDesk({ market }: { market: MarketInfo }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  const selectPrice = useSetAtom(selectPriceAtom)
  const [tab, setTab] = useState('current')
  const symbol = market.symbol
  const pair = `${market.base}/${market.quote}`
  const marketListLabels = useMarketListLabels()
  const orderBookLabels = useOrderBookLabels()
  const depthLabels = useDepthChartLabels()
  const candleLabels = useCandleChartLabels()
  const tradeLabels = useTradeTapeLabels()
  const tickerLabels = useTickerLabels()

  return (
    <>
      {market.isOpen !== 0 ? (
        <Notice role="status">
          {market.isOpen === 1
            ? t('trade.spot.notOpen', { symbol: pair })
            : t('trade.spot.maintenance', { symbol: pair })}
        </Notice>
      ) : null}
      <Desk>
        <Area $area="ticker" aria-label={pair}>
          <TickerConnected market={market} labels={tickerLabels} />
        </Area>
        <Area $area="book" aria-label={orderBookLabels.title}>
          <OrderBookConnected
            key={symbol}
            symbol={symbol}
            market={market}
            labels={orderBookLabels}
            error={t('widget.orderBook.error')}
            onPriceSelect={({ price, side }) => selectPrice({ symbol, price, side })}
          />
        </Area>
        <Area $area="chart" aria-label={candleLabels.title}>
          <Suspense fallback={<ChartFallback label={candleLabels.loading} />}>
            <CandleChartConnected market={market} labels={candleLabels} />
          </Suspense>
        </Area>
        <Area $area="depth" aria-label={depthLabels.title}>
          <Suspense fallback={<ChartFallback label={depthLabels.loading} />}>
            <DepthChartConnected market={market} labels={depthLabels} />
          </Suspense>
        </Area>
        <Area $area="markets" aria-label={marketListLabels.title}>
          <MarketListConnected
            variant="compact"
            isLoggedIn={loggedIn}
            selectedSymbol={symbol}
            labels={marketListLabels}
            error={t('widget.marketList.error')}
            fillHeight
            onSelect={({ symbol: next }) => void navigate(spotHref(next), { replace: true })}
          />
        </Area>
        <Area $area="trades" aria-label={tradeLabels.title}>
          <TradeTapeConnected symbol={symbol} market={market} labels={tradeLabels} />
        </Area>
        <Area $area="form" aria-labelledby="spot-form">
          <AreaTitle id="spot-form">{t('trade.spot.form')}</AreaTitle>
          <SpotOrderArea market={market} loggedIn={loggedIn} />
        </Area>
        <Area $area="orders" aria-label={t('trade.orders')}>
          <PanelTabs>
            <Tabs
              label={t('trade.orders')}
              items={[
                { value: 'current', label: t('trade.tabs.current') },
                { value: 'history', label: t('trade.tabs.history') },
              ]}
              value={tab}
              onChange={({ value }) => setTab(value)}
            />
          </PanelTabs>
          <OrdersBody>
            <Empty title={loggedIn ? t('trade.orders.empty') : t('common.loginToView')} />
          </OrdersBody>
        </Area>
      </Desk>
    </>
  )
}

/** Spot trading (`/currencyTransaction?symbol=BTCUSDT`): the live desk of one market. */
export function SpotTradingPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { client } = useWidgets()
  const [params] = useSearchParams()
  const symbol = (params.get('symbol') ?? DEFAULT_SYMBOL).toUpperCase()
  const markets = useApiData(() => client.get('/app/market/list'))
  const market =
    markets.status === 'ready' ? markets.data.find((m) => m.symbol === symbol) : undefined

  let content
  if (markets.status === 'loading') {
    content = (
      <Centre>
        <Spinner label={t('common.loading')} />
      </Centre>
    )
  } else if (markets.status === 'error') {
    content = (
      <Centre>
        <Empty
          icon="warning"
          title={t('trade.spot.loadError')}
          action={<Button onClick={markets.reload}>{t('common.retry')}</Button>}
        />
      </Centre>
    )
  } else if (!market) {
    content = (
      <Centre>
        <Empty
          icon="search"
          title={t('trade.spot.notFound', { symbol })}
          action={
            <Button variant="primary" onClick={() => void navigate(spotHref(DEFAULT_SYMBOL))}>
              {t('trade.spot.toDefault')}
            </Button>
          }
        />
      </Centre>
    )
  } else {
    content = <SpotDesk market={market} />
  }

  return (
    <>
      <VisuallyHidden as="h1">
        {t('trade.spot.title')}
        {market ? ` ${market.base}/${market.quote}` : ''}
      </VisuallyHidden>
      {content}
    </>
  )
}

SpotTradingPage.displayName = 'SpotTradingPage'
