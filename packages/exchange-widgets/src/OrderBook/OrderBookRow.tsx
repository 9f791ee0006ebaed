import { memo, type KeyboardEvent, type MouseEvent } from 'react'

/** Which side of the book a row is on. */
export type BookSide = 'bid' | 'ask'

export type OrderBookRowProps = {
  side: BookSide
  /** Takes Tab focus (one row per side does; arrows move between rows). */
  tabbable: boolean
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
 * One slot of a side: a button the size of a row. React renders the slot once; the book's painter
 * (`createBookPainter`) draws the row's figures and depth bar on the side's canvas over it, and
 * writes the button's accessible name ("Bid 64,250.45 Amount 0.01370 Total 0.01370"),
 * `data-price-value` and `hidden` on every update, so a live book re-renders no row.
 */
export const OrderBookRow = memo(function OrderBookRow({
  side,
  tabbable,
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
      />
    </li>
  )
})
OrderBookRow.displayName = 'OrderBookRow'
