import { pageOf } from '@bourse/rules'
import { DEFAULT_PAGE_SIZE } from '@bourse/ui'
import { useState } from 'react'
import type { RecordActionError } from '../../hooks/records/useRecordActions'
import {
  RecordsPanel,
  type RecordsPanelProps,
  type RecordsPagination,
  type RecordsTableStateProps,
} from '../RecordsPanel/RecordsPanel'

/**
 * How a records table pages: `here` (the rows are the whole list, e.g. the open orders) or
 * `server` (the rows are the page the server sent).
 */
export type ActionRecordsPaging = 'here' | 'server'

export type ActionRecordsProps<Row extends { id: string }> = Omit<
  RecordsPanelProps<Row>,
  | 'status'
  | 'loggedIn'
  | 'onLogin'
  | 'error'
  | 'errorDetail'
  | 'onRetry'
  | 'rowKey'
  | 'pagination'
  | 'actionError'
> &
  RecordsTableStateProps & {
    /** Every row (paged `here` or no paging) or the server's page. */
    rows: readonly Row[]
    /** The pager; without it the table does not page. @default undefined */
    paging?: ActionRecordsPaging | undefined
    /** The last failed row or bulk action. @default null */
    actionError?: RecordActionError | null
    /** The title of the failed action's message. @default '' */
    actionErrorTitle?: string
  }

export type { RecordActionError }

const rowKey = (row: { id: string }) => row.id

/**
 * A records table keyed by its rows' ids, with its state and paging props: the `RecordsPanel`
 * paged here or by the server, the failed row action (cancel, close) above the table.
 */
export function ActionRecords<Row extends { id: string }>({
  status = 'ready',
  loggedIn = true,
  rows,
  paging,
  total,
  pageIndex = 1,
  pageSize = DEFAULT_PAGE_SIZE,
  onPageChange,
  actionError,
  actionErrorTitle = '',
  ...rest
}: ActionRecordsProps<Row>) {
  const [localPage, setLocalPage] = useState({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE })
  let shown = rows
  let pagination: RecordsPagination | undefined
  if (paging) {
    const here = paging === 'here'
    const localPages = Math.max(1, Math.ceil(rows.length / localPage.pageSize))
    const page = here
      ? { ...localPage, pageIndex: Math.min(localPage.pageIndex, localPages) }
      : { pageIndex, pageSize }
    if (here) shown = pageOf(rows, page.pageIndex, page.pageSize)
    pagination = {
      pageIndex: page.pageIndex,
      pageSize: page.pageSize,
      total: here ? rows.length : (total ?? rows.length),
      onPageChange: (next) => {
        if (here) setLocalPage(next)
        else onPageChange?.(next)
      },
    }
  }
  return (
    <RecordsPanel
      {...rest}
      status={status}
      loggedIn={loggedIn}
      rows={shown}
      rowKey={rowKey}
      pagination={pagination}
      actionError={actionError ? { title: actionErrorTitle, message: actionError.message } : null}
    />
  )
}
ActionRecords.displayName = 'ActionRecords'
