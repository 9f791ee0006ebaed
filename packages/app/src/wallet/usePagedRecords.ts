import { DEFAULT_PAGE_SIZE } from '@bourse/ui'
import { useCallback, useEffect, useRef, useState } from 'react'

type Page<T> = { list: T[]; total: number }

export type PagedRecordsState<T> = {
  status: 'loading' | 'ready' | 'error'
  /** The last page loaded; kept while the next one loads. */
  page: Page<T> | null
  pageIndex: number
  pageSize: number
  /** Goes to a page (a new page size starts again at page 1). */
  setPage: (details: { page: number; pageSize: number }) => void
  /** Loads the current page again. */
  retry: () => void
}

/**
 * One page of server-paged records (`pageIndex` 1-based, `pageSize` 20 by default), loaded with
 * `load` whenever the page or `query` changes; a new `query` (the filters, compared by value)
 * goes back to page 1.
 */
export function usePagedRecords<T, Q>(
  query: Q,
  load: (
    query: Q,
    page: { pageIndex: number; pageSize: number },
    signal: AbortSignal,
  ) => Promise<Page<T>>,
): PagedRecordsState<T> {
  const [pageIndex, setPageIndex] = useState(1)
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE)
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<{
    status: PagedRecordsState<T>['status']
    page: Page<T> | null
  }>({ status: 'loading', page: null })
  const key = JSON.stringify(query)
  const [loadedKey, setLoadedKey] = useState(key)
  if (loadedKey !== key) {
    // New filters: back to the first page before loading.
    setLoadedKey(key)
    setPageIndex(1)
  }
  const loadRef = useRef(load)
  loadRef.current = load
  const queryRef = useRef(query)
  queryRef.current = query

  useEffect(() => {
    const controller = new AbortController()
    setState((s) => ({ status: 'loading', page: s.page }))
    loadRef.current(queryRef.current, { pageIndex, pageSize }, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted)
          setState({ status: 'ready', page: { list: page.list, total: page.total } })
      },
      () => {
        if (!controller.signal.aborted) setState((s) => ({ status: 'error', page: s.page }))
      },
    )
    return () => controller.abort()
  }, [loadedKey, pageIndex, pageSize, attempt])

  const setPage = useCallback(({ page, pageSize: size }: { page: number; pageSize: number }) => {
    setPageSize(size)
    setPageIndex(page)
  }, [])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, pageIndex, pageSize, setPage, retry }
}
