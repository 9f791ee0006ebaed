import type { Deposit, ExchangeClient } from '@bourse/api-client'
import { type PagePlacement, mergeDeposit } from '@bourse/rules'
import { useFilteredRecordsPage, type RecordsQueryBody } from '../hooks/useRecords'
import { pickWalletEvent, type WalletRecordsConnectedProps } from '../shared/walletRecords'
import {
  defaultDepositRecordsFilters,
  type DepositRecordsFilters,
  type DepositRecordsProps,
} from './DepositRecords'

export type DepositRecordsConnectedProps = WalletRecordsConnectedProps<
  DepositRecordsProps,
  'deposits'
>

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
    pick: pickWalletEvent('deposit'),
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
