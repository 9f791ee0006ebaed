import type { TableColumn } from '@bourse/ui'
import type { HTMLAttributes, ReactNode } from 'react'
import { ActionRecords } from '../actionRecords/ActionRecords'
import {
  type RecordsFormatProps,
  type RecordsPanelLabels,
  type RecordsTableStateProps,
} from './RecordsPanel'
import { RecordsToolbar } from './RecordsPanel.styles'

export type ServerRecordsProps<Row extends { id: string }> = Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'title'
> &
  RecordsTableStateProps & {
    /** Column definitions. */
    columns: readonly TableColumn<Row>[]
    /** Rows of the page shown, keyed by their `id`. */
    rows: readonly Row[]
    /** The filters above the table, shown to a signed-in user. @default undefined */
    toolbar?: ReactNode
    /**
     * Texts of the states and the pager, with `title` (the accessible name of the section and
     * its table) and `empty` (the title of the empty state).
     */
    labels: RecordsPanelLabels & { title: string; empty: string }
  }

/**
 * The props a records table paged by the server takes besides its rows, callbacks and texts:
 * the section's attributes, the state and page (`ServerRecords`'), the locale and time zone.
 */
export type ServerRecordsTableProps = Omit<HTMLAttributes<HTMLElement>, 'children'> &
  RecordsTableStateProps &
  RecordsFormatProps

/**
 * A records table paged by the server, whole: the section (busy while loading), the toolbar of
 * filters once signed in, and the `RecordsPanel` with its pager over the page given. The records
 * widgets render their columns and filters into it.
 */
export function ServerRecords<Row extends { id: string }>({
  loggedIn = true,
  toolbar,
  labels,
  ...rest
}: ServerRecordsProps<Row>) {
  return (
    <ActionRecords
      {...rest}
      loggedIn={loggedIn}
      title={labels.title}
      emptyTitle={labels.empty}
      paging="server"
      toolbar={toolbar && loggedIn ? <RecordsToolbar>{toolbar}</RecordsToolbar> : null}
      labels={labels}
    />
  )
}
ServerRecords.displayName = 'ServerRecords'
