export { InformationDetailPage as Component } from './pages'
