import {
  Alert,
  Button,
  Empty,
  Pagination,
  Table,
  type SortState,
  type TableColumn,
} from '@bourse/ui'
import type { HTMLAttributes, ReactNode } from 'react'
import type { WidgetStatus } from '../../types'
import type { LabelsOf } from '../labels'
import { WidgetError } from '../LiveStatus'
import { RecordsCentered, RecordsRoot } from './RecordsPanel.styles'

/** The pager's texts, the same in every records table. */
export const defaultRecordsPagerLabels = {
  pagination: 'Pagination',
  pageSize: 'Rows per page',
  /** `{size}` is replaced. */
  pageSizeOption: '{size} / page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  /** `{page}`, `{pages}`, `{total}` are replaced. */
  pageStatus: 'Page {page} of {pages} · {total} rows',
}

export type RecordsPagerLabels = LabelsOf<typeof defaultRecordsPagerLabels>

/** The state and pager texts of a records table paged by the server, in English by default. */
export const defaultRecordsStateLabels = {
  error: 'Records could not be loaded.',
  retry: 'Retry',
  visitor: 'Log in to view your records',
  login: 'Log in',
  loading: 'Loading records',
  ...defaultRecordsPagerLabels,
}

export type RecordsStateLabels = LabelsOf<typeof defaultRecordsStateLabels>

/** The texts of a wallet records table's coin and status filters. */
export const defaultCoinStatusFilterLabels = {
  /** Accessible name of the coin filter. */
  filterCoin: 'Coin',
  allCoins: 'All coins',
  /** Accessible name of the status filter. */
  filterStatus: 'Status',
  allStatuses: 'All statuses',
}

export type CoinStatusFilterLabels = LabelsOf<typeof defaultCoinStatusFilterLabels>

/** The props of a records table's filter toolbar, kept by the table (`useRecordsFilters`). */
export type RecordsFilterProps<F> = {
  /** Show the filters. @default true */
  filters?: boolean
  /** Initial filter values. @default every filter at "all" */
  defaultFilters?: Partial<F>
  /** Called when a filter changes (the connected table asks the server again). @default undefined */
  onFiltersChange?: (details: { filters: F }) => void
}

/** How a records table writes numbers and times. */
export type RecordsFormatProps = {
  /** BCP-47 locale for numbers and times. @default 'en' */
  locale?: string
  /** Time zone of the times (stories and tests pin it). @default the user's time zone */
  timeZone?: string
}

/** Texts of the states every records table shows; the pager's only where it pages. */
export type RecordsPanelLabels = Partial<RecordsPagerLabels> & {
  /** Title of the visitor state. */
  visitor: string
  /** The visitor state's login button. */
  login: string
  /** Message of the error state when no `error` is given. */
  error: string
  /** The error state's retry button. */
  retry: string
  /** Accessible name of the loading skeleton. */
  loading: string
}

/** The props of a records table paged by the server, in its visitor, loading or error state. */
export type RecordsTableStateProps = {
  /** What to render; `empty` or no rows shows the empty state. @default 'ready' */
  status?: WidgetStatus
  /** Whether a user is signed in; a visitor sees "log in to view" instead of the table. @default true */
  loggedIn?: boolean
  /** Message of the error state. @default labels.error */
  error?: string
  /** A second line of the error state: what the server or network said. @default undefined */
  errorDetail?: string
  /** Called by the error state's retry button. @default undefined */
  onRetry?: () => void
  /** Called by the visitor state's login button. @default undefined */
  onLogin?: () => void
  /** Server paging: rows across all pages. @default the rows given */
  total?: number
  /** Server paging: the page shown, 1-based. @default 1 */
  pageIndex?: number
  /** Server paging: rows per page. @default 20 */
  pageSize?: number
  /** Server paging: called when the user turns the page or changes its size. @default undefined */
  onPageChange?: (details: { pageIndex: number; pageSize: number }) => void
}

/** The pager under the table: the page shown, the row count and the change callback. */
export type RecordsPagination = {
  /** Current page, 1-based. */
  pageIndex: number
  /** Rows per page. */
  pageSize: number
  /** Number of rows in all pages. */
  total: number
  /** Called with the page and size chosen (a size change goes back to page 1). */
  onPageChange: (details: { pageIndex: number; pageSize: number }) => void
}

