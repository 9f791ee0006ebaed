import type { NamedState } from './types'

/** The named examples of the order forms, tickets, account and earn widgets. */
export const namedStates: readonly NamedState[] = []
