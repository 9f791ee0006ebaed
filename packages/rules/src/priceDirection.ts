import { compare } from './decimal'

/** Which way a price last moved. */
export type PriceDirection = 'up' | 'down' | 'flat'

/**
 * The direction to colour a price with after it changed from `previous` to `next`: up or down on
 * a move; an unchanged price keeps the colour of its last move (as exchanges show it), and the
 * first price seen is flat.
 */
export function nextDirection(
  previous: string | null | undefined,
  next: string,
  before: PriceDirection = 'flat',
): PriceDirection {
  if (previous === null || previous === undefined) return 'flat'
  const order = compare(next, previous)
  return order > 0 ? 'up' : order < 0 ? 'down' : before
}
