import type { MarketInfo } from '@bourse/api-client'
import { SpotOrderFormConnected, useSpotBalances } from '@bourse/exchange-widgets'
import { Button, Empty, Tabs } from '@bourse/ui'
import { useAtomValue } from 'jotai'
import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { loginHrefFrom, paths } from '../../router/paths'
import { withLocale } from '../../i18n/i18n'
import { retryImport } from '../../router/retryImport'
import { loginFlagAtom } from '../../session/atoms'
import { PanelTabs } from '../shared/Page.styles'
import { OrdersBody } from '../shared/Desk.styles'
import { DeskLayout } from '../shared/DeskLayout'
import { MarketStatusNotice, useMarketSlots, usePickedPrice } from '../shared/MarketPanels'
import { deskHref, MarketShell, PanelFallback } from '../shared/MarketShell'

/**
 * The orders table and balances come in their own chunks, fetched as soon as the desk renders,
 * and the robot's when its mode is opened (the market panels load their charts the same way).
 */
const OrdersTableConnected = lazy(withLocale(['account'], () => import('./lazy/OrdersTable')))
const RobotPanelConnected = lazy(withLocale(['account'], () => import('./lazy/RobotPanel')))
const SpotBalances = lazy(() => retryImport(() => import('./lazy/SpotBalances')))
/** The demo funds offer, for a signed-in account only (and shown only on a demo server). */
const DemoFundsOffer = lazy(() =>
  retryImport(() => import('./DemoFundsOffer')).then((m) => ({ default: m.DemoFundsOffer })),
)

const spotHref = (symbol: string) => deskHref(paths.spot, symbol)

type OrdersTab = 'current' | 'history' | 'balances'
type Mode = 'manual' | 'quant'

function SpotDesk({ market }: { market: MarketInfo }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  const [tab, setTab] = useState<OrdersTab>('current')
  const [params] = useSearchParams()
  // `?mode=quant` opens the robot (links from the robot's records); the switch is the user's after.
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'quant' ? 'quant' : 'manual')
  const symbol = market.symbol
  const deskMarkets = useMemo(() => [market], [market])
  const balances = useSpotBalances(loggedIn)
  const toLogin = useCallback(
    () => void navigate(loginHrefFrom(location.pathname + location.search)),
    [navigate, location.pathname, location.search],
  )
  const toDeposit = useCallback(
    ({ asset }: { asset: string }) => void navigate(`${paths.recharge}?coin=${asset}`),
    [navigate],
  )
  const toRobotKey = useCallback(() => void navigate(paths.accountSet), [navigate])
  const pickedPrice = usePickedPrice(symbol)

  const slots = useMarketSlots(market, (next) => void navigate(spotHref(next), { replace: true }))

  const form = (
    <>
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
          onLogin={toLogin}
          onDepositRequest={toDeposit}
        />
      ) : (
        <Suspense fallback={<PanelFallback label={t('common.loading')} />}>
          <RobotPanelConnected
            key={symbol}
            market={market}
            loggedIn={loggedIn}
            balances={balances}
            onLogin={toLogin}
            onGetKeyRequest={toRobotKey}
          />
        </Suspense>
      )}
    </>
  )

  const orders = (
    <>
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
        {!loggedIn ? (
          // A visitor has no orders or balances: the prompt shows at once, without the table's
          // chunk and texts (as on the futures desk).
          <Empty
            title={t('common.loginToView')}
            action={<Button onClick={toLogin}>{t('header.login')}</Button>}
          />
        ) : tab === 'balances' ? (
          <Suspense fallback={<PanelFallback label={t('common.loading')} />}>
            <SpotBalances market={market} state={balances} />
          </Suspense>
        ) : (
          <Suspense fallback={<PanelFallback label={t('common.loading')} />}>
            <OrdersTableConnected
              key={`${symbol}:${tab}`}
              mode={tab}
              symbol={symbol}
              markets={deskMarkets}
              loggedIn={loggedIn}
              onLogin={toLogin}
            />
          </Suspense>
        )}
      </OrdersBody>
    </>
  )

  return (
    <DeskLayout
      desk="spot"
      top={
        <>
          <MarketStatusNotice market={market} />
          {loggedIn ? (
            <Suspense fallback={null}>
              <DemoFundsOffer balances={balances} />
            </Suspense>
          ) : null}
        </>
      }
      {...slots}
      form={{ label: t('trade.mode.label'), content: form }}
      orders={{ label: t('trade.orders'), content: orders }}
    />
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
