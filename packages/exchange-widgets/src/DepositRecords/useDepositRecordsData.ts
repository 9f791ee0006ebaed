import type { Deposit, ExchangeClient } from '@bourse/api-client'
import { type PagePlacement, mergeDeposit } from '@bourse/rules'
import {
  isUserEvent,
  useFilteredRecordsPage,
  type RecordsConnectedProps,
  type RecordsFedProps,
  type RecordsQueryBody,
} from '../hooks/useRecords'
import {
  defaultDepositRecordsFilters,
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

/** What `DepositRecordsConnected` feeds `DepositRecords`: the page and its filters, live. */
export function useDepositRecordsData(props: DepositRecordsConnectedProps): DepositRecordsProps {
  const { rest, fed, rows, query } = useFilteredRecordsPage(props, {
    defaults: defaultDepositRecordsFilters,
    load,
    pick: pickDeposit,
    merge: mergePushed,
  })
  return {
    ...rest,
    ...fed,
    deposits: rows,
    defaultFilters: query.filters,
    onFiltersChange: query.changeFilters,
  }
}
