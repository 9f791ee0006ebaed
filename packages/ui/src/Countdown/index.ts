export { Countdown } from './Countdown'
export type { CountdownProps } from './Countdown'
export { formatRemaining, splitRemaining } from './remaining'
export type { Remaining } from './remaining'
