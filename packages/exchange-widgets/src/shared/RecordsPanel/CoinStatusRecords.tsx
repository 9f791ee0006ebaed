import type { TableColumn } from '@bourse/ui'
import type { HTMLAttributes } from 'react'
import { coinStatusFilters, RecordsFilters, useRecordsFilters } from './RecordsFilterSelect'
import type {
  CoinStatusFilterLabels,
  RecordsFilterProps,
  RecordsPanelLabels,
  RecordsTableStateProps,
} from './RecordsPanel'
import { ServerRecords } from './ServerRecords'

/** The filters of a wallet records table; an empty string means "all". */
export type CoinStatusFilters<S extends string> = { coin: string; status: '' | S }

export type CoinStatusRecordsProps<Row extends { id: string }, S extends string> = Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'title'
> &
  RecordsTableStateProps &
  RecordsFilterProps<CoinStatusFilters<S>> & {
    /** Column definitions. */
    columns: readonly TableColumn<Row>[]
    /** Rows of the page shown. */
    rows: readonly Row[]
    /** Coins of the coin filter. */
    coins: readonly string[]
    /** The text of each status, in the status filter's order. */
    statusLabel: Readonly<Record<S, string>>
    /** Texts of the table, its states and its filters. */
    labels: RecordsPanelLabels & CoinStatusFilterLabels & { title: string; empty: string }
  }

const noFilter = { coin: '', status: '' } as const

/**
 * A wallet records table paged by the server (deposits, withdrawals): `ServerRecords` with the
 * coin and status filters in its toolbar.
 */
export function CoinStatusRecords<Row extends { id: string }, S extends string>({
  columns,
  rows,
  coins,
  statusLabel,
  filters: showFilters = true,
  defaultFilters,
  onFiltersChange,
  labels,
  ...rest
}: CoinStatusRecordsProps<Row, S>) {
  const [filters, changeFilter] = useRecordsFilters<CoinStatusFilters<S>>(
    noFilter,
    defaultFilters,
    onFiltersChange,
  )
  return (
    <ServerRecords
      {...rest}
      columns={columns}
      rows={rows}
      toolbar={
        showFilters ? (
          <RecordsFilters
            values={filters}
            onChange={changeFilter}
            filters={coinStatusFilters(labels, coins, statusLabel)}
          />
        ) : null
      }
      labels={labels}
    />
  )
}
CoinStatusRecords.displayName = 'CoinStatusRecords'
