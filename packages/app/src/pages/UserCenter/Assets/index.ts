export { AssetsPage, Component } from './Assets'
