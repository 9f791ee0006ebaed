export { HelpCenterPage as Component } from './pages'
