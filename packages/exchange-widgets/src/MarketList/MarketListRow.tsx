import type { MarketInfo, Ticker } from '@bourse/api-client'
import { Icon } from '@bourse/ui'
import { compare } from '@bourse/ui/decimal'
import { memo, type KeyboardEvent, type MouseEvent } from 'react'
import { formatCompact, formatDecimal, formatPercent } from '../rules/marketFormat'
import type { PriceDirection } from '../rules/priceDirection'
import {
  Base,
  ChangePill,
  FullName,
  Muted,
  PairCell,
  PairText,
  Row,
  StarButton,
  StatusBadge,
  Toned,
  type MarketListVariant,
} from './MarketList.styles'

export type MarketRowLabels = {
  /** Star button name when the market is not a favourite. @default 'Add to favourites' */
  addFavourite: string
  /** Star button name when it is. @default 'Remove from favourites' */
  removeFavourite: string
  /** A market with `isOpen` 1. @default 'Not open' */
  notOpen: string
  /** A market with `isOpen` 2. @default 'Under maintenance' */
  maintenance: string
}

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
    value === undefined ? DASH : formatDecimal(value, pricePrecision, locale)

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
    <StatusBadge $tone={isOpen === 2 ? 'warning' : 'neutral'} title={status}>
      {status}
    </StatusBadge>
  ) : ticker ? (
    variant === 'full' ? (
      <ChangePill $tone={toneOf(ticker.changeRate)} data-tone="">
        {formatPercent(ticker.changeRate, locale)}
      </ChangePill>
    ) : (
      <Toned $tone={toneOf(ticker.changeRate)} data-tone="">
        {formatPercent(ticker.changeRate, locale)}
      </Toned>
    )
  ) : (
    <Muted>{DASH}</Muted>
  )

  return (
    <Row
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      tabIndex={tabbable ? 0 : -1}
      data-row-index={index}
      data-symbol={symbol}
      $variant={variant}
      style={{ top }}
      onClick={() => onSelect(symbol)}
      onKeyDown={onKeyDown}
      onFocus={() => onFocusRow(index)}
    >
      <PairCell role="gridcell">
        {starred ? (
          <StarButton
            type="button"
            tabIndex={tabbable ? 0 : -1}
            aria-pressed={favourite}
            aria-label={`${favourite ? labels.removeFavourite : labels.addFavourite}: ${base}/${quote}`}
            onClick={onStar}
          >
            <Icon name="star" size={variant === 'full' ? 'md' : 'sm'} />
          </StarButton>
        ) : null}
        <PairText $variant={variant}>
          <Base>
            {base}
            <small>/{quote}</small>
          </Base>
          {variant === 'full' ? <FullName>{name}</FullName> : null}
        </PairText>
      </PairCell>
      <div role="gridcell">
        <Toned $tone={priceTone} data-tone="">
          {price(ticker?.last)}
        </Toned>
      </div>
      <div role="gridcell">{change}</div>
      {variant === 'full' ? (
        <>
          <div role="gridcell">{price(ticker?.high)}</div>
          <div role="gridcell">{price(ticker?.low)}</div>
          <div role="gridcell">
            {ticker ? formatCompact(ticker.volume, Math.min(quantityPrecision, 2), locale) : DASH}
          </div>
          <div role="gridcell">{ticker ? formatCompact(ticker.turnover, 2, locale) : DASH}</div>
        </>
      ) : null}
    </Row>
  )
})
MarketListRow.displayName = 'MarketListRow'
