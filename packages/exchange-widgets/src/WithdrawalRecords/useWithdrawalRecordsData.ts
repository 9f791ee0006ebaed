import type { ExchangeClient } from '@bourse/api-client'
import { mergeWithdrawal, type WithdrawalRecordsFilters } from '@bourse/rules'
import { useFilteredRecordsPage, type RecordsQueryBody } from '../hooks/useRecords'
import { pickWalletEvent, type WalletRecordsConnectedProps } from '../shared/walletRecords'
import { defaultWithdrawalRecordsFilters, type WithdrawalRecordsProps } from './WithdrawalRecords'

export type WithdrawalRecordsConnectedProps = WalletRecordsConnectedProps<
  WithdrawalRecordsProps,
  'withdrawals'
>

const load = (
  client: ExchangeClient,
  body: RecordsQueryBody<WithdrawalRecordsFilters>,
  signal: AbortSignal,
) => client.post('/app/wallet/withdrawal/records', { body, signal, silent: true })

/** What `WithdrawalRecordsConnected` feeds `WithdrawalRecords`: the page and its filters, live. */
export function useWithdrawalRecordsData(
  props: WithdrawalRecordsConnectedProps,
): WithdrawalRecordsProps {
  const { rest, fed, rows, query, defaultFilters } = useFilteredRecordsPage(props, {
    defaults: defaultWithdrawalRecordsFilters,
    load,
    pick: pickWalletEvent('withdrawal'),
    merge: mergeWithdrawal,
  })
  return {
    ...rest,
    ...fed,
    withdrawals: rows,
    defaultFilters: defaultFilters,
    onFiltersChange: query.changeFilters,
  }
}
