export { AboutPage as Component } from './AboutPage'
