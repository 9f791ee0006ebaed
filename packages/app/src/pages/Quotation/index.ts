export { QuotationPage as Component } from './QuotationPage'
