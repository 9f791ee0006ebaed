// Loaded right after the desk (React.lazy): the market list is a side panel, and the book, ticker
// and order form paint first.
export { MarketListConnected as default } from '@bourse/exchange-widgets'
