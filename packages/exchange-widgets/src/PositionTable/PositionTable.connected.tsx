import {
  USER_CHANNEL,
  isApiError,
  type FuturesMarket,
  type FuturesOrder,
  type UserStreamEvent,
} from '@bourse/api-client'
import { useCallback, useEffect, useRef, useState } from 'react'
import { mergePositionEvent } from '../rules/positionsList'
import { toSubmitError } from '../shared/submitError'
import type { WidgetStatus } from '../types'
import { useWidgets } from '../WidgetsProvider'
import {
  PositionTable,
  type PositionActionError,
  type PositionTableProps,
  type TpSlEdit,
} from './PositionTable'

export type PositionTableConnectedProps = Omit<
  PositionTableProps,
  | 'positions'
  | 'markets'
  | 'status'
  | 'error'
  | 'errorDetail'
  | 'onRetry'
  | 'onClose'
  | 'onCloseAll'
  | 'onEditTpSl'
  | 'closing'
  | 'closingAll'
  | 'actionError'
  | 'locale'
> & {
  /** Keep the table to one contract (the futures desk); every contract without it. @default undefined */
  symbol?: string
  /** Whether a user is signed in; the embedding page owns the session. */
  signedIn: boolean
  /**
   * Contracts for tick sizes; loaded from `/app/futures/markets` when omitted.
   * @default undefined
   */
  markets?: readonly FuturesMarket[]
  /**
   * The message of a server error code (`position.not.open`, `tpsl.stop.loss.side`, ...), e.g. the
   * site's translated `errors.<code>`.
   * @default the server's own message
   */
  errorMessage?: (code: string) => string
  /** Change it to load the positions again (after the page opened one, say). @default undefined */
  refreshKey?: string | number
}

type Loaded = { data: readonly FuturesOrder[] | null; failure: unknown }

const isPositionEvent = (data: unknown): data is Extract<UserStreamEvent, { type: 'position' }> =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'position'

/**
 * The signed-in user's open positions from the client given to `WidgetsProvider`: loaded once and
 * kept live from the `user` channel's `position` events (open ones replace or insert their row,
 * closed or cancelled ones remove it; events that arrive while loading are applied to the answer),
 * loaded again after the stream reconnects. Close, close-all and TP/SL go through the client.
 */
