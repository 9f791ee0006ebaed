export { FuturesTradingPage as Component } from './FuturesTradingPage'
