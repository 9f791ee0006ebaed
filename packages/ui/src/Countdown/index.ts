export { Countdown } from './Countdown'
export type { CountdownProps } from './Countdown'
export { formatRemaining, splitRemaining } from './countdown'
export type { Remaining } from './countdown'
