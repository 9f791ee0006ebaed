export { CustomerServiceButton } from './CustomerServiceButton'
