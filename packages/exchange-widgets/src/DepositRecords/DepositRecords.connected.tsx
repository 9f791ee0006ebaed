import { DepositRecords } from './DepositRecords'
import { useDepositRecordsData, type DepositRecordsConnectedProps } from './useDepositRecordsData'

export type { DepositRecordsConnectedProps } from './useDepositRecordsData'

/**
 * The signed-in user's deposits, paged and filtered by the server (`/app/wallet/deposit/records`)
 * and live from `deposit` events: a row on the page shown gains its confirmations and its result
 * in place, a new deposit matching the filters joins page 1; the page loads again after a
 * reconnect.
 */
export function DepositRecordsConnected(props: DepositRecordsConnectedProps) {
  return <DepositRecords {...useDepositRecordsData(props)} />
}
DepositRecordsConnected.displayName = 'DepositRecordsConnected'
