import { useLiveRecordsPage, type LiveRecordsPageOptions } from './useLiveRecordsPage'
import { useRecordsQuery, type RecordsQuery } from './useRecordsQuery'

/** The props of a connected records table filtered by the server that its data hook reads. */
export type FilteredRecordsProps<F> = {
  loggedIn: boolean
  defaultFilters?: Partial<F> | undefined
  onFiltersChange?: ((details: { filters: F }) => void) | undefined
  refreshKey?: string | number | undefined
}

/**
 * A server page with its filters (`defaults` under the page's `defaultFilters`), kept live:
 * `useRecordsQuery` and `useLiveRecordsPage` together, as every wallet records table asks them.
 * Returns the other props given, what the table is fed, its rows and the query.
 */
export function useFilteredRecordsPage<
  T extends { id: string },
  F extends object,
  P extends FilteredRecordsProps<F>,
>(
  { loggedIn, defaultFilters, onFiltersChange, refreshKey, ...rest }: P,
  {
    defaults,
    ...options
  }: Pick<LiveRecordsPageOptions<T, F>, 'load' | 'pick' | 'merge'> & { defaults: F },
) {
  const query: RecordsQuery<F> = useRecordsQuery<F>(
    () => ({ ...defaults, ...defaultFilters }),
    onFiltersChange,
  )
  const { rows, ...fed } = useLiveRecordsPage({
    loggedIn,
    query,
    reloadKey: refreshKey,
    ...options,
  })
  return { rest, fed, rows, query, defaultFilters }
}
