import { memo, useMemo, type KeyboardEvent } from 'react'
import { formatDecimal } from '../rules/marketFormat'

/** Which side of the book a row is on. */
export type BookSide = 'bid' | 'ask'

export type OrderBookRowProps = {
  side: BookSide
  /** The row's (grouped) price, a decimal string. */
  price: string
  /** Quantity at this price. */
  quantity: string
  /** Running total from the best price to this row. */
  total: string
  /** The running total as a number, only for the depth bar's width (set by the book). */
  depth: number
  priceDecimals: number
  quantityDecimals: number
  locale: string
  /** Takes Tab focus (one row per side does; arrows move between rows). */
  tabbable: boolean
  /** Accessible name parts: side word, and the amount and total words. */
  sideLabel: string
  amountLabel: string
  totalLabel: string
  /** Must be stable across renders, or every row re-renders. */
  onSelect: (details: { price: string; side: BookSide }) => void
}

/** Arrow keys move between the rows of one side, in visual order. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return
  const item = event.currentTarget.parentElement
  // Asks are laid out best-last (column-reverse): visually up is the next element in the DOM.
  const towardNext = (event.key === 'ArrowDown') === (event.currentTarget.dataset.side === 'bid')
  const target = towardNext ? item?.nextElementSibling : item?.previousElementSibling
  const button = target?.querySelector('button')
  if (button) {
    event.preventDefault()
    button.focus()
  }
}

/**
 * One price level, as plain elements styled by the side's list (`SideList`). Memoised on
 * primitive props: when a diff changes one level, only the rows whose quantity or running total
 * changed re-render, and each re-formats only the figures that changed. The book scales the depth
 * bar from `data-total` after each commit, so a new maximum does not re-render every row.
 */
export const OrderBookRow = memo(function OrderBookRow({
  side,
  price,
  quantity,
  total,
  depth,
  priceDecimals,
  quantityDecimals,
  locale,
  tabbable,
  sideLabel,
  amountLabel,
  totalLabel,
  onSelect,
}: OrderBookRowProps) {
  const priceText = useMemo(
    () => formatDecimal(price, priceDecimals, locale),
    [price, priceDecimals, locale],
  )
  const quantityText = useMemo(
    () => formatDecimal(quantity, quantityDecimals, locale),
    [quantity, quantityDecimals, locale],
  )
  const totalText = useMemo(
    () => formatDecimal(total, quantityDecimals, locale),
    [total, quantityDecimals, locale],
  )
  return (
    <li>
      <button
        type="button"
        data-side={side}
        data-price-value={price}
        tabIndex={tabbable ? 0 : -1}
        onClick={() => onSelect({ price, side })}
        onKeyDown={moveFocus}
      >
        <span data-depth="" data-total={depth} aria-hidden="true" />
        <span data-price="">
          <span data-sr="">{sideLabel} </span>
          {priceText}
        </span>
        <span>
          <span data-sr="">{amountLabel} </span>
          {quantityText}
        </span>
        <span>
          <span data-sr="">{totalLabel} </span>
          {totalText}
        </span>
      </button>
    </li>
  )
})
OrderBookRow.displayName = 'OrderBookRow'
