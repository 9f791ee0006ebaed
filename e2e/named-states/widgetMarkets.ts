import type { NamedState } from './types'

/** The named examples of the market and records widgets. */
export const namedStates: readonly NamedState[] = []
