export { NoticeDetailPage as Component } from './pages'
