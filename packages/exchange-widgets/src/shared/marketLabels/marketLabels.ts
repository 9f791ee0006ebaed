/**
 * A market's 24 h figures, as the ticker and the market list name them (both read their texts
 * from the `marketList.*` messages).
 */
export const defaultMarketStatLabels = {
  lastPrice: 'Last price',
  change: '24h change',
  high: '24h high',
  low: '24h low',
  /** In the ticker, followed by the base asset, e.g. "24h volume (BTC)". */
  volume: '24h volume',
  /** In the ticker, followed by the quote asset. */
  turnover: '24h turnover',
}

/** A market's status words, shown instead of its figures. */
export const defaultMarketStatusLabels = {
  /** A market with `isOpen` 1. */
  notOpen: 'Not open',
  /** A market with `isOpen` 2. */
  maintenance: 'Under maintenance',
}