export function PositionTableConnected({
  symbol,
  signedIn,
  markets: marketsProp,
  errorMessage,
  refreshKey,
  ...props
}: PositionTableConnectedProps) {
  const { client, stream, locale } = useWidgets()
  const [loadedMarkets, setLoadedMarkets] = useState<FuturesMarket[] | null>(null)
  const [open, setOpen] = useState<Loaded>({ data: null, failure: null })
  const [attempt, setAttempt] = useState(0)
  const [closing, setClosing] = useState<readonly string[]>([])
  const [closingAll, setClosingAll] = useState(false)
  const [actionError, setActionError] = useState<PositionActionError | null>(null)
  const messageOf = useRef(errorMessage)
  messageOf.current = errorMessage
  const describe = useCallback((failure: unknown): string | undefined => {
    if (!isApiError(failure)) return undefined
    return messageOf.current ? messageOf.current(failure.code) : failure.message
  }, [])

  useEffect(() => {
    if (marketsProp) return
    const controller = new AbortController()
    client.get('/app/futures/markets', { signal: controller.signal, silent: true }).then(
      (list) => setLoadedMarkets(list),
      // Without contracts the table still shows prices, in two decimals.
      () => undefined,
    )
    return () => controller.abort()
  }, [client, marketsProp])

  const scopeRef = useRef<string | null>(null)
  // Subscribe first and hold events until the REST answer, so none is lost in between.
  useEffect(() => {
    if (!signedIn) {
      scopeRef.current = null
      setOpen({ data: null, failure: null })
      return
    }
    const controller = new AbortController()
    const { signal } = controller
    let held: FuturesOrder[] | null = []
    // A reload (reconnect, refreshKey) keeps the rows until the answer; another market does not.
    const scope = symbol ?? ''
    if (scopeRef.current !== scope) setOpen({ data: null, failure: null })
    else setOpen((state) => ({ data: state.data, failure: null }))
    scopeRef.current = scope
    const off = stream.subscribe(USER_CHANNEL, (message) => {
      if (message.op !== 'data' || !isPositionEvent(message.data)) return
      const position = message.data.position
      if (held) held.push(position)
      else
        setOpen((state) =>
          state.data ? { ...state, data: mergePositionEvent(state.data, position, symbol) } : state,
        )
    })
    let wasOpen = stream.status() === 'open'
    const offStatus = stream.onStatus((status) => {
      // After a reconnect the pushes in between are gone: load the list again.
      if (status === 'open' && !wasOpen) setAttempt((n) => n + 1)
      wasOpen = status === 'open'
    })
    client
      .get('/app/futures/positions', {
        params: { query: symbol ? { symbol } : {} },
        signal,
        silent: true,
      })
      .then(
        (list) => {
          if (signal.aborted) return
          let data: readonly FuturesOrder[] = list.filter(
            (p) => p.status === 'open' && (!symbol || p.symbol === symbol),
          )
          for (const position of held ?? []) data = mergePositionEvent(data, position, symbol)
          held = null
          setOpen({ data, failure: null })
        },
        (failure: unknown) => {
          if (signal.aborted) return
          held = null
          setOpen({ data: null, failure })
        },
      )
    return () => {
      controller.abort()
      off()
      offStatus()
    }
  }, [signedIn, client, stream, symbol, attempt, refreshKey])

  const retry = useCallback(() => {
    setOpen({ data: null, failure: null })
    setAttempt((n) => n + 1)
  }, [])

  const apply = useCallback(
    (positions: readonly FuturesOrder[]) =>
      setOpen((state) => {
        let data = state.data
        for (const position of positions)
          if (data) data = mergePositionEvent(data, position, symbol)
        return { ...state, data }
      }),
    [symbol],
  )

  const close = useCallback(
    ({ orderId }: { orderId: string }) => {
      setActionError(null)
      setClosing((ids) => [...ids, orderId])
      client
        .post('/app/futures/position/close', { body: { orderId }, silent: true })
        .then(
          (position) => apply([position]),
          (failure: unknown) =>
            setActionError({ orderId, message: describe(failure) ?? String(failure) }),
        )
        .finally(() => setClosing((ids) => ids.filter((id) => id !== orderId)))
    },
    [client, apply, describe],
  )

  const closeAll = useCallback(() => {
    setActionError(null)
    setClosingAll(true)
    client
      .post('/app/futures/position/closeAll', { body: symbol ? { symbol } : {}, silent: true })
      .then(apply, (failure: unknown) =>
        setActionError({ orderId: null, message: describe(failure) ?? String(failure) }),
      )
      .finally(() => setClosingAll(false))
  }, [client, symbol, apply, describe])

  const editTpSl = useCallback(
    async (edit: TpSlEdit) => {
      try {
        const position = await client.post('/app/futures/position/tpsl', {
          body: edit,
          silent: true,
        })
        apply([position])
      } catch (error) {
        throw toSubmitError(error, messageOf.current)
      }
    },
    [client, apply],
  )

  let status: WidgetStatus = 'ready'
  if (open.failure) status = 'error'
  else if (open.data === null) status = 'loading'
  const positions = open.data ?? []
  if (status === 'ready' && positions.length === 0) status = 'empty'

  return (
    <PositionTable
      {...props}
      positions={positions}
      markets={marketsProp ?? loadedMarkets ?? undefined}
      status={status}
      signedIn={signedIn}
      errorDetail={describe(open.failure)}
      onRetry={retry}
      onClose={close}
      onCloseAll={closeAll}
      onEditTpSl={editTpSl}
      closing={closing}
      closingAll={closingAll}
      actionError={actionError}
      locale={locale}
    />
  )
}
PositionTableConnected.displayName = 'PositionTableConnected'
