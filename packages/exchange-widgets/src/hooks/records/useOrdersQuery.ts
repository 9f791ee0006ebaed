import { useWidgets } from '../../WidgetsProvider'
import { useRecordActions, type RecordActionError } from './useRecordActions'
import { useRecordsQuery, type RecordsQuery } from './useRecordsQuery'

/** The props an orders table (spot, futures) is fed of its page, filters and cancels. */
export type OrdersQueryFeed<F> = {
  pageIndex: number
  pageSize: number
  onPageChange: RecordsQuery<F>['setPage']
  cancelling: readonly string[]
  cancelError: RecordActionError | null
  defaultFilters: Partial<F> | undefined
  onFiltersChange: RecordsQuery<F>['changeFilters']
  locale: string
}

/**
 * What an orders table's data hook (spot, futures) starts from: the client and locale, the page
 * and filters asked of the server (`defaults` under the page's `defaultFilters`), the row actions,
 * and the table props they feed.
 */
export function useOrdersQuery<F>(
  defaults: F,
  defaultFilters: Partial<F> | undefined,
  onFiltersChange: ((details: { filters: F }) => void) | undefined,
) {
  const { client, locale } = useWidgets()
  const query = useRecordsQuery<F>(() => ({ ...defaults, ...defaultFilters }), onFiltersChange)
  const actions = useRecordActions()
  const feed: OrdersQueryFeed<F> = {
    pageIndex: query.page.pageIndex,
    pageSize: query.page.pageSize,
    onPageChange: query.setPage,
    cancelling: actions.busy,
    cancelError: actions.error,
    defaultFilters,
    onFiltersChange: query.changeFilters,
    locale,
  }
  return { client, query, actions, feed }
}

/**
 * The page, pair and side of an orders history request: the table's `symbol` over the pair
 * filter; a filter at "all" is left out.
 */
export function pairSidePage<S extends string>(
  page: { pageIndex: number; pageSize: number },
  filters: { symbol: string; side: '' | S },
  symbol: string | undefined,
): { pageIndex: number; pageSize: number; symbol?: string; side?: S } {
  const market = symbol ?? (filters.symbol || undefined)
  return {
    pageIndex: page.pageIndex,
    pageSize: page.pageSize,
    ...(market ? { symbol: market } : {}),
    ...(filters.side ? { side: filters.side } : {}),
  }
}
