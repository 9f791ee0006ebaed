export { HelpDetailPage as Component } from './pages'
