export { SpotTradingPage as Component } from './SpotTradingPage'
