import {
  USER_CHANNEL,
  type ExchangeClient,
  type FuturesMarket,
  type MarketInfo,
  type UserStreamEvent,
} from '@bourse/api-client'
import { mergeIntoPage, type PagePlacement, type RecordPage } from '@bourse/rules'
import { DEFAULT_PAGE_SIZE } from '@bourse/ui'
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import type { WidgetStatus } from '../types'
import { useApiErrors } from '../shared/apiError'
import { useLoad, type Loaded } from '../shared/load'
import { useWidgets } from '../WidgetsProvider'

/*
 * The loading every records table shares (spot orders, futures orders, positions, second
 * contracts): a list given or loaded once, a server page, a list kept live from the `user`
 * channel, and the message of a failure's error code.
 */

/**
 * `given` when the page passes it, else what `load` answers (loaded again when `load` changes).
 * A failed load leaves it undefined: the tables still show symbols, in default precision.
 */
export function useGivenOrLoaded<T>(
  given: T | undefined,
  load: (signal: AbortSignal) => Promise<T>,
): T | undefined {
  const [loaded, setLoaded] = useState<T | null>(null)
  useEffect(() => {
    if (given) return
    const controller = new AbortController()
    load(controller.signal).then(
      (data) => setLoaded(data),
      () => undefined,
    )
    return () => controller.abort()
  }, [given, load])
  return given ?? loaded ?? undefined
}

/** Calls `onReconnect` each time the stream opens again after it was down. */
export function useOnReconnect(enabled: boolean, onReconnect: () => void): void {
  const { stream } = useWidgets()
  const callback = useRef(onReconnect)
  callback.current = onReconnect
  useEffect(() => {
    if (!enabled) return
    let wasOpen = stream.status() === 'open'
    return stream.onStatus((status) => {
      // After a reconnect the pushes in between are gone: load again.
      if (status === 'open' && !wasOpen) callback.current()
      wasOpen = status === 'open'
    })
  }, [enabled, stream])
}

export type LiveListOptions<T> = {
  /** Load and listen (signed in, the view shown). */
  enabled: boolean
  /** The list from the server. */
  load: (signal: AbortSignal) => Promise<readonly T[]>
  /** The item a `user` channel message carries, or undefined when it carries none of ours. */
  pick: (data: unknown) => T | undefined
  /** The list with a pushed item applied (the list is null after a failure). */
  merge: (list: readonly T[] | null, item: T) => readonly T[] | null
  /**
   * What the list is of (the market): when it changes, or the list is disabled, the rows go
   * until the answer; a reload of the same scope keeps them. Without it the rows always stay.
   * @default undefined
   */
  scope?: string | undefined
  /** Change it to load again. @default undefined */
  reloadKey?: unknown
}

export type LiveList<T> = Loaded<readonly T[]> & {
  /** Applies items (the answer of a cancel or close) to the list shown. */
  apply: (items: readonly T[]) => void
  /** Forgets the list and the failure and loads again (the error state's retry). */
  retry: () => void
}

/**
 * A list loaded from the server and kept live from the `user` channel: it subscribes first and
 * holds the items pushed until the answer, then applies them to it, so none is lost between;
 * it loads again after the stream reconnects (the pushes in between are gone).
 */
export function useLiveList<T>({
  enabled,
  load,
  pick,
  merge,
  scope,
  reloadKey,
}: LiveListOptions<T>): LiveList<T> {
  const { stream } = useWidgets()
  const [state, setState] = useState<Loaded<readonly T[]>>({ data: null, failure: null })
  const [attempt, setAttempt] = useState(0)
  const pickRef = useRef(pick)
  pickRef.current = pick
  const mergeRef = useRef(merge)
  mergeRef.current = merge
  const scopeRef = useRef<string | null>(null)
  const keyed = scope !== undefined

  useEffect(() => {
    if (!enabled) {
      if (keyed) {
        scopeRef.current = null
        setState({ data: null, failure: null })
      }
      return
    }
    const controller = new AbortController()
    const { signal } = controller
    let held: T[] | null = []
    if (keyed && scopeRef.current !== scope) setState({ data: null, failure: null })
    else setState((s) => ({ data: s.data, failure: null }))
    scopeRef.current = scope ?? null
    const off = stream.subscribe(USER_CHANNEL, (message) => {
      if (message.op !== 'data') return
      const item = pickRef.current(message.data)
      if (item === undefined) return
      if (held) held.push(item)
      else setState((s) => ({ ...s, data: mergeRef.current(s.data, item) }))
    })
    let wasOpen = stream.status() === 'open'
    const offStatus = stream.onStatus((status) => {
      // After a reconnect the pushes in between are gone: load the list again.
      if (status === 'open' && !wasOpen) setAttempt((n) => n + 1)
      wasOpen = status === 'open'
    })
    load(signal).then(
      (list) => {
        if (signal.aborted) return
        let data: readonly T[] | null = list
        for (const item of held ?? []) data = mergeRef.current(data, item)
        held = null
        setState({ data, failure: null })
      },
      (failure: unknown) => {
        if (signal.aborted) return
        held = null
        setState({ data: null, failure })
      },
    )
    return () => {
      controller.abort()
      off()
      offStatus()
    }
  }, [enabled, keyed, scope, stream, load, reloadKey, attempt])

  const apply = useCallback(
    (items: readonly T[]) =>
      setState((s) => {
        let data = s.data
        for (const item of items) if (data) data = mergeRef.current(data, item)
        return { ...s, data }
      }),
    [],
  )
  const retry = useCallback(() => {
    setState({ data: null, failure: null })
    setAttempt((n) => n + 1)
  }, [])
  return { ...state, apply, retry }
}

