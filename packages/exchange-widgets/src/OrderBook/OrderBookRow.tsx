import { memo, type KeyboardEvent } from 'react'
import { formatDecimal } from '../rules/marketFormat'
import { VisuallyHidden } from '@bourse/ui'
import { RowButton } from './OrderBook.styles'

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
  /** The total as a number, only for the depth bar's width (`--row-total`). */
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
 * One price level. Memoised on primitive props: when a diff changes one level, only the rows whose
 * quantity or running total changed re-render. The depth bar's scale comes from the CSS variable
 * `--max-total` set on the list, so a new maximum does not re-render every row.
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
  const priceText = formatDecimal(price, priceDecimals, locale)
  const quantityText = formatDecimal(quantity, quantityDecimals, locale)
  const totalText = formatDecimal(total, quantityDecimals, locale)
  return (
    <li>
      <RowButton
        type="button"
        $side={side}
        data-side={side}
        data-price-value={price}
        tabIndex={tabbable ? 0 : -1}
        style={{ ['--row-total' as string]: depth }}
        onClick={() => onSelect({ price, side })}
        onKeyDown={moveFocus}
      >
        <span data-depth="" aria-hidden="true" />
        <span data-price="">
          <VisuallyHidden>{sideLabel} </VisuallyHidden>
          {priceText}
        </span>
        <span>
          <VisuallyHidden>{amountLabel} </VisuallyHidden>
          {quantityText}
        </span>
        <span>
          <VisuallyHidden>{totalLabel} </VisuallyHidden>
          {totalText}
        </span>
      </RowButton>
    </li>
  )
})
OrderBookRow.displayName = 'OrderBookRow'
