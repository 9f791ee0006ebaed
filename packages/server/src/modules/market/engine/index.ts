export { MatchingEngine } from './engine'
export { EngineError } from './types'
export type * from './types'
