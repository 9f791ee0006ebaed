export { DownloadPage as Component } from './DownloadPage'
