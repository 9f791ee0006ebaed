export { WhitePaperPage as Component } from './pages'
