export { Ticker, defaultTickerLabels } from './Ticker'
export type { TickerLabels, TickerProps } from './Ticker'
export { TickerConnected } from './Ticker.connected'
export type { TickerConnectedProps } from './Ticker.connected'
