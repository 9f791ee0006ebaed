export { NoticeListPage as Component } from './pages'
