import { Select } from '@bourse/ui'
import { memo } from 'react'
import { SkeletonBar } from '../shared/LiveStatus'
import type { OrderBookLabels } from './OrderBook.labels'
import {
  Columns,
  Controls,
  SideButton,
  SideGlyph,
  SideList,
  SideToggle,
  SkeletonRow,
  Toolbar,
} from './OrderBook.styles'

/** Which sides the book shows. */
export type OrderBookView = 'both' | 'bids' | 'asks'
/** Levels shown per side. */
export type OrderBookDepth = 20 | 50

const LEVEL_OPTIONS = [
  { value: '20', label: '20' },
  { value: '50', label: '50' },
]
/** Rows of skeleton bars in the loading state, at the real row height. */
export function SkeletonSide({
  side,
  count,
  label,
}: {
  side: 'bids' | 'asks'
  count: number
  label: string
}) {
  return (
    <SideList $side={side} aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <SkeletonRow key={i}>
          <SkeletonBar $width={55 + ((i * 17) % 30)} />
          <SkeletonBar $width={40 + ((i * 29) % 45)} />
          <SkeletonBar $width={50 + ((i * 11) % 40)} />
        </SkeletonRow>
      ))}
    </SideList>
  )
}

/**
 * The toolbar (side filter, grouping, levels) and the column headings. Memoised: it changes on
 * a user's choice, never on a book update, so it stays out of the per-frame render.
 */
export const BookHeader = memo(function BookHeader({
  labels,
  base,
  quote,
  view,
  onViewChange,
  step,
  steps,
  onStepChange,
  levels,
  onLevelsChange,
}: {
  labels: OrderBookLabels
  base: string
  quote: string
  view: OrderBookView
  onViewChange: (view: OrderBookView) => void
  step: string
  steps: string[]
  onStepChange: (step: string) => void
  levels: OrderBookDepth
  onLevelsChange: (levels: OrderBookDepth) => void
}) {
  const viewButtons: { value: OrderBookView; label: string }[] = [
    { value: 'both', label: labels.viewBoth },
    { value: 'bids', label: labels.viewBids },
    { value: 'asks', label: labels.viewAsks },
  ]
  return (
    <>
      <Toolbar>
        <SideToggle role="group" aria-label={labels.title}>
          {viewButtons.map((option) => (
            <SideButton
              key={option.value}
              type="button"
              aria-label={option.label}
              aria-pressed={view === option.value}
              onClick={() => onViewChange(option.value)}
            >
              <SideGlyph $side={option.value} aria-hidden="true" />
            </SideButton>
          ))}
        </SideToggle>
        <Controls>
          <Select
            size="sm"
            aria-label={labels.grouping}
            value={step}
            options={steps.map((s) => ({ value: s, label: s }))}
            onChange={({ value }) => onStepChange(value)}
          />
          <Select
            size="sm"
            aria-label={labels.levels}
            value={String(levels)}
            options={LEVEL_OPTIONS}
            onChange={({ value }) => onLevelsChange(value === '50' ? 50 : 20)}
          />
        </Controls>
      </Toolbar>
      <Columns aria-hidden="true">
        <span>
          {labels.price} ({quote})
        </span>
        <span>
          {labels.amount} ({base})
        </span>
        <span>
          {labels.total} ({base})
        </span>
      </Columns>
    </>
  )
})
