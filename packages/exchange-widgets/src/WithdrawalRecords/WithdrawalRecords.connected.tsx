import { USER_CHANNEL, type WithdrawalPage } from '@bourse/api-client'
import { useCallback, useEffect } from 'react'
import {
  isUserEvent,
  recordsStatus,
  useDescribeError,
  useOnReconnect,
  useRecordsQuery,
  useServerPage,
  type RecordsConnectedProps,
  type RecordsFedProps,
} from '../hooks/useRecords'
import { mergeWithdrawal, type WithdrawalRecordsFilters } from '../rules/withdrawalRecords'
import { useWidgets } from '../WidgetsProvider'
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

/**
 * The signed-in user's withdrawals, paged and filtered by the server
 * (`POST /app/wallet/withdrawal/records`) and live from `withdrawal` events: a row on the page
 * shown changes in place (withdrawn, rejected with its reason), a new one joins page 1 when it
 * passes the filters; the page loads again after a reconnect.
 */
export function WithdrawalRecordsConnected({
  loggedIn,
  errorMessage,
  refreshKey,
  defaultFilters,
  onFiltersChange,
  ...props
}: WithdrawalRecordsConnectedProps) {
  const { client, stream, locale } = useWidgets()
  const describe = useDescribeError(errorMessage)
  const { page, setPage, filters, changeFilters } = useRecordsQuery<WithdrawalRecordsFilters>(
    () => ({ ...defaultWithdrawalRecordsFilters, ...defaultFilters }),
    onFiltersChange,
  )

  const records = useServerPage<WithdrawalPage>(
    loggedIn,
    useCallback(
      (signal: AbortSignal) =>
        client.post('/app/wallet/withdrawal/records', {
          body: {
            pageIndex: page.pageIndex,
            pageSize: page.pageSize,
            ...(filters.coin ? { coin: filters.coin } : {}),
            ...(filters.status ? { status: filters.status } : {}),
          },
          signal,
          silent: true,
        }),
      [client, page, filters],
    ),
    refreshKey,
  )
  const { data, failure, setData, reload, retry } = records

  useEffect(() => {
    if (!loggedIn) return
    return stream.subscribe(USER_CHANNEL, (message) => {
      if (message.op !== 'data' || !isUserEvent(message.data, 'withdrawal')) return
      const pushed = message.data.withdrawal
      setData((held) => {
        if (!held) return held
        const list = mergeWithdrawal(held.list, pushed, {
          filters,
          insert: held.pageIndex === 1,
          limit: held.pageSize,
        })
        if (list === held.list) return held
        const had = held.list.some((w) => w.id === pushed.id)
        const has = list.some((w) => w.id === pushed.id)
        return {
          ...held,
          list: [...list],
          total: held.total + (has && !had ? 1 : !has && had ? -1 : 0),
        }
      })
    })
  }, [stream, loggedIn, filters, setData])
  useOnReconnect(loggedIn, reload)

  return (
    <WithdrawalRecords
      {...props}
      defaultFilters={defaultFilters}
      onFiltersChange={changeFilters}
      withdrawals={data?.list ?? []}
      status={recordsStatus(records, data?.list.length ?? 0)}
      loggedIn={loggedIn}
      errorDetail={describe(failure)}
      onRetry={retry}
      total={data?.total ?? 0}
      pageIndex={page.pageIndex}
      pageSize={page.pageSize}
      onPageChange={setPage}
      locale={locale}
    />
  )
}
WithdrawalRecordsConnected.displayName = 'WithdrawalRecordsConnected'
