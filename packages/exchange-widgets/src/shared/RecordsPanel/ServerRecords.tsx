import { DEFAULT_PAGE_SIZE, type TableColumn } from '@bourse/ui'
import type { HTMLAttributes, ReactNode } from 'react'
import { RecordsPanel, type RecordsPanelLabels, type RecordsTableStateProps } from './RecordsPanel'
import { RecordsRoot, RecordsToolbar } from './RecordsPanel.styles'

export type ServerRecordsProps<Row> = Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> &
  RecordsTableStateProps & {
    /** Accessible name of the section and its table. */
    title: string
    /** Column definitions. */
    columns: readonly TableColumn<Row>[]
    /** Rows of the page shown. */
    rows: readonly Row[]
    /** Unique key of a row. */
    rowKey: (row: Row) => string
    /** Title of the empty state. */
    emptyTitle: string
    /** The filters above the table, shown to a signed-in user. @default undefined */
    toolbar?: ReactNode
    /** Texts of the states and the pager. */
    labels: RecordsPanelLabels
  }

/**
 * A records table paged by the server, whole: the section (busy while loading), the toolbar of
 * filters once signed in, and the `RecordsPanel` with its pager over the page given. The records
 * widgets render their columns and filters into it.
 */
export function ServerRecords<Row>({
  status = 'ready',
  loggedIn = true,
  error,
  errorDetail,
  onRetry,
  onLoginRequest,
  total,
  pageIndex = 1,
  pageSize = DEFAULT_PAGE_SIZE,
  onPageChange,
  title,
  columns,
  rows,
  rowKey,
  emptyTitle,
  toolbar,
  labels,
  ...rest
}: ServerRecordsProps<Row>) {
  return (
    <RecordsRoot aria-label={title} aria-busy={status === 'loading' || undefined} {...rest}>
      {toolbar && loggedIn ? <RecordsToolbar>{toolbar}</RecordsToolbar> : null}
      <RecordsPanel
        status={status}
        signedIn={loggedIn}
        onLogin={onLoginRequest}
        error={error}
        errorDetail={errorDetail}
        onRetry={onRetry}
        title={title}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        emptyTitle={emptyTitle}
        pagination={{
          pageIndex,
          pageSize,
          total: total ?? rows.length,
          onPageChange: (next) => onPageChange?.(next),
        }}
        labels={labels}
      />
    </RecordsRoot>
  )
}
ServerRecords.displayName = 'ServerRecords'
