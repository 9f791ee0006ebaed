import type { NamedState } from './types'

/** The named examples of the market and records widgets. */
export const namedStates: readonly NamedState[] = [
  // OrderBook: grouping, depth and side filter start from the widget's initial-value props.
  {
    docs: 'widgets-orderbook--docs',
    story: 'widgets-orderbook--grouped',
    shows: [{ role: 'button', name: 'Bid 64,250.4 Amount 0.12330 Total 0.12330' }],
  },
  {
    docs: 'widgets-orderbook--docs',
    story: 'widgets-orderbook--bids-only',
    shows: [{ role: 'button', name: 'Bids only', pressed: true }],
  },
  {
    docs: 'widgets-orderbook--docs',
    story: 'widgets-orderbook--fifty-levels',
    shows: [{ role: 'button', name: /^Bid 64,248\.95 / }],
  },
  {
    docs: 'widgets-orderbook--docs',
    story: 'widgets-orderbook--error-state',
    shows: [{ role: 'alert' }, { role: 'button', name: 'Retry' }],
  },
  // DepthChart: zoomed in through `defaultZoom`, so Reset zoom is on.
  {
    docs: 'widgets-depthchart--docs',
    story: 'widgets-depthchart--zoomed-in',
    shows: [{ role: 'button', name: 'Reset zoom', disabled: false }],
  },
  {
    docs: 'widgets-depthchart--docs',
    story: 'widgets-depthchart--default',
    shows: [{ role: 'button', name: 'Reset zoom', disabled: true }],
  },
  // CandleChart: the interval comes from the `interval` prop.
  {
    docs: 'widgets-candlechart--docs',
    story: 'widgets-candlechart--daily',
    shows: [{ role: 'button', name: '1d', pressed: true }],
  },
  // MarketList: tab, search and sort start from `defaultTab`, `defaultQuery`, `defaultSort`.
  {
    docs: 'widgets-marketlist--docs',
    story: 'widgets-marketlist--favourites',
    shows: [{ role: 'tab', name: 'Favourites', selected: true }],
  },
  {
    docs: 'widgets-marketlist--docs',
    story: 'widgets-marketlist--no-favourites',
    shows: [{ role: 'tab', name: 'Favourites', selected: true }, { text: 'No favourites yet' }],
  },
  {
    docs: 'widgets-marketlist--docs',
    story: 'widgets-marketlist--search',
    shows: [{ text: 'Filecoin' }, { text: 'Litecoin' }, { text: 'Dogecoin' }],
  },
  {
    docs: 'widgets-marketlist--docs',
    story: 'widgets-marketlist--closed-markets',
    shows: [{ text: 'Under maintenance' }, { text: 'Not open' }],
  },
  // OrdersTable: the open orders, the history's pager, a failed cancel.
  {
    docs: 'widgets-orderstable--docs',
    story: 'widgets-orderstable--history',
    shows: [{ text: 'Page 1 of 3 · 45 rows' }, { role: 'combobox', name: 'Period' }],
  },
  {
    docs: 'widgets-orderstable--docs',
    story: 'widgets-orderstable--cancel-failed',
    shows: [{ role: 'alert' }, { text: 'This order can no longer be cancelled.' }],
  },
  // FuturesOrdersTable: the view comes from the `view` prop.
  {
    docs: 'widgets-futuresorderstable--docs',
    story: 'widgets-futuresorderstable--closed',
    shows: [{ text: 'Take profit' }, { text: 'Liquidation' }],
  },
  {
    docs: 'widgets-futuresorderstable--docs',
    story: 'widgets-futuresorderstable--history',
    shows: [{ text: 'Cancel time' }, { text: 'Page 1 of 2 · 24 rows' }],
  },
  // PositionTable: risk and failures come from props; the dialogs are tests only.
  {
    docs: 'widgets-positiontable--docs',
    story: 'widgets-positiontable--high-risk',
    shows: [{ text: 'High risk' }],
  },
  {
    docs: 'widgets-positiontable--docs',
    story: 'widgets-positiontable--close-failed',
    shows: [{ text: 'The position is not open.' }],
  },
  // Records tables.
  {
    docs: 'widgets-secondorderstable--docs',
    story: 'widgets-secondorderstable--every-state',
    shows: [{ text: 'Pending' }, { text: 'Holding' }, { text: 'Settlement complete' }],
  },
  {
    docs: 'widgets-withdrawalrecords--docs',
    story: 'widgets-withdrawalrecords--bank-card',
    shows: [{ text: 'Real name' }],
  },
  {
    docs: 'widgets-savingsorderstable--docs',
    story: 'widgets-savingsorderstable--transfer-failed',
    shows: [{ role: 'alert' }, { text: 'This order is already settled.' }],
  },
]
