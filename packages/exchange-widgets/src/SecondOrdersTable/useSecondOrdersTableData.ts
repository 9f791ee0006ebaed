import type {
  ExchangeClient,
  MarketInfo,
  SecondOrder,
  SecondOrdersSummary,
} from '@bourse/api-client'
import { type PagePlacement, mergeSecondOrder } from '@bourse/rules'
import { DEFAULT_PAGE_SIZE } from '@bourse/ui'
import { useCallback, useMemo, useState } from 'react'
import {
  isUserEvent,
  useLiveRecordsPage,
  useSpotMarkets,
  type RecordsConnectedProps,
  type RecordsFedProps,
  type RecordsQueryBody,
} from '../hooks/useRecords'
import type { SecondOrdersTableProps } from './SecondOrdersTable'

export type SecondOrdersTableConnectedProps = Omit<
  SecondOrdersTableProps,
  RecordsFedProps | 'orders' | 'markets'
> &
  RecordsConnectedProps & {
    /** Markets for names and precision; loaded from `/app/market/list` when omitted. @default undefined */
    markets?: readonly MarketInfo[]
  }

/** The market the records are kept to; empty for every market. */
type SecondFilters = { symbol: string }

const pickSecondOrder = (data: unknown) => (isUserEvent(data, 'second') ? data.order : undefined)

const mergePushed = (
  list: readonly SecondOrder[],
  order: SecondOrder,
  { filters, ...placement }: PagePlacement & { filters: SecondFilters },
) => mergeSecondOrder(list, order, { symbol: filters.symbol || undefined, ...placement })

/** What `SecondOrdersTableConnected` feeds `SecondOrdersTable`. */
export function useSecondOrdersTableData({
  loggedIn,
  symbol,
  markets: marketsProp,
  refreshKey,
  ...props
}: SecondOrdersTableConnectedProps): SecondOrdersTableProps {
  const [page, setPage] = useState({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE })
  const filters = useMemo(() => ({ symbol: symbol ?? '' }), [symbol])
  const markets = useSpotMarkets(marketsProp)
  // The page's summary (transactions and average price) as of its last load.
  const [summary, setSummary] = useState<SecondOrdersSummary | null>(null)
  const load = useCallback(
    (client: ExchangeClient, body: RecordsQueryBody<SecondFilters>, signal: AbortSignal) =>
      client.post('/app/second/orders', { body, signal, silent: true }).then((page) => {
        setSummary(page.summary)
        return page
      }),
    [],
  )
  const { rows, ...fed } = useLiveRecordsPage({
    loggedIn,
    query: { page, setPage, filters },
    load,
    reloadKey: refreshKey,
    pick: pickSecondOrder,
    merge: mergePushed,
  })

  return { ...props, ...fed, orders: rows, markets, summary: loggedIn ? summary : null }
}
