export * from './decimal'
