import { useCallback, useRef, useState } from 'react'
import { useApiErrors } from '../../shared/apiError'

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
 * and the failure's message (worded through `useApiErrors`) to show above the table.
 */
export function useRecordActions(): RecordActions {
  const { describe } = useApiErrors()
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

/**
 * A row's action (cancel, close) whose answer, the row changed, is applied to the live list:
 * `({ orderId })` runs `request(orderId)` through `actions`.
 */
export function useLiveRowAction<T>(
  actions: RecordActions,
  apply: (items: readonly T[]) => void,
  request: (orderId: string) => Promise<T>,
): (details: { orderId: string }) => void {
  const requestRef = useRef(request)
  requestRef.current = request
  const { run } = actions
  return useCallback(
    ({ orderId }: { orderId: string }) =>
      run(
        orderId,
        () => requestRef.current(orderId),
        (item) => apply([item]),
      ),
    [run, apply],
  )
}

/** The bulk action (cancel all, close all) whose answer, the rows changed, is applied to the list. */
export function useLiveBulkAction<T>(
  actions: RecordActions,
  apply: (items: readonly T[]) => void,
  request: () => Promise<readonly T[]>,
): () => void {
  const requestRef = useRef(request)
  requestRef.current = request
  const { runAll } = actions
  return useCallback(() => runAll(() => requestRef.current(), apply), [runAll, apply])
}
