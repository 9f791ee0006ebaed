import type {
  CandleChartLabels,
  DepthChartLabels,
  MarketListLabels,
} from '@bourse/exchange-widgets'
import { liveLabels, useLabels } from './widgetLabels'

/*
 * The labels of the trading desks' side panels, which load after the desk (React.lazy): the market
 * list, the candles and the depth chart build their labels in their own chunks, not in the desk's
 * first load. The home and quotes pages use the market list's too.
 */

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
