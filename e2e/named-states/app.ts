import type { NamedState } from './types'

/** The named examples of the site's own components. */
export const namedStates: readonly NamedState[] = []
