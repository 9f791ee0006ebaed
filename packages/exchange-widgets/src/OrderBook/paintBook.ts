import { add, compare, mul, sub } from '@bourse/ui/decimal'
import { spreadPercent } from '../rules/bookDisplay'
import { formatDecimal } from '../rules/marketFormat'
import { groupLevels, type BookLevel, type DepthRow } from '../rules/orderBook'

/** The book data one paint shows. */
export type BookFrame = {
  /** Bid levels, best (highest) first. */
  readonly bids: readonly BookLevel[]
  /** Ask levels, best (lowest) first. */
  readonly asks: readonly BookLevel[]
}

/** The user's choices and the market's precisions that a paint depends on. */
export type BookPaintConfig = {
  step: string
  levels: number
  priceDecimals: number
  quantityDecimals: number
  pricePrecision: number
  locale: string
}

/** The elements a paint writes into; a side's list is null while it is not shown. */
export type BookTargets = {
  bids: HTMLElement | null
  asks: HTMLElement | null
  spread: HTMLElement | null
  spreadPercent: HTMLElement | null
}

/** What a slot shows now, so a paint writes only the figures that changed. */
type Slot = {
  price: string | null
  quantity: string
  total: string
  bar: string
  texts: [Text, Text, Text]
  bar$: HTMLElement
  button: HTMLElement
}

/** The figure's text node after its visually hidden word (`<span data-sr>Bid </span>64,250.45`). */
function figureText(cell: Element): Text {
  const last = cell.lastChild
  if (last instanceof Text) return last
  return cell.appendChild(document.createTextNode(''))
}

function slotOf(item: Element, slots: WeakMap<Element, Slot>): Slot | null {
  let slot = slots.get(item)
  if (slot) return slot
  const button = item.firstElementChild as HTMLElement | null
  const cells = button?.children
  if (!button || !cells || cells.length < 4) return null
  slot = {
    price: null,
    quantity: '',
    total: '',
    bar: '',
    texts: [
      figureText(cells[1] as Element),
      figureText(cells[2] as Element),
      figureText(cells[3] as Element),
    ],
    bar$: cells[0] as HTMLElement,
    button,
  }
  slots.set(item, slot)
  return slot
}

function setText(node: Text, text: string) {
  if (node.data !== text) node.data = text
}

/**
 * Paints an order book straight into the DOM that `OrderBook` rendered once: one slot per level
 * (an `li` > `button` with a depth bar and three figure cells), hidden past the last row. React
 * renders the structure; the figures of a live book change hundreds of times a second, and
 * writing only the changed text nodes and bar transforms costs a fraction of a React render of
 * the rows. Formatting is memoised by value (prices recur frame after frame).
 */
export function createBookPainter() {
  const slots = new WeakMap<Element, Slot>()
  const formatted = new Map<string, string>()
  let formattedLocale = ''
  const format = (value: string, decimals: number, locale: string) => {
    if (locale !== formattedLocale || formatted.size > 4096) {
      formatted.clear()
      formattedLocale = locale
    }
    const key = `${decimals}|${value}`
    let text = formatted.get(key)
    if (text === undefined) {
      text = formatDecimal(value, decimals, locale)
      formatted.set(key, text)
    }
    return text
  }

  const paintSide = (
    list: HTMLElement,
    rows: DepthRow[],
    scale: number,
    config: BookPaintConfig,
  ) => {
    const { locale } = config
    const items = list.children
    for (let i = 0; i < items.length; i++) {
      const item = items[i] as HTMLElement
      const row = rows[i]
      if (!row) {
        if (!item.hidden) item.hidden = true
        continue
      }
      const slot = slotOf(item, slots)
      if (!slot) continue
      if (item.hidden) item.hidden = false
      if (slot.price !== row.price) {
        slot.price = row.price
        slot.button.dataset.priceValue = row.price
        setText(slot.texts[0], format(row.price, config.priceDecimals, locale))
      }
      if (slot.quantity !== row.quantity) {
        slot.quantity = row.quantity
        setText(slot.texts[1], format(row.quantity, config.quantityDecimals, locale))
      }
      if (slot.total !== row.total) {
        slot.total = row.total
        setText(slot.texts[2], format(row.total, config.quantityDecimals, locale))
      }
      // A number is right here: the fraction only becomes a bar's pixel width.
      const bar = `scaleX(${Math.min(1, Number(row.total) / scale)})`
      if (slot.bar !== bar) {
        slot.bar = bar
        slot.bar$.style.transform = bar
      }
    }
  }

  return {
    /** Writes `frame` into `targets`. Cheap to call again with unchanged data. */
    paint(targets: BookTargets, frame: BookFrame, config: BookPaintConfig) {
      const { step, levels } = config
      const bidRows = targets.bids ? groupLevels(frame.bids, 'bids', step, levels) : []
      const askRows = targets.asks ? groupLevels(frame.asks, 'asks', step, levels) : []
      const lastTotal = (rows: DepthRow[]) => rows[rows.length - 1]?.total ?? '0'
      const b = lastTotal(bidRows)
      const a = lastTotal(askRows)
      // The deepest shown side's total scales every bar.
      const scale = Number(compare(a, b) > 0 ? a : b) || 1
      if (targets.bids) paintSide(targets.bids, bidRows, scale, config)
      if (targets.asks) paintSide(targets.asks, askRows, scale, config)

      const bestBid = frame.bids[0]?.price
      const bestAsk = frame.asks[0]?.price
      const spread = bestBid && bestAsk ? sub(bestAsk, bestBid) : null
      if (targets.spread) {
        setText(
          figureText(targets.spread),
          spread ? format(spread, config.pricePrecision, config.locale) : '—',
        )
      }
      if (targets.spreadPercent) {
        const mid = bestBid && bestAsk ? mul(add(bestAsk, bestBid), '0.5') : null
        const percent = spread && mid ? spreadPercent(spread, mid) : null
        setText(
          figureText(targets.spreadPercent),
          percent ? ` (${format(percent, 4, config.locale)}%)` : '',
        )
      }
    },
  }
}
