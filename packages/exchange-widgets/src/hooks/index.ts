export { useFrameBatch } from './useFrameBatch'
export { useLiveness } from './useLiveness'
export type { Liveness } from './useLiveness'
