export { FeeLevelsPage as Component } from './FeeLevelsPage'
