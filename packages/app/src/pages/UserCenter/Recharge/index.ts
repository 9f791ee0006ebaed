export { RechargePage, Component } from './Recharge'
