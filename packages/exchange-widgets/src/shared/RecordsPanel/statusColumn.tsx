import { Badge, type TableColumn, type Tone } from '@bourse/ui'
import type { ReactNode } from 'react'
import { StackedStatus } from './RecordsPanel.styles'

export type StatusColumnOptions<Row extends { status: S }, S extends string = Row['status']> = {
  /** Header text. */
  label: string
  /** The badge's tone of each status. */
  tone: Readonly<Record<S, Tone>>
  /** The badge's text of each status. */
  text: Readonly<Record<S, string>>
  /** What shows with the badge (a reason, the close method, a countdown). @default nothing */
  note?: (row: Row) => ReactNode
  /** The cell around the badge and its note. @default StackedStatus (the note under the badge) */
  Cell?: typeof StackedStatus
}

/** The status column of a records table: each row's status badge, with its note. */
export function statusColumn<Row extends { status: S }, S extends string = Row['status']>({
  label,
  tone,
  text,
  note,
  Cell = StackedStatus,
}: StatusColumnOptions<Row, S>): TableColumn<Row> {
  return {
    prop: 'status',
    label,
    render: (row) => (
      <Cell>
        <Badge size="sm" tone={tone[row.status]}>
          {text[row.status]}
        </Badge>
        {note ? note(row) : null}
      </Cell>
    ),
  }
}
