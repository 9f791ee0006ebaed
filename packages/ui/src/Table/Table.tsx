import type { HTMLAttributes, ReactNode } from 'react'
import { Empty } from '../Empty'
import { Icon } from '../Icon'
import { Skeleton } from '../Skeleton'
import { VisuallyHidden } from '../shared/field.styles'
import { Row, SortButton, StyledTable, Td, Th, Wrap } from './Table.styles'

export type SortDirection = 'asc' | 'desc'
export type SortState = { prop: string; direction: SortDirection } | null

export type TableColumn<T> = {
  /** Key of the row field shown (and sorted) in this column. */
  prop: keyof T & string
  /** Header text. */
  label: ReactNode
  /** Sortable column. */
  sort?: boolean
  /** CSS width (e.g. '20%', '8rem'). */
  width?: string
  /** Cell alignment; numbers go right. */
  align?: 'left' | 'center' | 'right'
  /** Custom cell content. */
  render?: (row: T, index: number) => ReactNode
}

export type TableProps<T> = Omit<HTMLAttributes<HTMLTableElement>, 'children'> & {
  /** Column definitions. */
  columns: readonly TableColumn<T>[]
  /** Rows of the current page. */
  rows: readonly T[]
  /** Unique key of a row. */
  rowKey: (row: T, index: number) => string
  /**
   * Current sort (controlled); the table does not reorder rows itself.
   * @default null
   */
  sort?: SortState
  /**
   * Called when a sortable header is clicked: asc -> desc -> none.
   * @default undefined
   */
  onSortChange?: (details: { sort: SortState }) => void
  /**
   * Shows skeleton rows.
   * @default false
   */
  loading?: boolean
  /**
   * Content when there are no rows.
   * @default <Empty />
   */
  empty?: ReactNode
  /**
   * Table caption for screen readers.
   * @default undefined
   */
  caption?: string
  /**
   * Number of skeleton rows while loading.
   * @default 5
   */
  loadingRows?: number
  /**
   * Accessible name of the loading state.
   * @default 'Loading'
   */
  loadingLabel?: string
}

const nextSort = (current: SortState, prop: string): SortState => {
  if (!current || current.prop !== prop) return { prop, direction: 'asc' }
  if (current.direction === 'asc') return { prop, direction: 'desc' }
  return null
}

/** Dense data table with sortable headers (`aria-sort`), loading and empty states. */
export function Table<T>({
  columns,
  rows,
  rowKey,
  sort = null,
  onSortChange,
  loading = false,
  empty,
  caption,
  loadingRows = 5,
  loadingLabel = 'Loading',
  ...rest
}: TableProps<T>) {
  return (
    <Wrap>
      <StyledTable aria-busy={loading || undefined} {...rest}>
        {caption ? (
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
        ) : null}
        <thead>
          <tr>
            {columns.map((col) => {
              const active = sort?.prop === col.prop ? sort.direction : undefined
              return (
                <Th
                  key={col.prop}
                  scope="col"
                  style={col.width ? { width: col.width } : undefined}
                  $align={col.align ?? 'left'}
                  aria-sort={
                    col.sort
                      ? active === 'asc'
                        ? 'ascending'
                        : active === 'desc'
                          ? 'descending'
                          : 'none'
                      : undefined
                  }
                >
                  {col.sort ? (
                    <SortButton
                      type="button"
                      onClick={() => onSortChange?.({ sort: nextSort(sort, col.prop) })}
                    >
                      {col.label}
                      <Icon
                        name="chevron"
                        size="sm"
                        rotate={active === 'asc' ? 180 : 0}
                        style={{ opacity: active ? 1 : 0.4 }}
                      />
                    </SortButton>
                  ) : (
                    col.label
                  )}
                </Th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            Array.from({ length: loadingRows }, (_, i) => (
              <tr key={`loading-${i}`}>
                {columns.map((col) => (
                  <Td key={col.prop} $align={col.align ?? 'left'}>
                    <Skeleton label={i === 0 && col === columns[0] ? loadingLabel : undefined} />
                  </Td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr>
              <Td colSpan={columns.length} $align="center">
                {empty ?? <Empty />}
              </Td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <Row key={rowKey(row, index)}>
                {columns.map((col) => (
                  <Td key={col.prop} $align={col.align ?? 'left'}>
                    {col.render ? col.render(row, index) : String(row[col.prop] ?? '')}
                  </Td>
                ))}
              </Row>
            ))
          )}
        </tbody>
      </StyledTable>
    </Wrap>
  )
}

Table.displayName = 'Table'
