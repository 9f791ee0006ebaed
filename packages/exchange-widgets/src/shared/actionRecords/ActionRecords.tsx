import { DEFAULT_PAGE_SIZE, type SortState, type TableColumn } from '@bourse/ui'
import { useState, type HTMLAttributes, type ReactNode } from 'react'
import { pageOf } from '@bourse/rules'
import {
  RecordsPanel,
  RecordsRoot,
  type RecordsPanelLabels,
  type RecordsPanelProps,
} from '../RecordsPanel'

/** How an actions table pages: the whole list here (open orders) or the server's page. */
export type ActionRecordsPaging = {
  /** The rows are the whole list, paged here; else they are the page the server sent. */
  here: boolean
  /** Server paging: the page shown, 1-based. */
  pageIndex: number
  /** Server paging: rows per page. */
  pageSize: number
  /** Server paging: rows across all pages. @default the rows given */
  total?: number | undefined
  /** Server paging: called when the user turns the page. @default undefined */
  onPageChange?: ((details: { pageIndex: number; pageSize: number }) => void) | undefined
}

export type ActionRecordsProps<Row extends { id: string }> = Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'title'
> &
  Pick<
    RecordsPanelProps<Row>,
    'status' | 'loggedIn' | 'onLogin' | 'error' | 'errorDetail' | 'onRetry'
  > & {
    /** Accessible name of the section and its table. */
    title: string
    /** Title of the empty state. */
    emptyTitle: string
    columns: readonly TableColumn<Row>[]
    /** Every row (`paging.here` or no paging) or the server's page. */
    rows: readonly Row[]
    sort?: SortState | undefined
    onSortChange?: ((details: { sort: SortState }) => void) | undefined
    /** The pager; without it the table does not page. @default undefined */
    paging?: ActionRecordsPaging
    /** The bar above the table (filters, bulk action), whole. @default undefined */
    toolbar?: ReactNode
    /** The last failed row or bulk action and the title of its message. @default null */
    actionError?: { message: string } | null
    actionErrorTitle: string
    labels: RecordsPanelLabels
    /** The dialogs after the table (confirmations). @default undefined */
    children?: ReactNode
  }

const rowKey = (row: { id: string }) => row.id

/**
 * A records table whose rows have actions (cancel, close): the section (busy while loading), its
 * toolbar, the failed action's message, the `RecordsPanel` paged here or by the server, and the
 * dialogs after it.
 */
export function ActionRecords<Row extends { id: string }>({
  status,
  loggedIn,
  onLogin,
  error,
  errorDetail,
  onRetry,
  title,
  emptyTitle,
  columns,
  rows,
  sort,
  onSortChange,
  paging,
  toolbar,
  actionError,
  actionErrorTitle,
  labels,
  children,
  ...rest
}: ActionRecordsProps<Row>) {
  const [localPage, setLocalPage] = useState({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE })
  let shown = rows
  let pagination
  if (paging) {
    const localPages = Math.max(1, Math.ceil(rows.length / localPage.pageSize))
    const page = paging.here
      ? { ...localPage, pageIndex: Math.min(localPage.pageIndex, localPages) }
      : { pageIndex: paging.pageIndex, pageSize: paging.pageSize }
    if (paging.here) shown = pageOf(rows, page.pageIndex, page.pageSize)
    pagination = {
      pageIndex: page.pageIndex,
      pageSize: page.pageSize,
      total: paging.here ? rows.length : (paging.total ?? rows.length),
      onPageChange: (next: { pageIndex: number; pageSize: number }) => {
        if (paging.here) setLocalPage(next)
        else paging.onPageChange?.(next)
      },
    }
  }
  return (
    <RecordsRoot aria-label={title} aria-busy={status === 'loading' || undefined} {...rest}>
      {toolbar}
      <RecordsPanel
        status={status}
        loggedIn={loggedIn}
        onLogin={onLogin}
        error={error}
        errorDetail={errorDetail}
        onRetry={onRetry}
        title={title}
        columns={columns}
        rows={shown}
        rowKey={rowKey}
        sort={sort}
        onSortChange={onSortChange}
        emptyTitle={emptyTitle}
        pagination={pagination}
        actionError={actionError ? { title: actionErrorTitle, message: actionError.message } : null}
        labels={labels}
      />
      {children}
    </RecordsRoot>
  )
}
ActionRecords.displayName = 'ActionRecords'
