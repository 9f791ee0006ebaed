import type { RecordPage } from '@bourse/rules'
import { useCallback } from 'react'
import { useApiErrors } from '../../shared/apiError'
import type { Load } from '../../shared/load'
import type { WidgetStatus } from '../../types'
import { recordsStatus } from './recordsProps'
import type { LiveList } from './useLiveList'

/** What an orders table with an open view and a history view is fed of its rows. */
export type OpenOrHistory<T> = {
  orders: readonly T[]
  status: WidgetStatus
  errorDetail: string | undefined
  onRetry: () => void
  /** The history's total; undefined for the open list (paged by the table). */
  total: number | undefined
}

/**
 * The rows of the view shown: the open list (`current`) or the history page, with its state and
 * the failure's message; retry loads both again.
 */
export function useOpenOrHistory<T>(
  current: boolean,
  open: LiveList<T>,
  history: Load<RecordPage<T>>,
): OpenOrHistory<T> {
  const { describe } = useApiErrors()
  const { retry: retryOpen } = open
  const { retry: retryHistory } = history
  const onRetry = useCallback(() => {
    retryOpen()
    retryHistory()
  }, [retryOpen, retryHistory])
  const loaded = current ? open : history
  const orders = current ? (open.data ?? []) : (history.data?.list ?? [])
  return {
    orders,
    status: recordsStatus(loaded, orders.length),
    errorDetail: describe(loaded.failure),
    onRetry,
    total: current ? undefined : (history.data?.total ?? 0),
  }
}
