import { DEFAULT_PAGE_SIZE } from '@bourse/ui'
import { useCallback, useState, type Dispatch, type SetStateAction } from 'react'

export type RecordsQuery<F> = {
  /** The page asked of the server. */
  page: { pageIndex: number; pageSize: number }
  /** Turns the page (the table's `onPageChange`). */
  setPage: Dispatch<SetStateAction<{ pageIndex: number; pageSize: number }>>
  /** The filters asked of the server. */
  filters: F
  /** Applies the table's new filters, back to page 1, and tells the page (`onFiltersChange`). */
  changeFilters: (details: { filters: F }) => void
}

/** The page and filters a records table asks the server for (a filter change goes to page 1). */
export function useRecordsQuery<F>(
  initialFilters: () => F,
  onFiltersChange: ((details: { filters: F }) => void) | undefined,
): RecordsQuery<F> {
  const [page, setPage] = useState({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE })
  const [filters, setFilters] = useState<F>(initialFilters)
  const changeFilters = useCallback(
    (details: { filters: F }) => {
      setFilters(details.filters)
      setPage((p) => ({ ...p, pageIndex: 1 }))
      onFiltersChange?.(details)
    },
    [onFiltersChange],
  )
  return { page, setPage, filters, changeFilters }
}
