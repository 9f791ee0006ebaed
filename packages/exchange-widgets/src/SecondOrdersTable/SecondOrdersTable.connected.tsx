import { USER_CHANNEL, type MarketInfo, type SecondOrderPage } from '@bourse/api-client'
import { DEFAULT_PAGE_SIZE } from '@bourse/ui'
import { useCallback, useEffect, useState } from 'react'
import {
  recordsStatus,
  useDescribeError,
  useSpotMarkets,
  useOnReconnect,
  useServerPage,
  type RecordsConnectedProps,
  type RecordsFedProps,
  isUserEvent,
} from '../hooks/useRecords'
import { mergeSecondOrder } from '../rules/secondOrders'
import { useWidgets } from '../WidgetsProvider'
import { SecondOrdersTable, type SecondOrdersTableProps } from './SecondOrdersTable'

export type SecondOrdersTableConnectedProps = Omit<
  SecondOrdersTableProps,
  RecordsFedProps | 'orders' | 'markets'
> &
  RecordsConnectedProps & {
    /** Markets for names and precision; loaded from `/app/market/list` when omitted. @default undefined */
    markets?: readonly MarketInfo[]
  }

/**
 * The signed-in user's second-contract records, paged by the server (`/app/second/orders`) and
 * live from `second` events: a row on the page shown changes in place (status, settlement,
 * profit), a new contract joins page 1; the page loads again after a reconnect.
 */
export function SecondOrdersTableConnected({
  loggedIn,
  symbol,
  markets: marketsProp,
  errorMessage,
  refreshKey,
  ...props
}: SecondOrdersTableConnectedProps) {
  const { client, stream, locale } = useWidgets()
  const [page, setPage] = useState({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE })
  const describe = useDescribeError(errorMessage)

  const markets = useSpotMarkets(marketsProp)

  const records = useServerPage<SecondOrderPage>(
    loggedIn,
    useCallback(
      (signal: AbortSignal) =>
        client.post('/app/second/orders', {
          body: {
            pageIndex: page.pageIndex,
            pageSize: page.pageSize,
            ...(symbol ? { symbol } : {}),
          },
          signal,
          silent: true,
        }),
      [client, symbol, page],
    ),
    refreshKey,
  )
  const { data, failure, setData, reload, retry } = records

  useEffect(() => {
    if (!loggedIn) return
    return stream.subscribe(USER_CHANNEL, (message) => {
      if (message.op !== 'data' || !isUserEvent(message.data, 'second')) return
      const order = message.data.order
      setData((held) => {
        if (!held) return held
        const first = held.pageIndex === 1
        const list = mergeSecondOrder(held.list, order, {
          symbol,
          insert: first,
          limit: held.pageSize,
        })
        if (list === held.list) return held
        const added = list.length > held.list.length || !held.list.some((o) => o.id === order.id)
        return { ...held, list: [...list], total: held.total + (added ? 1 : 0) }
      })
    })
  }, [stream, loggedIn, symbol, setData])
  useOnReconnect(loggedIn, reload)

  return (
    <SecondOrdersTable
      {...props}
      orders={data?.list ?? []}
      markets={markets}
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
SecondOrdersTableConnected.displayName = 'SecondOrdersTableConnected'
