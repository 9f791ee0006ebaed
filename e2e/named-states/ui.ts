import type { NamedState } from './types'

/** The named examples of the design system's components. */
export const namedStates: readonly NamedState[] = []
