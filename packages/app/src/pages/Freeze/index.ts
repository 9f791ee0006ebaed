export { FreezePage as Component } from './FreezePage'
