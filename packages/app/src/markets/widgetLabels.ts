import type {
  CandleChartLabels,
  DepthChartLabels,
  MarketListLabels,
  OrderBookLabels,
  RobotPanelLabels,
  OrdersTableLabels,
  SpotOrderFormLabelsInput,
  TickerLabels,
  TradeTapeLabels,
} from '@bourse/exchange-widgets'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

/*
 * The widgets speak English by default; the site hands them every label in the active language.
 * Each hook returns a stable object (per language), so memoised widget rows do not re-render.
 */

type Translate = ReturnType<typeof useTranslation>['t']

/** The labels every live widget shares: its retry button and its connection badges. */
function liveLabels(t: Translate) {
  return {
    retry: t('widget.retry'),
    reconnecting: t('widget.reconnecting'),
    stale: t('widget.stale'),
    updated: t('widget.updated'),
  }
}

/** A label set built once per language. */
function useLabels<T>(build: (t: Translate) => T): T {
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

/** The spot orders table (current and history); `{side}`-style placeholders are the widget's own. */
export function useOrdersTableLabels(): OrdersTableLabels {
  return useLabels((t) => ({
    currentTitle: t('widget.ordersTable.currentTitle'),
    historyTitle: t('widget.ordersTable.historyTitle'),
    time: t('widget.ordersTable.time'),
    pair: t('widget.ordersTable.pair'),
    side: t('widget.ordersTable.side'),
    type: t('widget.ordersTable.type'),
    price: t('widget.price'),
    amount: t('widget.amount'),
    filled: t('widget.ordersTable.filled'),
    averagePrice: t('widget.ordersTable.averagePrice'),
    total: t('widget.total'),
    fee: t('widget.ordersTable.fee'),
    status: t('widget.ordersTable.status'),
    action: t('widget.ordersTable.action'),
    buy: t('widget.ordersTable.buy'),
    sell: t('widget.ordersTable.sell'),
    limit: t('widget.ordersTable.limit'),
    market: t('widget.ordersTable.market'),
    marketPrice: t('widget.ordersTable.marketPrice'),
    statusPending: t('widget.ordersTable.statusPending'),
    statusPartiallyFilled: t('widget.ordersTable.statusPartiallyFilled'),
    statusFilled: t('widget.ordersTable.statusFilled'),
    statusCancelled: t('widget.ordersTable.statusCancelled'),
    reasonCancelled: t('widget.ordersTable.reasonCancelled'),
    reasonSelfTrade: t('widget.ordersTable.reasonSelfTrade'),
    reasonSlippage: t('widget.ordersTable.reasonSlippage'),
    reasonNoLiquidity: t('widget.ordersTable.reasonNoLiquidity'),
    reasonMarketClosed: t('widget.ordersTable.reasonMarketClosed'),
    cancel: t('widget.ordersTable.cancel'),
    cancelOrder: t('widget.ordersTable.cancelOrder'),
    cancelling: t('widget.ordersTable.cancelling'),
    cancelAll: t('widget.ordersTable.cancelAll'),
    cancelAllTitle: t('widget.ordersTable.cancelAllTitle'),
    cancelAllBody: t('widget.ordersTable.cancelAllBody'),
    cancelAllConfirm: t('widget.ordersTable.cancelAllConfirm'),
    cancelAllDismiss: t('widget.ordersTable.cancelAllDismiss'),
    close: t('common.close'),
    emptyCurrent: t('widget.ordersTable.emptyCurrent'),
    emptyHistory: t('widget.ordersTable.emptyHistory'),
    error: t('widget.ordersTable.error'),
    retry: t('widget.retry'),
    visitor: t('widget.ordersTable.visitor'),
    login: t('widget.ordersTable.login'),
    loading: t('widget.ordersTable.loading'),
    cancelFailed: t('widget.ordersTable.cancelFailed'),
    filterPair: t('widget.ordersTable.pair'),
    allPairs: t('widget.ordersTable.allPairs'),
    filterSide: t('widget.ordersTable.side'),
    allSides: t('widget.ordersTable.allSides'),
    filterStatus: t('widget.ordersTable.status'),
    allStatuses: t('widget.ordersTable.allStatuses'),
    filterPeriod: t('widget.ordersTable.period'),
    periodAll: t('widget.ordersTable.periodAll'),
    period1d: t('widget.ordersTable.period1d'),
    period1w: t('widget.ordersTable.period1w'),
    period1m: t('widget.ordersTable.period1m'),
    period3m: t('widget.ordersTable.period3m'),
    pagination: t('widget.ordersTable.pagination'),
    pageSize: t('widget.ordersTable.pageSize'),
    pageSizeOption: t('widget.ordersTable.pageSizeOption'),
    previousPage: t('widget.ordersTable.previousPage'),
    nextPage: t('widget.ordersTable.nextPage'),
    pageStatus: t('widget.ordersTable.pageStatus'),
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

/** The quantitative robot panel; `{name}` placeholders are filled by the widget. */
export function useRobotPanelLabels(): RobotPanelLabels {
  return useLabels((t) => ({
    title: t('widget.robot.title'),
    strategy: t('widget.robot.strategy'),
    strategyGrid: t('widget.robot.strategyGrid'),
    strategyGridDescription: t('widget.robot.strategyGridDescription'),
    strategyMeanReversion: t('widget.robot.strategyMeanReversion'),
    strategyMeanReversionDescription: t('widget.robot.strategyMeanReversionDescription'),
    paramRangePercent: t('widget.robot.paramRangePercent'),
    paramGridCount: t('widget.robot.paramGridCount'),
    paramWindowSize: t('widget.robot.paramWindowSize'),
    paramBandPercent: t('widget.robot.paramBandPercent'),
    paramOrderPercent: t('widget.robot.paramOrderPercent'),
    paramRange: t('widget.robot.paramRange'),
    startingAmount: t('widget.robot.startingAmount'),
    runTime: t('widget.robot.runTime'),
    minutes: t('widget.robot.minutes'),
    investment: t('widget.robot.investment'),
    available: t('widget.robot.available'),
    secretKey: t('widget.robot.secretKey'),
    secretKeyPlaceholder: t('widget.robot.secretKeyPlaceholder'),
    showKey: t('widget.robot.showKey'),
    hideKey: t('widget.robot.hideKey'),
    getKey: t('widget.robot.getKey'),
    start: t('widget.robot.start'),
    starting: t('widget.robot.starting'),
    errorRequired: t('widget.robot.errorRequired'),
    errorBelowMin: t('widget.robot.errorBelowMin'),
    errorAboveMax: t('widget.robot.errorAboveMax'),
    errorOffStep: t('widget.robot.errorOffStep'),
    errorInvestmentRequired: t('widget.robot.errorInvestmentRequired'),
    errorInvestmentZero: t('widget.robot.errorInvestmentZero'),
    errorInvestmentLow: t('widget.robot.errorInvestmentLow'),
    errorInvestmentHigh: t('widget.robot.errorInvestmentHigh'),
    errorSecretKeyRequired: t('widget.robot.errorSecretKeyRequired'),
    running: t('widget.robot.running'),
    ended: t('widget.robot.ended'),
    profit: t('widget.robot.profit'),
    profitRate: t('widget.robot.profitRate'),
    held: t('widget.robot.held'),
    timeLeft: t('widget.robot.timeLeft'),
    orders: t('widget.robot.orders'),
    steps: t('widget.robot.steps'),
    noSteps: t('widget.robot.noSteps'),
    noOrders: t('widget.robot.noOrders'),
    stepStart: t('widget.robot.stepStart'),
    stepQueue: t('widget.robot.stepQueue'),
    stepFetchPrice: t('widget.robot.stepFetchPrice'),
    stepExecuteBuy: t('widget.robot.stepExecuteBuy'),
    stepExecuteSell: t('widget.robot.stepExecuteSell'),
    stepEnd: t('widget.robot.stepEnd'),
    side: t('widget.robot.side'),
    price: t('widget.robot.price'),
    quantity: t('widget.robot.quantity'),
    status: t('widget.robot.status'),
    buy: t('widget.robot.buy'),
    sell: t('widget.robot.sell'),
    orderPending: t('widget.robot.orderPending'),
    orderPartiallyFilled: t('widget.robot.orderPartiallyFilled'),
    orderFilled: t('widget.robot.orderFilled'),
    orderCancelled: t('widget.robot.orderCancelled'),
    stop: t('widget.robot.stop'),
    stopTitle: t('widget.robot.stopTitle'),
    stopBody: t('widget.robot.stopBody'),
    stopConfirm: t('widget.robot.stopConfirm'),
    cancel: t('widget.robot.cancel'),
    endReason: t('widget.robot.endReason'),
    endCompleted: t('widget.robot.endCompleted'),
    endStopped: t('widget.robot.endStopped'),
    endMarketClosed: t('widget.robot.endMarketClosed'),
    endAccountFrozen: t('widget.robot.endAccountFrozen'),
    runAgain: t('widget.robot.runAgain'),
    loginPrompt: t('widget.robot.loginPrompt'),
    login: t('widget.robot.login'),
    loading: t('widget.robot.loading'),
    error: t('widget.robot.error'),
    retry: t('widget.retry'),
  }))
}
