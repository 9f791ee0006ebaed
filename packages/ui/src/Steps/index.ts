export { Steps } from './Steps'
export type { StepsProps } from './Steps'
