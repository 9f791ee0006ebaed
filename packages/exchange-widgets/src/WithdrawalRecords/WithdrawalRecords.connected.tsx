import type { ExchangeClient } from '@bourse/api-client'
import { mergeWithdrawal, type WithdrawalRecordsFilters } from '@bourse/rules'
import {
  isUserEvent,
  useLiveRecordsPage,
  useRecordsQuery,
  type RecordsConnectedProps,
  type RecordsFedProps,
  type RecordsQueryBody,
} from '../hooks/useRecords'
import {
  defaultWithdrawalRecordsFilters,
  WithdrawalRecords,
  type WithdrawalRecordsProps,
} from './WithdrawalRecords'

export type WithdrawalRecordsConnectedProps = Omit<
  WithdrawalRecordsProps,
  RecordsFedProps | 'withdrawals'
> &
  Omit<RecordsConnectedProps, 'symbol'>

const pickWithdrawal = (data: unknown) =>
  isUserEvent(data, 'withdrawal') ? data.withdrawal : undefined

const load = (
  client: ExchangeClient,
  body: RecordsQueryBody<WithdrawalRecordsFilters>,
  signal: AbortSignal,
) => client.post('/app/wallet/withdrawal/records', { body, signal, silent: true })

/**
 * The signed-in user's withdrawals, paged and filtered by the server
 * (`POST /app/wallet/withdrawal/records`) and live from `withdrawal` events: a row on the page
 * shown changes in place (withdrawn, rejected with its reason), a new one joins page 1 when it
 * passes the filters; the page loads again after a reconnect.
 */
export function WithdrawalRecordsConnected({
  loggedIn,
  refreshKey,
  defaultFilters,
  onFiltersChange,
  ...props
}: WithdrawalRecordsConnectedProps) {
  const query = useRecordsQuery<WithdrawalRecordsFilters>(
    () => ({ ...defaultWithdrawalRecordsFilters, ...defaultFilters }),
    onFiltersChange,
  )
  const { rows, ...fed } = useLiveRecordsPage({
    loggedIn,
    query,
    load,
    reloadKey: refreshKey,
    pick: pickWithdrawal,
    merge: mergeWithdrawal,
  })

  return (
    <WithdrawalRecords
      {...props}
      {...fed}
      withdrawals={rows}
      defaultFilters={defaultFilters}
      onFiltersChange={query.changeFilters}
    />
  )
}
WithdrawalRecordsConnected.displayName = 'WithdrawalRecordsConnected'
