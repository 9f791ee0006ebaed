export * from './marketFormat'
