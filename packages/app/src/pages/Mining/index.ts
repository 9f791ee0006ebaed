export { MiningPage as Component } from './MiningPage'
