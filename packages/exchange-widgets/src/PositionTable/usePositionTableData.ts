import type { FuturesMarket, FuturesOrder } from '@bourse/api-client'
import { mergePositionEvent } from '@bourse/rules'
import { useCallback } from 'react'
import {
  recordsStatus,
  useFuturesMarkets,
  useLiveList,
  useRecordActions,
  isUserEvent,
} from '../hooks/useRecords'
import { useWidgets } from '../WidgetsProvider'
import { useApiErrors } from '../shared/apiError'
import type { PositionTableProps, TpSlEdit } from './PositionTable'

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
  loggedIn: boolean
  /**
   * Contracts for tick sizes; loaded from `/app/futures/markets` when omitted.
   * @default undefined
   */
  markets?: readonly FuturesMarket[]
  /** Change it to load the positions again (after the page opened one, say). @default undefined */
  refreshKey?: string | number
}

/** What `PositionTableConnected` feeds `PositionTable`. */
export function usePositionTableData({
  symbol,
  loggedIn,
  markets: marketsProp,
  refreshKey,
  ...props
}: PositionTableConnectedProps): PositionTableProps {
  const { client, locale } = useWidgets()
  const { describe, toSubmitError } = useApiErrors()
  const actions = useRecordActions()

  const markets = useFuturesMarkets(marketsProp)

  // Open ones replace or insert their row, closed or cancelled ones remove it.
  const open = useLiveList<FuturesOrder>({
    enabled: loggedIn,
    scope: symbol ?? '',
    reloadKey: refreshKey,
    load: useCallback(
      (signal: AbortSignal) =>
        client
          .get('/app/futures/positions', {
            params: { query: symbol ? { symbol } : {} },
            signal,
            silent: true,
          })
          .then((list) =>
            list.filter((p) => p.status === 'open' && (!symbol || p.symbol === symbol)),
          ),
      [client, symbol],
    ),
    pick: (data) => (isUserEvent(data, 'position') ? data.position : undefined),
    merge: (list, position) => list && mergePositionEvent(list, position, symbol),
  })
  const { retry, apply } = open

  const { run, runAll } = actions
  const close = useCallback(
    ({ orderId }: { orderId: string }) =>
      run(
        orderId,
        () => client.post('/app/futures/position/close', { body: { orderId }, silent: true }),
        (position) => apply([position]),
      ),
    [client, run, apply],
  )

  const closeAll = useCallback(
    () =>
      runAll(
        () =>
          client.post('/app/futures/position/closeAll', {
            body: symbol ? { symbol } : {},
            silent: true,
          }),
        apply,
      ),
    [client, symbol, runAll, apply],
  )

  const editTpSl = useCallback(
    async (edit: TpSlEdit) => {
      try {
        const position = await client.post('/app/futures/position/tpsl', {
          body: edit,
          silent: true,
        })
        apply([position])
      } catch (error) {
        throw toSubmitError(error)
      }
    },
    [client, apply, toSubmitError],
  )

  const positions = open.data ?? []

  return {
    ...props,
    positions,
    markets,
    status: recordsStatus(open, positions.length),
    loggedIn,
    errorDetail: describe(open.failure),
    onRetry: retry,
    onClose: close,
    onCloseAll: closeAll,
    onEditTpSl: editTpSl,
    closing: actions.busy,
    closingAll: actions.busyAll,
    actionError: actions.error,
    locale,
  }
}
