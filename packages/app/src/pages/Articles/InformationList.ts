export { InformationListPage as Component } from './pages'
