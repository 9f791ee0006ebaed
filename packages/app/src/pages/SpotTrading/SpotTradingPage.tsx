import type { MarketInfo } from '@bourse/api-client'
import {
  OrderBookConnected,
  SpotOrderFormConnected,
  TickerConnected,
  TradeTapeConnected,
  useSpotBalances,
} from '@bourse/exchange-widgets'
import { Button, Empty, Tabs } from '@bourse/ui'
import { useAtomValue, useSetAtom } from 'jotai'
import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { errorCodeMessage } from '../../errors'
import {
  useCandleChartLabels,
  useDepthChartLabels,
  useMarketListLabels,
  useOrderBookLabels,
  useSpotOrderFormLabels,
  useTickerLabels,
  useTradeTapeLabels,
} from '../../markets/widgetLabels'
import { loginHrefFrom, paths } from '../../router/paths'
import { retryImport } from '../../router/retryImport'
import { loginFlagAtom } from '../../session/atoms'
import { selectedPriceAtom, selectPriceAtom } from '../../trading/atoms'
import { PanelTabs } from '../shared/Page.styles'
import { DemoFundsOffer } from './DemoFundsOffer'
import { Area, Desk, Notice, OrdersBody } from '../shared/Desk.styles'
import { deskHref, MarketShell, PanelFallback } from '../shared/MarketShell'

/**
 * The charts, the market list and the orders table come in their own chunks, fetched as soon as
 * the desk renders, and the robot's when its mode is opened: the book, ticker, trades and order
 * form (and the route's first-load budget) do not wait for lightweight-charts, d3, the list or
 * the tables.
 */
const CandleChartConnected = lazy(() => retryImport(() => import('../shared/lazy/CandlePanel')))
const DepthChartConnected = lazy(() => retryImport(() => import('../shared/lazy/DepthPanel')))
const MarketListConnected = lazy(() => retryImport(() => import('../shared/lazy/MarketList')))
const OrdersTableConnected = lazy(() => retryImport(() => import('./lazy/OrdersTable')))
const RobotPanelConnected = lazy(() => retryImport(() => import('./lazy/RobotPanel')))
const SpotBalances = lazy(() => retryImport(() => import('./lazy/SpotBalances')))

/** Plot height of the depth chart, so it fits its row of the desk under its header. */
const DEPTH_HEIGHT = 272

const spotHref = (symbol: string) => deskHref(paths.spot, symbol)

type OrdersTab = 'current' | 'history' | 'balances'
type Mode = 'manual' | 'quant'

