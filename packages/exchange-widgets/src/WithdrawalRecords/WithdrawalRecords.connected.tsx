import { WithdrawalRecords } from './WithdrawalRecords'
import {
  useWithdrawalRecordsData,
  type WithdrawalRecordsConnectedProps,
} from './useWithdrawalRecordsData'

export type { WithdrawalRecordsConnectedProps } from './useWithdrawalRecordsData'

/**
 * The signed-in user's withdrawals, paged and filtered by the server
 * (`POST /app/wallet/withdrawal/records`) and live from `withdrawal` events: a row on the page
 * shown changes in place (withdrawn, rejected with its reason), a new one joins page 1 when it
 * passes the filters; the page loads again after a reconnect.
 */
export function WithdrawalRecordsConnected(props: WithdrawalRecordsConnectedProps) {
  return <WithdrawalRecords {...useWithdrawalRecordsData(props)} />
}
WithdrawalRecordsConnected.displayName = 'WithdrawalRecordsConnected'
