import { USER_CHANNEL, type DepositPage } from '@bourse/api-client'
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
import { mergeDeposit } from '../rules/walletDisplay'
import { useWidgets } from '../WidgetsProvider'
import {
  defaultDepositRecordsFilters,
  DepositRecords,
  type DepositRecordsFilters,
  type DepositRecordsProps,
} from './DepositRecords'

export type DepositRecordsConnectedProps = Omit<DepositRecordsProps, RecordsFedProps | 'deposits'> &
  Omit<RecordsConnectedProps, 'symbol'>

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
  errorMessage,
  refreshKey,
  ...props
}: DepositRecordsConnectedProps) {
  const { client, stream, locale } = useWidgets()
  const describe = useDescribeError(errorMessage)
  const { page, setPage, filters, changeFilters } = useRecordsQuery<DepositRecordsFilters>(
    () => ({ ...defaultDepositRecordsFilters, ...defaultFilters }),
    onFiltersChange,
  )

  const records = useServerPage<DepositPage>(
    loggedIn,
    useCallback(
      (signal: AbortSignal) =>
        client.post('/app/wallet/deposit/records', {
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
      if (message.op !== 'data' || !isUserEvent(message.data, 'deposit')) return
      const deposit = message.data.deposit
      setData((held) => {
        if (!held) return held
        const list = mergeDeposit(held.list, deposit, {
          coin: filters.coin || undefined,
          status: filters.status || undefined,
          insert: held.pageIndex === 1,
          limit: held.pageSize,
        })
        if (list === held.list) return held
        const added = !held.list.some((d) => d.id === deposit.id)
        return { ...held, list: [...list], total: held.total + (added ? 1 : 0) }
      })
    })
  }, [stream, loggedIn, filters, setData])
  useOnReconnect(loggedIn, reload)

  return (
    <DepositRecords
      {...props}
      deposits={data?.list ?? []}
      status={recordsStatus(records, data?.list.length ?? 0)}
      loggedIn={loggedIn}
      errorDetail={describe(failure)}
      onRetry={retry}
      total={data?.total ?? 0}
      pageIndex={page.pageIndex}
      pageSize={page.pageSize}
      onPageChange={setPage}
      defaultFilters={filters}
      onFiltersChange={changeFilters}
      locale={locale}
    />
  )
}
DepositRecordsConnected.displayName = 'DepositRecordsConnected'
