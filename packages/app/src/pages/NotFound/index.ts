export { NotFoundContent as Component } from './NotFoundContent'