export type RecordsPanelProps<Row> = Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> & {
  /** State of the records. */
  status: WidgetStatus
  /** A visitor sees a login prompt instead of the table. */
  loggedIn: boolean
  /** Called by the visitor state's login button; without it the button is not shown. @default undefined */
  onLogin?: (() => void) | undefined
  /** Message of the error state. @default labels.error */
  error?: string | undefined
  /** Detail under the error message (e.g. the error code's text). @default undefined */
  errorDetail?: string | undefined
  /** Called by the error state's retry button. @default undefined */
  onRetry?: (() => void) | undefined
  /** Accessible name of the section and its table. */
  title: string
  /** Column definitions. */
  columns: readonly TableColumn<Row>[]
  /** Rows of the page shown. */
  rows: readonly Row[]
  /** Unique key of a row. */
  rowKey: (row: Row) => string
  /** Sort (controlled). @default undefined */
  sort?: SortState | undefined
  /** Called when a sortable header is clicked. @default undefined */
  onSortChange?: ((details: { sort: SortState }) => void) | undefined
  /** Title of the empty state. */
  emptyTitle: string
  /** The pager; without it the table does not page. @default undefined */
  pagination?: RecordsPagination | undefined
  /**
   * A failed row action (cancel, close) shown above the table while signed in: its title and
   * the message. @default null
   */
  actionError?: { title: string; message: string } | null
  /** Texts of the states. */
  labels: RecordsPanelLabels
  /** The bar above the table (filters, bulk action), whole. @default undefined */
  toolbar?: ReactNode
  /** The dialogs after the table (confirmations). @default undefined */
  children?: ReactNode
}

/**
 * A records table, whole: the section (busy while loading) with the toolbar, then the visitor
 * prompt, the error with retry, or the table (skeleton while loading, empty state) and its pager
 * once there are rows, a failed row action above it; the dialogs after it.
 */
export function RecordsPanel<Row>({
  status,
  loggedIn,
  onLogin,
  error,
  errorDetail,
  onRetry,
  title,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  emptyTitle,
  pagination,
  actionError = null,
  labels,
  toolbar,
  children,
  ...rest
}: RecordsPanelProps<Row>) {
  const failedAction = actionError ? (
    <Alert tone="negative" title={actionError.title}>
      {actionError.message}
    </Alert>
  ) : null
  const loading = status === 'loading'
  const empty = status === 'empty' || rows.length === 0
  let body: ReactNode
  if (!loggedIn) {
    body = (
      <RecordsCentered>
        <Empty
          icon="info"
          title={labels.visitor}
          action={
            onLogin ? (
              <Button variant="primary" onClick={onLogin}>
                {labels.login}
              </Button>
            ) : undefined
          }
        />
      </RecordsCentered>
    )
  } else if (status === 'error') {
    body = (
      <>
        {failedAction}
        <RecordsCentered>
          <WidgetError
            message={error ?? labels.error}
            detail={errorDetail}
            retryLabel={labels.retry}
            onRetry={onRetry}
          />
        </RecordsCentered>
      </>
    )
  } else {
    body = (
      <>
        {failedAction}
        <Table
          aria-label={title}
          columns={columns}
          rows={loading || status === 'empty' ? [] : rows}
          rowKey={rowKey}
          sort={sort}
          onSortChange={onSortChange}
          loading={loading}
          loadingLabel={labels.loading}
          empty={<Empty title={emptyTitle} />}
        />
        {pagination && !loading && !empty ? (
          <Pagination
            page={pagination.pageIndex}
            pageSize={pagination.pageSize}
            total={pagination.total}
            onChange={({ page, pageSize }) =>
              pagination.onPageChange({ pageIndex: page, pageSize })
            }
            label={labels.pagination}
            pageSizeLabel={labels.pageSize}
            pageSizeOptionLabel={labels.pageSizeOption}
            previousLabel={labels.previousPage}
            nextLabel={labels.nextPage}
            statusLabel={labels.pageStatus}
          />
        ) : null}
      </>
    )
  }
  return (
    <RecordsRoot aria-label={title} aria-busy={loading || undefined} {...rest}>
      {toolbar}
      {body}
      {children}
    </RecordsRoot>
  )
}
RecordsPanel.displayName = 'RecordsPanel'