/** The state a records table shows for what has loaded: error, loading, empty or ready. */
export function recordsStatus(loaded: Loaded<unknown>, rows: number): WidgetStatus {
  if (loaded.failure) return 'error'
  if (loaded.data === null) return 'loading'
  return rows === 0 ? 'empty' : 'ready'
}

/** A row action that failed: the row (or `null` for the bulk action) and the message to show. */
export type RecordActionError = { orderId: string | null; message: string }

export type RecordActions = {
  /** Rows whose action is under way. */
  busy: readonly string[]
  /** Whether the bulk action is under way. */
  busyAll: boolean
  /** The last failure, cleared when another action starts. */
  error: RecordActionError | null
  /** Runs a row's action (cancel, close) and hands its answer to `onDone`. */
  run: <T>(orderId: string, request: () => Promise<T>, onDone: (answer: T) => void) => void
  /** Runs the bulk action (cancel all, close all) and hands its answer to `onDone`. */
  runAll: <T>(request: () => Promise<T>, onDone: (answer: T) => void) => void
}

/**
 * The row and bulk actions of a records table (cancel, close, their "all"): which are under way
 * and the failure's message (`describe`d from its error code) to show above the table.
 */
export function useRecordActions(
  describe: (failure: unknown) => string | undefined,
): RecordActions {
  const [busy, setBusy] = useState<readonly string[]>([])
  const [busyAll, setBusyAll] = useState(false)
  const [error, setError] = useState<RecordActionError | null>(null)
  const run = useCallback(
    <T>(orderId: string, request: () => Promise<T>, onDone: (answer: T) => void) => {
      setError(null)
      setBusy((ids) => [...ids, orderId])
      request()
        .then(onDone, (failure: unknown) =>
          setError({ orderId, message: describe(failure) ?? String(failure) }),
        )
        .finally(() => setBusy((ids) => ids.filter((id) => id !== orderId)))
    },
    [describe],
  )
  const runAll = useCallback(
    <T>(request: () => Promise<T>, onDone: (answer: T) => void) => {
      setError(null)
      setBusyAll(true)
      request()
        .then(onDone, (failure: unknown) =>
          setError({ orderId: null, message: describe(failure) ?? String(failure) }),
        )
        .finally(() => setBusyAll(false))
    },
    [describe],
  )
  return { busy, busyAll, error, run, runAll }
}

/** The props of a records table that its connected file feeds (state, server paging, locale). */
export type RecordsFedProps =
  | 'status'
  | 'loggedIn'
  | 'error'
  | 'errorDetail'
  | 'onRetry'
  | 'total'
  | 'pageIndex'
  | 'pageSize'
  | 'onPageChange'
  | 'locale'

/** The props every connected records table takes from the embedding page. */
export type RecordsConnectedProps = {
  /** Whether a user is signed in; the embedding page owns the session. */
  loggedIn: boolean
  /** Keep the records to one market. @default undefined (every market) */
  symbol?: string
  /** Change it to load again (after the page placed an order, say). @default undefined */
  refreshKey?: string | number
}

/** Spot markets for names and precision: `given`, or loaded from `/app/market/list`. */
export function useSpotMarkets(
  given: readonly MarketInfo[] | undefined,
): readonly MarketInfo[] | undefined {
  const { client } = useWidgets()
  return useGivenOrLoaded(
    given,
    useCallback(
      (signal: AbortSignal) => client.get('/app/market/list', { signal, silent: true }),
      [client],
    ),
  )
}

/** Perpetual markets for names and tick sizes: `given`, or loaded from `/app/futures/markets`. */
export function useFuturesMarkets(
  given: readonly FuturesMarket[] | undefined,
): readonly FuturesMarket[] | undefined {
  const { client } = useWidgets()
  return useGivenOrLoaded(
    given,
    useCallback(
      (signal: AbortSignal) => client.get('/app/futures/markets', { signal, silent: true }),
      [client],
    ),
  )
}

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

/** Coalesces reloads after events: a burst of fills or closes reloads once. */
const EVENT_RELOAD_DELAY_MS = 300

/**
 * A count of the reloads that `user` channel events ask for while `enabled` (`wanted(data)`:
 * an order finished, a position closed), a burst coalesced into one; `onReload` runs just
 * before each. Pass it as a reload key. Listening starts again when `scope` changes.
 */
export function useEventReloads(
  enabled: boolean,
  scope: string,
  wanted: (data: unknown) => boolean,
  onReload?: () => void,
): number {
  const { stream } = useWidgets()
  const [tick, setTick] = useState(0)
  const wantedRef = useRef(wanted)
  wantedRef.current = wanted
  const onReloadRef = useRef(onReload)
  onReloadRef.current = onReload
  useEffect(() => {
    if (!enabled) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const off = stream.subscribe(USER_CHANNEL, (message) => {
      if (message.op !== 'data' || !wantedRef.current(message.data)) return
      clearTimeout(timer)
      timer = setTimeout(() => {
        onReloadRef.current?.()
        setTick((n) => n + 1)
      }, EVENT_RELOAD_DELAY_MS)
    })
    return () => {
      clearTimeout(timer)
      off()
    }
  }, [enabled, scope, stream])
  return tick
}

/** Whether a `user` channel message's data is an event of `type` (`order`, `position`, ...). */
export function isUserEvent<K extends UserStreamEvent['type']>(
  data: unknown,
  type: K,
): data is Extract<UserStreamEvent, { type: K }> {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type
}

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
