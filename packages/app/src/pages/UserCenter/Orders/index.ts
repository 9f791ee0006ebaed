export { OrdersPage, Component } from './Orders'
