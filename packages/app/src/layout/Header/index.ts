export { Header } from './Header'
