import type { MarketInfo } from '@bourse/api-client'
import { FuturesOrderFormConnected } from '@bourse/exchange-widgets'
import { Button, Empty, Tabs } from '@bourse/ui'
import { useAtomValue } from 'jotai'
import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { loginHrefFrom, paths } from '../../router/paths'
import { withLocale } from '../../i18n/i18n'
import { loginFlagAtom } from '../../session/atoms'
import { OrdersBody } from '../shared/Desk.styles'
import { DeskLayout } from '../shared/DeskLayout'
import {
  MarketStatusNotice,
  TradeTape,
  useMarketSlots,
  usePickedPrice,
} from '../shared/MarketPanels'
import { deskHref, MarketShell, PanelFallback } from '../shared/MarketShell'
import { PanelTabs } from '../shared/Page.styles'
import { ProductBar, TapeBox } from './FuturesTrading.styles'
import type { TransferDirection } from '../shared/lazy/TransferDialog'

const Positions = lazy(withLocale(['account'], () => import('./lazy/Positions')))
const FuturesOrders = lazy(withLocale(['account'], () => import('./lazy/FuturesOrders')))
const SecondTicket = lazy(withLocale(['account'], () => import('./lazy/SecondTicket')))
const SecondRecords = lazy(withLocale(['account'], () => import('./lazy/SecondRecords')))
const TransferDialog = lazy(withLocale(['account'], () => import('../shared/lazy/TransferDialog')))

export type Product = 'perpetual' | 'second'
type PerpetualTab = 'positions' | 'current' | 'closed' | 'history' | 'trades'

const futuresHref = (symbol: string, product: Product) =>
  deskHref(paths.futures, symbol) + (product === 'second' ? '&product=second' : '')

function FuturesDesk({ market }: { market: MarketInfo }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  const product: Product = params.get('product') === 'second' ? 'second' : 'perpetual'
  const [perpetualTab, setPerpetualTab] = useState<PerpetualTab>('positions')
  const [transfer, setTransfer] = useState<TransferDirection | null>(null)
  // Bumped after the page itself moves money, so tables without a socket event still refresh.
  const [refresh, setRefresh] = useState(0)
  const symbol = market.symbol
  const pair = `${market.base}/${market.quote}`
  const deskMarkets = useMemo(() => [market], [market])
  const toLogin = useCallback(
    () => void navigate(loginHrefFrom(location.pathname + location.search)),
    [navigate, location.pathname, location.search],
  )
  const priceFromBook = usePickedPrice(symbol)
  const setProduct = (next: Product) => void navigate(futuresHref(symbol, next), { replace: true })

  const slots = useMarketSlots(
    market,
    (next) => void navigate(futuresHref(next, product), { replace: true }),
  )

  const form =
    product === 'perpetual' ? (
      <FuturesOrderFormConnected
        key={symbol}
        symbol={symbol}
        pricePrecision={market.pricePrecision}
        loggedIn={loggedIn}
        priceFromBook={priceFromBook}
        onLogin={toLogin}
        onTransfer={() => setTransfer({ from: 'spot', to: 'contract' })}
        onPlaced={() => setRefresh((n) => n + 1)}
      />
    ) : (
      <Suspense fallback={<PanelFallback label={t('common.loading')} />}>
        <SecondTicket
          key={symbol}
          symbol={symbol}
          pairName={pair}
          pricePrecision={market.pricePrecision}
          loggedIn={loggedIn}
          onLogin={toLogin}
          onTransfer={() => setTransfer({ from: 'spot', to: 'second' })}
          onPlaced={() => setRefresh((n) => n + 1)}
        />
      </Suspense>
    )

  const orders = (
    <>
      <PanelTabs>
        {product === 'perpetual' ? (
          <Tabs
            label={t('trade.orders')}
            items={[
              { value: 'positions', label: t('trade.tabs.positions') },
              { value: 'current', label: t('trade.tabs.current') },
              { value: 'closed', label: t('trade.tabs.closed') },
              { value: 'history', label: t('trade.tabs.history') },
              { value: 'trades', label: t('widget.trades.title') },
            ]}
            value={perpetualTab}
            onChange={({ value }) => setPerpetualTab(value as PerpetualTab)}
          />
        ) : (
          // The ticket shows the contracts still running; the records page every one.
          <Tabs
            label={t('trade.orders')}
            items={[{ value: 'records', label: t('trade.second.records') }]}
            value="records"
            onChange={() => undefined}
          />
        )}
      </PanelTabs>
      <OrdersBody>
        {product === 'perpetual' && perpetualTab === 'trades' ? (
          // The market's latest trades, public like the tape beside the book.
          <TapeBox>
            <Suspense fallback={<PanelFallback label={t('common.loading')} />}>
              <TradeTape symbol={symbol} market={market} />
            </Suspense>
          </TapeBox>
        ) : !loggedIn ? (
          <Empty
            title={t('common.loginToView')}
            action={<Button onClick={toLogin}>{t('header.login')}</Button>}
          />
        ) : (
          <Suspense fallback={<PanelFallback label={t('common.loading')} />}>
            {product === 'second' ? (
              <SecondRecords
                key={symbol}
                symbol={symbol}
                markets={deskMarkets}
                refreshKey={refresh}
              />
            ) : perpetualTab === 'positions' ? (
              <Positions symbol={symbol} refreshKey={refresh} onLogin={toLogin} />
            ) : perpetualTab !== 'trades' ? (
              <FuturesOrders
                key={`${symbol}:${perpetualTab}`}
                view={perpetualTab}
                symbol={symbol}
                refreshKey={refresh}
              />
            ) : null}
          </Suspense>
        )}
      </OrdersBody>
    </>
  )

  return (
    <>
      <DeskLayout
        desk="futures"
        tools={
          <ProductBar>
            <Tabs
              label={t('trade.futures.products')}
              items={[
                { value: 'perpetual', label: t('trade.futures.perpetual') },
                { value: 'second', label: t('trade.futures.second') },
              ]}
              value={product}
              onChange={({ value }) => setProduct(value as Product)}
            />
          </ProductBar>
        }
        top={<MarketStatusNotice market={market} />}
        {...slots}
        form={{
          label: product === 'perpetual' ? t('trade.futures.perpetual') : t('trade.futures.second'),
          content: form,
        }}
        orders={{ label: t('trade.orders'), content: orders }}
      />
      {transfer ? (
        <Suspense fallback={null}>
          <TransferDialog
            direction={transfer}
            onClose={() => setTransfer(null)}
            onDone={() => setRefresh((n) => n + 1)}
          />
        </Suspense>
      ) : null}
    </>
  )
}

/**
 * Futures trading (`/contractTransaction?symbol=BTCUSDT[&product=second]`): the perpetual desk
 * (order form, positions, orders) or the second-contract ticket and records, over the same live
 * market (ticker, book, chart, depth, trades, markets).
 */
export function FuturesTradingPage() {
  const { t } = useTranslation()
  return (
    <MarketShell path={paths.futures} title={t('trade.futures.title')}>
      {(market) => <FuturesDesk market={market} />}
    </MarketShell>
  )
}

FuturesTradingPage.displayName = 'FuturesTradingPage'
