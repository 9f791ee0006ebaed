import type { MarketInfo } from '@bourse/api-client'
import { OrderBookConnected, TickerConnected } from '@bourse/exchange-widgets'
import { Tabs } from '@bourse/ui'
import { useAtomValue, useSetAtom } from 'jotai'
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { withLocale } from '../../i18n/i18n'
import { retryImport } from '../../router/retryImport'
import { loginFlagAtom } from '../../session/atoms'
import { selectedPriceAtom, selectPriceAtom } from '../../trading/atoms'
import { ChartBox, Notice } from './Desk.styles'
import type { DeskSlot } from './DeskLayout'
import { PanelFallback } from './MarketShell'
import { PanelTabs } from './Page.styles'

/**
 * The charts and the market list come in their own chunks, with their texts (the `desk` locale
 * bundle), fetched as soon as the desk renders: the book, ticker, trades and order entry (and the
 * route's first-load budget) do not wait for lightweight-charts, d3 or the list.
 */
const CandleChartConnected = lazy(withLocale(['desk'], () => import('./lazy/CandlePanel')))
const DepthChartConnected = lazy(withLocale(['desk'], () => import('./lazy/DepthPanel')))
const MarketListConnected = lazy(withLocale(['desk'], () => import('./lazy/MarketList')))
/** The trade tape too (its texts are in the core bundle); the futures orders' trades tab shares it. */
export const TradeTape = lazy(() => retryImport(() => import('./lazy/TradeTape')))

/**
 * The charts' own header bar (`ChartHeader` of the widgets: a medium control, its padding and
 * border), taken from the measured box so the plot fills the rest.
 */
const CHART_HEADER_HEIGHT = 41
/** Below this the plot is not drawn (a box still being laid out). */
const MIN_PLOT_HEIGHT = 80

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

/** The height of an element, followed as it is resized. */
function useBoxHeight() {
  const ref = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState(0)
  useLayoutEffect(() => {
    const box = ref.current
    if (!box) return undefined
    if (typeof ResizeObserver === 'undefined') {
      setHeight(Math.floor(box.getBoundingClientRect().height))
      return undefined
    }
    // The observer reports the first size after the browser's own layout, before the paint:
    // measuring here would force a layout of the whole desk in the middle of React's commit.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setHeight(Math.floor(entry.contentRect.height))
    })
    observer.observe(box)
    return () => observer.disconnect()
  }, [])
  return [ref, height] as const
}

type ChartView = 'candles' | 'depth'

/**
 * The chart panel: candles, or the depth chart as its second view, filling whatever height the
 * panel has. The box is the panel's before either chunk arrives, so nothing moves when it does.
 */
function ChartPanel({ market }: { market: MarketInfo }) {
  const { t } = useTranslation()
  const [view, setView] = useState<ChartView>('candles')
  const [box, height] = useBoxHeight()
  const plot = Math.max(MIN_PLOT_HEIGHT, height - CHART_HEADER_HEIGHT)
  return (
    <>
      <PanelTabs>
        <Tabs
          label={t('trade.desk.chartView')}
          size="sm"
          items={[
            { value: 'candles', label: t('widget.candles.title') },
            { value: 'depth', label: t('widget.depth.title') },
          ]}
          value={view}
          onChange={({ value }) => setView(value as ChartView)}
        />
      </PanelTabs>
      <ChartBox ref={box}>
        {height === 0 ? null : view === 'candles' ? (
          <Suspense fallback={<PanelFallback label={t('widget.candles.loading')} />}>
            <CandleChartConnected market={market} height={plot} />
          </Suspense>
        ) : (
          <Suspense fallback={<PanelFallback label={t('widget.depth.loading')} />}>
            <DepthChartConnected market={market} height={plot} />
          </Suspense>
        )}
      </ChartBox>
    </>
  )
}

/**
 * The live market areas every trading desk shares, as slots of the desk layout: ticker, order
 * book (a click hands the price to the order form), the chart panel (candles and depth), the
 * market list and the trade tape.
 */
export function useMarketSlots(
  market: MarketInfo,
  /** Another market was chosen in the list: the desk navigates to it. */
  onSelectMarket: (symbol: string) => void,
): Record<'ticker' | 'book' | 'chart' | 'markets' | 'trades', DeskSlot> {
  const { t } = useTranslation()
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  const selectPrice = useSetAtom(selectPriceAtom)
  const symbol = market.symbol
  return {
    ticker: {
      label: `${market.base}/${market.quote}`,
      content: <TickerConnected market={market} />,
    },
    book: {
      label: t('widget.orderBook.title'),
      content: (
        <OrderBookConnected
          key={symbol}
          symbol={symbol}
          market={market}
          error={t('widget.orderBook.error')}
          onPriceSelect={({ price, side }) => selectPrice({ symbol, price, side })}
        />
      ),
    },
    chart: {
      label: t('widget.candles.title'),
      content: <ChartPanel key={symbol} market={market} />,
    },
    markets: {
      label: t('widget.marketList.title'),
      content: (
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
      ),
    },
    trades: {
      label: t('widget.trades.title'),
      content: (
        <Suspense fallback={<PanelFallback label={t('common.loading')} />}>
          <TradeTape symbol={symbol} market={market} />
        </Suspense>
      ),
    },
  }
}
