import { memo, type KeyboardEvent, type MouseEvent } from 'react'

/** Which side of the book a row is on. */
export type BookSide = 'bid' | 'ask'

export type OrderBookRowProps = {
  side: BookSide
  /** Takes Tab focus (one row per side does; arrows move between rows). */
  tabbable: boolean
  /** Accessible name parts: side word, and the amount and total words. */
  sideLabel: string
  amountLabel: string
  totalLabel: string
  /** Must be stable across renders, or every row re-renders. */
  onSelect: (details: { price: string; side: BookSide }) => void
}

/** The row's button in the next or previous shown row of the same side, in visual order. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return
  const item = event.currentTarget.parentElement
  // Asks are laid out best-last (column-reverse): visually up is the next element in the DOM.
  const towardNext = (event.key === 'ArrowDown') === (event.currentTarget.dataset.side === 'bid')
  const target = towardNext ? item?.nextElementSibling : item?.previousElementSibling
  const button = target instanceof HTMLElement && !target.hidden && target.querySelector('button')
  if (button) {
    event.preventDefault()
    button.focus()
  }
}

/**
 * One slot of a side: a button with a depth bar and three figure cells, each after its visually
 * hidden word ("Bid 64,250.45 Amount 0.01370 Total 0.01370"). React renders the slot once; the
 * book's painter (`createBookPainter`) writes the figures, `data-price-value`, the bar's
 * `scaleX` and `hidden` on every update, so a live book re-renders no row.
 */
export const OrderBookRow = memo(function OrderBookRow({
  side,
  tabbable,
  sideLabel,
  amountLabel,
  totalLabel,
  onSelect,
}: OrderBookRowProps) {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const price = event.currentTarget.dataset.priceValue
    if (price) onSelect({ price, side })
  }
  return (
    <li>
      <button
        type="button"
        data-side={side}
        tabIndex={tabbable ? 0 : -1}
        onClick={onClick}
        onKeyDown={moveFocus}
      >
        <span data-depth="" aria-hidden="true" />
        <span data-price="">
          <span data-sr="">{sideLabel} </span>
        </span>
        <span>
          <span data-sr="">{amountLabel} </span>
        </span>
        <span>
          <span data-sr="">{totalLabel} </span>
        </span>
      </button>
    </li>
  )
})
OrderBookRow.displayName = 'OrderBookRow'
