import type { MarketInfo } from '@bourse/api-client'
import { OrderBookConnected, TickerConnected, TradeTapeConnected } from '@bourse/exchange-widgets'
import { useAtomValue, useSetAtom } from 'jotai'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { withLocale } from '../../i18n/i18n'
import { loginFlagAtom } from '../../session/atoms'
import { selectedPriceAtom, selectPriceAtom } from '../../trading/atoms'
import { Area, Notice } from './Desk.styles'
import { PanelFallback } from './MarketShell'

/**
 * The charts and the market list come in their own chunks, with their texts (the `desk` locale
 * bundle), fetched as soon as the desk renders: the book, ticker, trades and order entry (and the
 * route's first-load budget) do not wait for lightweight-charts, d3 or the list.
 */
const CandleChartConnected = lazy(withLocale(['desk'], () => import('./lazy/CandlePanel')))
const DepthChartConnected = lazy(withLocale(['desk'], () => import('./lazy/DepthPanel')))
const MarketListConnected = lazy(withLocale(['desk'], () => import('./lazy/MarketList')))

/** Plot height of the depth chart, so it fits its row of the desk under its header. */
const DEPTH_HEIGHT = 272

/** The price the user picked in this market's book, for the desk's order form. */
export function usePickedPrice(symbol: string) {
  const picked = useAtomValue(selectedPriceAtom)
  return picked && picked.symbol === symbol ? picked : null
}

/** Says so above the desk when the market is not open or under maintenance. */
export function MarketStatusNotice({ market }: { market: MarketInfo }) {
  const { t } = useTranslation()
  if (market.isOpen === 0) return null
  const pair = `${market.base}/${market.quote}`
  return (
    <Notice role="status">
      {market.isOpen === 1
        ? t('trade.spot.notOpen', { symbol: pair })
        : t('trade.spot.maintenance', { symbol: pair })}
    </Notice>
  )
}

/**
 * The live market areas every trading desk shares, placed in the desk grid: ticker, order book
 * (a click hands the price to the order form), candles, depth, the market list and the trade tape.
 */
export function MarketPanels({
  market,
  onSelectMarket,
}: {
  market: MarketInfo
  /** Another market was chosen in the list: the desk navigates to it. */
  onSelectMarket: (symbol: string) => void
}) {
  const { t } = useTranslation()
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  const selectPrice = useSetAtom(selectPriceAtom)
  const symbol = market.symbol
  return (
    <>
      <Area $area="ticker" aria-label={`${market.base}/${market.quote}`}>
        <TickerConnected market={market} />
      </Area>
      <Area $area="book" aria-label={t('widget.orderBook.title')}>
        <OrderBookConnected
          key={symbol}
          symbol={symbol}
          market={market}
          error={t('widget.orderBook.error')}
          onPriceSelect={({ price, side }) => selectPrice({ symbol, price, side })}
        />
      </Area>
      <Area $area="chart" aria-label={t('widget.candles.title')}>
        <Suspense fallback={<PanelFallback label={t('widget.candles.loading')} />}>
          <CandleChartConnected market={market} />
        </Suspense>
      </Area>
      <Area $area="depth" aria-label={t('widget.depth.title')}>
        <Suspense fallback={<PanelFallback label={t('widget.depth.loading')} />}>
          {/* The row is 5 × 64 px; the chart's header takes the rest above the plot. */}
          <DepthChartConnected market={market} height={DEPTH_HEIGHT} />
        </Suspense>
      </Area>
      <Area $area="markets" aria-label={t('widget.marketList.title')}>
        <Suspense fallback={<PanelFallback label={t('widget.marketList.loading')} />}>
          <MarketListConnected
            variant="compact"
            loggedIn={loggedIn}
            selectedSymbol={symbol}
            error={t('widget.marketList.error')}
            fillHeight
            onSelect={({ symbol: next }) => onSelectMarket(next)}
          />
        </Suspense>
      </Area>
      <Area $area="trades" aria-label={t('widget.trades.title')}>
        <TradeTapeConnected symbol={symbol} market={market} />
      </Area>
    </>
  )
}
