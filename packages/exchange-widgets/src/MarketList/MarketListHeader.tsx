import type { MarketSort, MarketSortKey } from '@bourse/rules'
import type { MarketListLabels } from './MarketList.labels'
import { SkeletonBar } from '../shared/LiveStatus'
import {
  Centered,
  HeaderRow,
  SkeletonRow,
  SortButton,
  SortGlyph,
  type MarketListVariant,
} from './MarketList.styles'

type ColumnSpec = { key: MarketSortKey | null; label: keyof MarketListLabels }
export const COLUMNS: Record<MarketListVariant, ColumnSpec[]> = {
  full: [
    { key: 'name', label: 'pair' },
    { key: 'last', label: 'lastPrice' },
    { key: 'change', label: 'change' },
    { key: null, label: 'high' },
    { key: null, label: 'low' },
    { key: 'volume', label: 'volume' },
    { key: 'turnover', label: 'turnover' },
  ],
  compact: [
    { key: 'name', label: 'pair' },
    { key: 'last', label: 'lastPrice' },
    { key: 'change', label: 'change' },
  ],
}
export type MarketListHeaderProps = {
  variant: MarketListVariant
  labels: MarketListLabels
  sort: MarketSort
  /** A sortable column's header was pressed. */
  onSort: (change: { key: MarketSortKey }) => void
}

/** The column headers of the market grid; the sortable ones are buttons with `aria-sort`. */
export function MarketListHeader({ variant, labels, sort, onSort }: MarketListHeaderProps) {
  return (
    <div role="rowgroup">
      <HeaderRow role="row" aria-rowindex={1} $variant={variant}>
        {COLUMNS[variant].map((column) => {
          const key = column.key
          const text = labels[column.label]
          if (!key) {
            return (
              <div key={column.label} role="columnheader">
                {text}
              </div>
            )
          }
          const activeSort = sort.key === key
          return (
            <div
              key={column.label}
              role="columnheader"
              aria-sort={
                activeSort ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
              }
            >
              <SortButton type="button" data-active={activeSort} onClick={() => onSort({ key })}>
                {text}
                <SortGlyph aria-hidden="true" $direction={activeSort ? sort.direction : null} />
              </SortButton>
            </div>
          )
        })}
      </HeaderRow>
    </div>
  )
}

/** Eight grey rows in the grid's columns while the markets load. */
export function MarketListSkeleton({ variant }: { variant: MarketListVariant }) {
  return (
    <Centered role="presentation" aria-busy="true" style={{ justifyContent: 'flex-start' }}>
      {Array.from({ length: 8 }, (_, i) => (
        <SkeletonRow key={i} $variant={variant}>
          {COLUMNS[variant].map((column, c) => (
            <SkeletonBar key={column.label} $width={c === 0 ? 60 : 45 + ((i * 13 + c * 7) % 40)} />
          ))}
        </SkeletonRow>
      ))}
    </Centered>
  )
}
