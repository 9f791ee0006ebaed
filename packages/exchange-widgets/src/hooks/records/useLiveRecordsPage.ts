import { USER_CHANNEL, type ExchangeClient } from '@bourse/api-client'
import { mergeIntoPage, type PagePlacement, type RecordPage } from '@bourse/rules'
import { useCallback, useEffect, useRef } from 'react'
import { useApiErrors } from '../../shared/apiError'
import { useLoad } from '../../shared/load'
import type { WidgetStatus } from '../../types'
import { useWidgets } from '../../WidgetsProvider'
import { recordsStatus } from './recordsProps'
import { useOnReconnect } from './userEvents'
import type { RecordsQuery } from './useRecordsQuery'

/** What a records page asks the server: the page and the filters set (an empty one is left out). */
export type RecordsQueryBody<F> = { pageIndex: number; pageSize: number } & {
  [K in keyof F]?: Exclude<F[K], ''>
}

export type LiveRecordsPageOptions<T, F> = {
  /** Whether a user is signed in: load and listen only then. */
  loggedIn: boolean
  /** The page and filters asked (`useRecordsQuery`); an empty filter means "all". */
  query: Pick<RecordsQuery<F>, 'page' | 'setPage' | 'filters'>
  /** Asks the server for a page (a module-level function: it loads again when it changes). */
  load: (
    client: ExchangeClient,
    body: RecordsQueryBody<F>,
    signal: AbortSignal,
  ) => Promise<RecordPage<T>>
  /** Change it to load again. @default undefined */
  reloadKey?: unknown
  /** The record a `user` channel message carries, or undefined when it carries none of ours. */
  pick: (data: unknown) => T | undefined
  /** The list's rule for a pushed record, told the filters and where a new one may go. */
  merge: (list: readonly T[], record: T, placement: PagePlacement & { filters: F }) => readonly T[]
}

/** What a connected records table feeds its table: the rows and the `RecordsFedProps`. */
export type LiveRecordsPage<T> = {
  rows: readonly T[]
  status: WidgetStatus
  loggedIn: boolean
  errorDetail: string | undefined
  onRetry: () => void
  total: number
  pageIndex: number
  pageSize: number
  onPageChange: (page: { pageIndex: number; pageSize: number }) => void
  locale: string
}

/**
 * A records page paged and filtered by the server and kept live from the `user` channel: a
 * pushed record changes its row in place or joins page 1 (`mergeIntoPage` keeps the total); the
 * page loads again after the stream reconnects. Returns what the table is fed.
 */
export function useLiveRecordsPage<T extends { id: string }, F extends object>({
  loggedIn,
  query: { page, setPage, filters },
  load,
  reloadKey,
  pick,
  merge,
}: LiveRecordsPageOptions<T, F>): LiveRecordsPage<T> {
  const { client, stream, locale } = useWidgets()
  const { describe } = useApiErrors()
  const pickRef = useRef(pick)
  pickRef.current = pick
  const mergeRef = useRef(merge)
  mergeRef.current = merge
  const records = useLoad<RecordPage<T>>(
    loggedIn,
    useCallback(
      (signal: AbortSignal) => {
        const set = Object.entries(filters).filter(([, value]) => value !== '' && value != null)
        // The entries kept are F's own, minus the empty ones: the body's type.
        const body = { ...page, ...Object.fromEntries(set) } as RecordsQueryBody<F>
        return load(client, body, signal)
      },
      [client, load, page, filters],
    ),
    reloadKey,
  )
  const { data, failure, setData, reload, retry } = records
  useEffect(() => {
    if (!loggedIn) return
    return stream.subscribe(USER_CHANNEL, (message) => {
      if (message.op !== 'data') return
      const record = pickRef.current(message.data)
      if (record === undefined) return
      setData((held) =>
        held
          ? mergeIntoPage(held, record, (list, pushed, placement) =>
              mergeRef.current(list, pushed, { ...placement, filters }),
            )
          : held,
      )
    })
  }, [stream, loggedIn, filters, setData])
  useOnReconnect(loggedIn, reload)
  return {
    rows: data?.list ?? [],
    status: recordsStatus(records, data?.list.length ?? 0),
    loggedIn,
    errorDetail: describe(failure),
    onRetry: retry,
    total: data?.total ?? 0,
    pageIndex: page.pageIndex,
    pageSize: page.pageSize,
    onPageChange: setPage,
    locale,
  }
}
