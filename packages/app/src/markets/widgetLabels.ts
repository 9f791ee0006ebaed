import type {
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
export function liveLabels(t: Translate) {
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
