/** Every text the chart shows: the English defaults are the single source. */
export const defaultDepthChartLabels = {
  title: 'Depth',
  bids: 'Bids',
  asks: 'Asks',
  bid: 'Bid',
  ask: 'Ask',
  mid: 'Mid',
  price: 'Price',
  amount: 'Amount',
  total: 'Total',
  bestBid: 'Best bid',
  bestAsk: 'Best ask',
  bidDepth: 'Bid depth',
  askDepth: 'Ask depth',
  showing: 'Showing prices',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  resetZoom: 'Reset zoom',
  loading: 'Loading depth…',
  empty: 'No orders in the book',
  emptyDescription: 'Depth appears as soon as orders rest on either side.',
  error: 'The depth chart could not be loaded.',
  retry: 'Retry',
  stale: 'Stale',
  reconnecting: 'Reconnecting…',
  tableCaption: 'Best levels of each side',
  keyboardHint: 'Arrow keys move between price levels; plus and minus zoom; 0 resets.',
}

/** Every text the chart shows, with English defaults. */
export type DepthChartLabels = { [K in keyof typeof defaultDepthChartLabels]: string }
