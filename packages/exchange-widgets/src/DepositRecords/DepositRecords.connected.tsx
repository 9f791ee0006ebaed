import type { Deposit, ExchangeClient } from '@bourse/api-client'
import { type PagePlacement, mergeDeposit } from '@bourse/rules'
import {
  isUserEvent,
  useLiveRecordsPage,
  useRecordsQuery,
  type RecordsConnectedProps,
  type RecordsFedProps,
  type RecordsQueryBody,
} from '../hooks/useRecords'
import {
  defaultDepositRecordsFilters,
  DepositRecords,
  type DepositRecordsFilters,
  type DepositRecordsProps,
} from './DepositRecords'

export type DepositRecordsConnectedProps = Omit<DepositRecordsProps, RecordsFedProps | 'deposits'> &
  Omit<RecordsConnectedProps, 'symbol'>

const pickDeposit = (data: unknown) => (isUserEvent(data, 'deposit') ? data.deposit : undefined)

const mergePushed = (
  list: readonly Deposit[],
  deposit: Deposit,
  { filters, ...placement }: PagePlacement & { filters: DepositRecordsFilters },
) =>
  mergeDeposit(list, deposit, {
    coin: filters.coin || undefined,
    status: filters.status || undefined,
    ...placement,
  })

const load = (
  client: ExchangeClient,
  body: RecordsQueryBody<DepositRecordsFilters>,
  signal: AbortSignal,
) => client.post('/app/wallet/deposit/records', { body, signal, silent: true })

/**
 * The signed-in user's deposits, paged and filtered by the server (`/app/wallet/deposit/records`)
 * and live from `deposit` events: a row on the page shown gains its confirmations and its result
 * in place, a new deposit matching the filters joins page 1; the page loads again after a
 * reconnect.
 */
export function DepositRecordsConnected({
  loggedIn,
  defaultFilters,
  onFiltersChange,
  refreshKey,
  ...props
}: DepositRecordsConnectedProps) {
  const query = useRecordsQuery<DepositRecordsFilters>(
    () => ({ ...defaultDepositRecordsFilters, ...defaultFilters }),
    onFiltersChange,
  )
  const { rows, ...fed } = useLiveRecordsPage({
    loggedIn,
    query,
    load,
    reloadKey: refreshKey,
    pick: pickDeposit,
    merge: mergePushed,
  })

  return (
    <DepositRecords
      {...props}
      {...fed}
      deposits={rows}
      defaultFilters={query.filters}
      onFiltersChange={query.changeFilters}
    />
  )
}
DepositRecordsConnected.displayName = 'DepositRecordsConnected'
