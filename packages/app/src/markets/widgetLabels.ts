import type {
  CandleChartLabels,
  DepthChartLabels,
  MarketListLabels,
  OrderBookLabels,
  OrdersTableLabels,
  SpotOrderFormLabelsInput,
  TickerLabels,
  TradeTapeLabels,
} from '@bourse/exchange-widgets'
import type { TFunction } from 'i18next'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

/*
 * The widgets speak English by default; the site hands them every label in the active language.
 * Each hook returns a stable object (per language), so memoised widget rows do not re-render.
 */

/** `t` of the app's namespace (named directly: inferring it from the hook is too deep for tsc). */
export type Translate = TFunction<'app'>

/** The labels every live widget shares: its retry button and its connection badges. */
function liveLabels(t: Translate) {
  return {
    retry: t('widget.retry'),
    reconnecting: t('widget.reconnecting'),
    stale: t('widget.stale'),
    updated: t('widget.updated'),
  }
}

/** The pager's texts, the same in every records table (the orders table's). */
export function pagerLabels(
  t: Translate,
): Pick<
  OrdersTableLabels,
  'pagination' | 'pageSize' | 'pageSizeOption' | 'previousPage' | 'nextPage' | 'pageStatus'
> {
  return {
    pagination: t('widget.ordersTable.pagination'),
    pageSize: t('widget.ordersTable.pageSize'),
    pageSizeOption: t('widget.ordersTable.pageSizeOption'),
    previousPage: t('widget.ordersTable.previousPage'),
    nextPage: t('widget.ordersTable.nextPage'),
    pageStatus: t('widget.ordersTable.pageStatus'),
  }
}

/** A label set built once per language. */
export function useLabels<T>(build: (t: Translate) => T): T {
  const { t, i18n } = useTranslation()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels change with the language
  return useMemo(() => build(t), [i18n.language])
}

export function useMarketListLabels(): MarketListLabels {
  return useLabels((t) => ({
    ...liveLabels(t),
    title: t('widget.marketList.title'),
    favouritesTab: t('widget.marketList.favouritesTab'),
    search: t('widget.marketList.search'),
    searchPlaceholder: t('widget.marketList.searchPlaceholder'),
    pair: t('widget.marketList.pair'),
    lastPrice: t('widget.lastPrice'),
    change: t('widget.marketList.change'),
    high: t('widget.marketList.high'),
    low: t('widget.marketList.low'),
    volume: t('widget.marketList.volume'),
    turnover: t('widget.marketList.turnover'),
    tabs: t('widget.marketList.tabs'),
    empty: t('widget.marketList.empty'),
    noMatch: t('widget.marketList.noMatch'),
    noFavourites: t('widget.marketList.noFavourites'),
    noFavouritesHint: t('widget.marketList.noFavouritesHint'),
    loading: t('widget.marketList.loading'),
    addFavourite: t('widget.marketList.addFavourite'),
    removeFavourite: t('widget.marketList.removeFavourite'),
    notOpen: t('widget.marketList.notOpen'),
    maintenance: t('widget.marketList.maintenance'),
  }))
}

export function useOrderBookLabels(): OrderBookLabels {
  return useLabels((t) => ({
    ...liveLabels(t),
    title: t('widget.orderBook.title'),
    price: t('widget.price'),
    amount: t('widget.amount'),
    total: t('widget.total'),
    asks: t('widget.asks'),
    bids: t('widget.bids'),
    ask: t('widget.ask'),
    bid: t('widget.bid'),
    spread: t('widget.orderBook.spread'),
    lastPrice: t('widget.lastPrice'),
    grouping: t('widget.orderBook.grouping'),
    levels: t('widget.orderBook.levels'),
    viewBoth: t('widget.orderBook.viewBoth'),
    viewBids: t('widget.orderBook.viewBids'),
    viewAsks: t('widget.orderBook.viewAsks'),
    empty: t('widget.emptyBook'),
    loading: t('widget.orderBook.loading'),
  }))
}

export function useDepthChartLabels(): DepthChartLabels {
  return useLabels((t) => ({
    ...liveLabels(t),
    title: t('widget.depth.title'),
    bids: t('widget.bids'),
    asks: t('widget.asks'),
    bid: t('widget.bid'),
    ask: t('widget.ask'),
    mid: t('widget.depth.mid'),
    price: t('widget.price'),
    amount: t('widget.amount'),
    total: t('widget.total'),
    bestBid: t('widget.depth.bestBid'),
    bestAsk: t('widget.depth.bestAsk'),
    bidDepth: t('widget.depth.bidDepth'),
    askDepth: t('widget.depth.askDepth'),
    showing: t('widget.depth.showing'),
    zoomIn: t('widget.depth.zoomIn'),
    zoomOut: t('widget.depth.zoomOut'),
    resetZoom: t('widget.depth.resetZoom'),
    loading: t('widget.depth.loading'),
    empty: t('widget.emptyBook'),
    emptyDescription: t('widget.depth.emptyDescription'),
    error: t('widget.depth.error'),
    tableCaption: t('widget.depth.tableCaption'),
    keyboardHint: t('widget.depth.keyboardHint'),
  }))
}

