import type { MarketInfo, Ticker } from '@bourse/api-client'
import type { PriceDirection } from '@bourse/rules'
import { compare } from '@bourse/rules/decimal'
import { Icon } from '@bourse/ui'
import { memo, type KeyboardEvent, type MouseEvent } from 'react'
import { formatCompact, formatDecimal, formatPercent } from '../shared/marketFormat'
import type { MarketRowLabels } from './MarketList.labels'
import type { MarketListVariant } from './MarketList.styles'

export type { MarketRowLabels } from './MarketList.labels'

export type MarketListRowProps = {
  market: MarketInfo
  ticker: Ticker | null
  direction: PriceDirection
  favourite: boolean
  /** Show the favourite star. */
  starred: boolean
  selected: boolean
  /** Takes Tab focus (one row of the grid does; arrows move it). */
  tabbable: boolean
  index: number
  /** Offset from the top of the list in pixels. */
  top: number
  variant: MarketListVariant
  locale: string
  labels: MarketRowLabels
  /** The callbacks must be stable across renders, or every row re-renders. */
  onSelect: (symbol: string) => void
  onToggle: (symbol: string, favourite: boolean) => void
  onFocusRow: (index: number) => void
}

const DASH = '—'

/** The star glyph, memoised: a ticking row does not re-render its icon. */
const StarGlyph = memo(function StarGlyph({ size }: { size: 'sm' | 'md' }) {
  return <Icon name="star" size={size} />
})

/*
 * Formatted numbers by value: in a live list most cells (high, low, volume, and prices that did
 * not move) repeat from one second to the next, so formatting once and reusing saves most of the
 * Intl work of a frame. Bounded; cleared when full.
 */
const formatted = new Map<string, string>()
const MAX_FORMATTED = 8192
function cached(
  kind: 'price' | 'percent' | 'compact',
  value: string,
  decimals: number,
  locale: string,
) {
  const key = `${kind}|${decimals}|${locale}|${value}`
  let text = formatted.get(key)
  if (text === undefined) {
    text =
      kind === 'price'
        ? formatDecimal(value, decimals, locale)
        : kind === 'percent'
          ? formatPercent(value, locale)
          : formatCompact(value, decimals, locale)
    if (formatted.size >= MAX_FORMATTED) formatted.clear()
    formatted.set(key, text)
  }
  return text
}

function toneOf(value: string): 'positive' | 'negative' | 'neutral' {
  const sign = compare(value, '0')
  return sign > 0 ? 'positive' : sign < 0 ? 'negative' : 'neutral'
}

/**
 * One market. Memoised: a tick re-renders only the rows whose ticker changed. Positioned
 * absolutely at `top`, so scrolling moves rows without reflowing the list.
 */
export const MarketListRow = memo(function MarketListRow({
  market,
  ticker,
  direction,
  favourite,
  starred,
  selected,
  tabbable,
  index,
  top,
  variant,
  locale,
  labels,
  onSelect,
  onToggle,
  onFocusRow,
}: MarketListRowProps) {
  const { symbol, base, quote, name, pricePrecision, quantityPrecision, isOpen } = market
  const status = isOpen === 1 ? labels.notOpen : isOpen === 2 ? labels.maintenance : null
  const priceTone = direction === 'up' ? 'positive' : direction === 'down' ? 'negative' : 'neutral'
  const price = (value: string | undefined) =>
    value === undefined ? DASH : cached('price', value, pricePrecision, locale)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      onSelect(symbol)
    }
  }
  const onStar = (event: MouseEvent<HTMLButtonElement>) => {
    event.stopPropagation()
    onToggle(symbol, !favourite)
  }

  const change = status ? (
    <span data-status={isOpen === 2 ? 'warning' : 'neutral'} title={status}>
      {status}
    </span>
  ) : ticker ? (
    <span data-tone={toneOf(ticker.changeRate)} data-pill={variant === 'full' ? '' : undefined}>
      {cached('percent', ticker.changeRate, 2, locale)}
    </span>
  ) : (
    <span data-muted="">{DASH}</span>
  )

  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      tabIndex={tabbable ? 0 : -1}
      data-row-index={index}
      data-symbol={symbol}
      style={{ top }}
      onClick={() => onSelect(symbol)}
      onKeyDown={onKeyDown}
      onFocus={() => onFocusRow(index)}
    >
      <div role="gridcell" data-pair="">
        {starred ? (
          <button
            type="button"
            data-star=""
            tabIndex={tabbable ? 0 : -1}
            aria-pressed={favourite}
            aria-label={`${favourite ? labels.removeFavourite : labels.addFavourite}: ${base}/${quote}`}
            onClick={onStar}
          >
            <StarGlyph size={variant === 'full' ? 'md' : 'sm'} />
          </button>
        ) : null}
        <span data-pair-text="">
          <span data-base="">
            {base}
            <small>/{quote}</small>
          </span>
          {variant === 'full' ? <span data-name="">{name}</span> : null}
        </span>
      </div>
      <div role="gridcell">
        <span data-tone={priceTone}>{price(ticker?.last)}</span>
      </div>
      <div role="gridcell">{change}</div>
      {variant === 'full' ? (
        <>
          <div role="gridcell">{price(ticker?.high)}</div>
          <div role="gridcell">{price(ticker?.low)}</div>
          <div role="gridcell">
            {ticker
              ? cached('compact', ticker.volume, Math.min(quantityPrecision, 2), locale)
              : DASH}
          </div>
          <div role="gridcell">{ticker ? cached('compact', ticker.turnover, 2, locale) : DASH}</div>
        </>
      ) : null}
    </div>
  )
})
MarketListRow.displayName = 'MarketListRow'
