export { useLoad } from './useLoad'
export type { Load, Loaded } from './useLoad'
