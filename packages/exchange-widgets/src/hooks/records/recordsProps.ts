import type { Loaded } from '../../shared/load'
import type { WidgetStatus } from '../../types'

/** The state a records table shows for what has loaded: error, loading, empty or ready. */
export function recordsStatus(loaded: Loaded<unknown>, rows: number): WidgetStatus {
  if (loaded.failure) return 'error'
  if (loaded.data === null) return 'loading'
  return rows === 0 ? 'empty' : 'ready'
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