export function useCandleChartLabels(): CandleChartLabels {
  return useLabels((t) => ({
    ...liveLabels(t),
    title: t('widget.candles.title'),
    interval: t('widget.candles.interval'),
    open: t('widget.candles.open'),
    high: t('widget.candles.high'),
    low: t('widget.candles.low'),
    close: t('widget.candles.close'),
    volume: t('widget.candles.volume'),
    change: t('widget.candles.change'),
    loading: t('widget.candles.loading'),
    empty: t('widget.candles.empty'),
    emptyDescription: t('widget.candles.emptyDescription'),
    error: t('widget.candles.error'),
    summary: t('widget.candles.summary'),
    candles: t('widget.candles.candles'),
  }))
}

export function useTradeTapeLabels(): TradeTapeLabels {
  return useLabels((t) => ({
    ...liveLabels(t),
    title: t('widget.trades.title'),
    price: t('widget.price'),
    amount: t('widget.amount'),
    time: t('widget.trades.time'),
    buy: t('widget.trades.buy'),
    sell: t('widget.trades.sell'),
    empty: t('widget.trades.empty'),
  }))
}

export function useTickerLabels(): Partial<TickerLabels> {
  return useLabels((t) => ({
    ...liveLabels(t),
    lastPrice: t('widget.lastPrice'),
    change: t('widget.marketList.change'),
    high: t('widget.marketList.high'),
    low: t('widget.marketList.low'),
    volume: t('widget.marketList.volume'),
    turnover: t('widget.marketList.turnover'),
    notOpen: t('widget.marketList.notOpen'),
    maintenance: t('widget.marketList.maintenance'),
  }))
}

/** The spot order form; `{name}` placeholders are filled in by the widget, not by i18next. */
export function useSpotOrderFormLabels(): SpotOrderFormLabelsInput {
  return useLabels((t) => ({
    title: t('widget.spotOrderForm.title'),
    side: t('widget.spotOrderForm.side'),
    buy: t('widget.spotOrderForm.buy'),
    sell: t('widget.spotOrderForm.sell'),
    type: t('widget.spotOrderForm.type'),
    limit: t('widget.spotOrderForm.limit'),
    market: t('widget.spotOrderForm.market'),
    price: t('widget.spotOrderForm.price'),
    marketPrice: t('widget.spotOrderForm.marketPrice'),
    quantity: t('widget.spotOrderForm.quantity'),
    total: t('widget.spotOrderForm.total'),
    buyBy: t('widget.spotOrderForm.buyBy'),
    percent: t('widget.spotOrderForm.percent'),
    max: t('widget.spotOrderForm.max'),
    maxBuy: t('widget.spotOrderForm.maxBuy'),
    maxSell: t('widget.spotOrderForm.maxSell'),
    estimatedQuantity: t('widget.spotOrderForm.estimatedQuantity'),
    feeMaker: t('widget.spotOrderForm.feeMaker'),
    feeTaker: t('widget.spotOrderForm.feeTaker'),
    available: t('widget.spotOrderForm.available'),
    deposit: t('widget.spotOrderForm.deposit'),
    depositAsset: t('widget.spotOrderForm.depositAsset'),
    submitBuy: t('widget.spotOrderForm.submitBuy'),
    submitSell: t('widget.spotOrderForm.submitSell'),
    loginToTrade: t('widget.spotOrderForm.loginToTrade'),
    submitting: t('widget.spotOrderForm.submitting'),
    placed: t('widget.spotOrderForm.placed'),
    submitFailed: t('widget.spotOrderForm.submitFailed'),
    confirmTitle: t('widget.spotOrderForm.confirmTitle'),
    confirmAbove: t('widget.spotOrderForm.confirmAbove'),
    confirmBelow: t('widget.spotOrderForm.confirmBelow'),
    confirm: t('widget.spotOrderForm.confirm'),
    cancel: t('widget.spotOrderForm.cancel'),
    close: t('widget.spotOrderForm.close'),
    loading: t('widget.spotOrderForm.loading'),
    errors: {
      marketNotOpen: t('widget.spotOrderForm.error.marketNotOpen'),
      marketMaintenance: t('widget.spotOrderForm.error.marketMaintenance'),
      priceRequired: t('widget.spotOrderForm.error.priceRequired'),
      priceNotPositive: t('widget.spotOrderForm.error.priceNotPositive'),
      priceOffTick: t('widget.spotOrderForm.error.priceOffTick'),
      quantityRequired: t('widget.spotOrderForm.error.quantityRequired'),
      quantityNotPositive: t('widget.spotOrderForm.error.quantityNotPositive'),
      quantityOffLot: t('widget.spotOrderForm.error.quantityOffLot'),
      quantityBelowMin: t('widget.spotOrderForm.error.quantityBelowMin'),
      amountRequired: t('widget.spotOrderForm.error.amountRequired'),
      amountZero: t('widget.spotOrderForm.error.amountZero'),
      totalBelowMinNotional: t('widget.spotOrderForm.error.totalBelowMinNotional'),
      insufficientBalance: t('widget.spotOrderForm.error.insufficientBalance'),
    },
  }))
}
