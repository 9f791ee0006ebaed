import { PositionTable } from './PositionTable'
import { usePositionTableData, type PositionTableConnectedProps } from './usePositionTableData'

export type { PositionTableConnectedProps } from './usePositionTableData'

/**
 * The signed-in user's open positions from the client given to `WidgetsProvider`: loaded once and
 * kept live from the `user` channel's `position` events (open ones replace or insert their row,
 * closed or cancelled ones remove it; events that arrive while loading are applied to the answer),
 * loaded again after the stream reconnects. Close, close-all and TP/SL go through the client.
 */
export function PositionTableConnected(props: PositionTableConnectedProps) {
  return <PositionTable {...usePositionTableData(props)} />
}
PositionTableConnected.displayName = 'PositionTableConnected'
