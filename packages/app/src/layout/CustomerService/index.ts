export { CustomerService } from './CustomerService'
