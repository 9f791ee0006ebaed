export { defaultMarketStatLabels, defaultMarketStatusLabels } from './marketLabels'
