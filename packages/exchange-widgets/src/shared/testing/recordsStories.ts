import { fn } from 'storybook/test'
import { recordsTableArgs } from './stories'

/*
 * The kit of the records tables' stories (`import * as records from ...`): the args each kind of
 * table starts from, and the `play` helpers and state stories they all use.
 */

export {
  playRows,
  recordsStateStories as states,
  recordsTableArgs as tableArgs,
  rowCells as cells,
  turnsPage,
} from './stories'

/**
 * A wallet records table (deposits, withdrawals) filtered by coin and status: `rows` holds its
 * rows under their prop's name (`{ deposits }`); `onFiltersChange` is a spy.
 */
export const filteredArgs = <R extends object>(rows: R, total: number) => ({
  ...recordsTableArgs(),
  ...rows,
  total,
  onFiltersChange: fn(),
})

/** An earn orders table (mining, savings): its `orders`, the total, and a spy for `onOpen`. */
export const earnOrdersArgs = <O>(orders: readonly O[], total: number) => ({
  ...recordsTableArgs(),
  orders,
  total,
  onOpen: fn(),
})
