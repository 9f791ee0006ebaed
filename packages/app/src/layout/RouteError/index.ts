export { RouteError } from './RouteError'
