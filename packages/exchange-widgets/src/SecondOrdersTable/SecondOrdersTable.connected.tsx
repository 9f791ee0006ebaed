import { SecondOrdersTable } from './SecondOrdersTable'
import {
  useSecondOrdersTableData,
  type SecondOrdersTableConnectedProps,
} from './useSecondOrdersTableData'

export type { SecondOrdersTableConnectedProps } from './useSecondOrdersTableData'

/**
 * The signed-in user's second-contract records, paged by the server (`/app/second/orders`) and
 * live from `second` events: a row on the page shown changes in place (status, settlement,
 * profit), a new contract joins page 1; the page loads again after a reconnect.
 */
export function SecondOrdersTableConnected(props: SecondOrdersTableConnectedProps) {
  return <SecondOrdersTable {...useSecondOrdersTableData(props)} />
}
SecondOrdersTableConnected.displayName = 'SecondOrdersTableConnected'
