import type { ExchangeClient } from '@bourse/api-client'
import { mergeWithdrawal, type WithdrawalRecordsFilters } from '@bourse/rules'
import {
  isUserEvent,
  useFilteredRecordsPage,
  type RecordsConnectedProps,
  type RecordsFedProps,
  type RecordsQueryBody,
} from '../hooks/useRecords'
import { defaultWithdrawalRecordsFilters, type WithdrawalRecordsProps } from './WithdrawalRecords'

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

/** What `WithdrawalRecordsConnected` feeds `WithdrawalRecords`: the page and its filters, live. */
export function useWithdrawalRecordsData(
  props: WithdrawalRecordsConnectedProps,
): WithdrawalRecordsProps {
  const { rest, fed, rows, query, defaultFilters } = useFilteredRecordsPage(props, {
    defaults: defaultWithdrawalRecordsFilters,
    load,
    pick: pickWithdrawal,
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