function SpotDesk({ market }: { market: MarketInfo }) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  const selectPrice = useSetAtom(selectPriceAtom)
  const picked = useAtomValue(selectedPriceAtom)
  const [tab, setTab] = useState<OrdersTab>('current')
  const [params] = useSearchParams()
  // `?mode=quant` opens the robot (links from the robot's records); the switch is the user's after.
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'quant' ? 'quant' : 'manual')
  const symbol = market.symbol
  const pair = `${market.base}/${market.quote}`
  const deskMarkets = useMemo(() => [market], [market])
  const balances = useSpotBalances(loggedIn)
  const marketListLabels = useMarketListLabels()
  const orderBookLabels = useOrderBookLabels()
  const depthLabels = useDepthChartLabels()
  const candleLabels = useCandleChartLabels()
  const tradeLabels = useTradeTapeLabels()
  const tickerLabels = useTickerLabels()
  const formLabels = useSpotOrderFormLabels()
  const toLogin = useCallback(
    () => void navigate(loginHrefFrom(location.pathname + location.search)),
    [navigate, location.pathname, location.search],
  )
  const toDeposit = useCallback(
    ({ asset }: { asset: string }) => void navigate(`${paths.recharge}?coin=${asset}`),
    [navigate],
  )
  const toRobotKey = useCallback(() => void navigate(paths.accountSet), [navigate])
  const errorMessage = useCallback((code: string) => errorCodeMessage(i18n, code), [i18n])
  const pickedPrice = picked && picked.symbol === symbol ? picked : null

  return (
    <>
      {market.isOpen !== 0 ? (
        <Notice role="status">
          {market.isOpen === 1
            ? t('trade.spot.notOpen', { symbol: pair })
            : t('trade.spot.maintenance', { symbol: pair })}
        </Notice>
      ) : null}
      {loggedIn ? <DemoFundsOffer balances={balances} /> : null}
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
          <Suspense fallback={<PanelFallback label={candleLabels.loading} />}>
            <CandleChartConnected market={market} labels={candleLabels} />
          </Suspense>
        </Area>
        <Area $area="depth" aria-label={depthLabels.title}>
          <Suspense fallback={<PanelFallback label={depthLabels.loading} />}>
            {/* The row is 5 × 64 px; the chart's header takes the rest above the plot. */}
            <DepthChartConnected market={market} labels={depthLabels} height={DEPTH_HEIGHT} />
          </Suspense>
        </Area>
        <Area $area="markets" aria-label={marketListLabels.title}>
          <Suspense fallback={<PanelFallback label={marketListLabels.loading} />}>
            <MarketListConnected
              variant="compact"
              isLoggedIn={loggedIn}
              selectedSymbol={symbol}
              labels={marketListLabels}
              error={t('widget.marketList.error')}
              fillHeight
              onSelect={({ symbol: next }) => void navigate(spotHref(next), { replace: true })}
            />
          </Suspense>
        </Area>
        <Area $area="trades" aria-label={tradeLabels.title}>
          <TradeTapeConnected symbol={symbol} market={market} labels={tradeLabels} />
        </Area>
        <Area $area="form" aria-label={t('trade.mode.label')}>
          <PanelTabs>
            <Tabs
              label={t('trade.mode.label')}
              items={[
                { value: 'manual', label: t('trade.mode.manual') },
                { value: 'quant', label: t('trade.mode.quant') },
              ]}
              value={mode}
              onChange={({ value }) => setMode(value as Mode)}
            />
          </PanelTabs>
          {mode === 'manual' ? (
            <SpotOrderFormConnected
              key={symbol}
              market={market}
              loggedIn={loggedIn}
              balances={balances}
              pickedPrice={pickedPrice}
              labels={formLabels}
              errorMessage={errorMessage}
              onLoginRequest={toLogin}
              onDepositRequest={toDeposit}
            />
          ) : (
            <Suspense fallback={<PanelFallback label={t('common.loading')} />}>
              <RobotPanelConnected
                key={symbol}
                market={market}
                loggedIn={loggedIn}
                balances={balances}
                errorMessage={errorMessage}
                onLoginRequest={toLogin}
                onGetKeyRequest={toRobotKey}
              />
            </Suspense>
          )}
        </Area>
        <Area $area="orders" aria-label={t('trade.orders')}>
          <PanelTabs>
            <Tabs
              label={t('trade.orders')}
              items={[
                { value: 'current', label: t('trade.tabs.current') },
                { value: 'history', label: t('trade.tabs.history') },
                { value: 'balances', label: t('trade.balances.tab') },
              ]}
              value={tab}
              onChange={({ value }) => setTab(value as OrdersTab)}
            />
          </PanelTabs>
          <OrdersBody>
            {tab === 'balances' ? (
              loggedIn ? (
                <Suspense fallback={<PanelFallback label={t('common.loading')} />}>
                  <SpotBalances market={market} state={balances} />
                </Suspense>
              ) : (
                <Empty
                  title={t('common.loginToView')}
                  action={<Button onClick={toLogin}>{t('header.login')}</Button>}
                />
              )
            ) : (
              <Suspense fallback={<PanelFallback label={t('common.loading')} />}>
                <OrdersTableConnected
                  key={`${symbol}:${tab}`}
                  mode={tab}
                  symbol={symbol}
                  markets={deskMarkets}
                  loggedIn={loggedIn}
                  errorMessage={errorMessage}
                  onLoginRequest={toLogin}
                />
              </Suspense>
            )}
          </OrdersBody>
        </Area>
      </Desk>
    </>
  )
}

/** Spot trading (`/currencyTransaction?symbol=BTCUSDT`): the live desk of one market. */
export function SpotTradingPage() {
  const { t } = useTranslation()
  return (
    <MarketShell path={paths.spot} title={t('trade.spot.title')}>
      {(market) => <SpotDesk market={market} />}
    </MarketShell>
  )
}

SpotTradingPage.displayName = 'SpotTradingPage'
