export { HomePage as Component } from './HomePage'
