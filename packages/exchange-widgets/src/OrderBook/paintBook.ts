import { spreadPercent, groupLevels, type BookLevel, type DepthRow } from '@bourse/rules'
import { add, compare, mul, sub } from '@bourse/rules/decimal'
import { formatDecimal } from '../shared/marketFormat'
import type { BookInk, PictureRow } from './bookPicture'
import { createBookSurfaces } from './bookSurfaces'

/** The book data one paint shows. */
export type BookFrame = {
  /** Bid levels, best (highest) first. */
  readonly bids: readonly BookLevel[]
  /** Ask levels, best (lowest) first. */
  readonly asks: readonly BookLevel[]
}

/** The words of a row's accessible name ("Bid 64,250.45 Amount 0.01370 Total 0.01370"). */
export type BookRowWords = {
  bid: string
  ask: string
  amount: string
  total: string
}

/** The user's choices, the market's precisions and the words that a paint depends on. */
export type BookPaintConfig = {
  step: string
  levels: number
  priceDecimals: number
  quantityDecimals: number
  pricePrecision: number
  locale: string
  words: BookRowWords
}

/** One side of the book on screen: its list of row buttons and the canvas drawn over it. */
export type BookSideTarget = {
  list: HTMLElement
  canvas: HTMLCanvasElement | null
}

/** The elements a paint writes into; a side is null while it is not shown. */
export type BookTargets = {
  bids: BookSideTarget | null
  asks: BookSideTarget | null
  spread: HTMLElement | null
  spreadPercent: HTMLElement | null
}

/** What a row's button says now, so a paint writes only what changed. */
type Slot = { price: string | null; label: string; button: HTMLElement }

/** A side as last painted: its rows, the total that scales the bars, and where it is shown. */
type ShownSide = {
  target: BookSideTarget
  side: 'bids' | 'asks'
  rows: DepthRow[]
  scale: number
}

/** Off-screen rows whose accessible names are brought up to date per paint, in turn. */
const OFFSCREEN_NAMES_PER_PAINT = 10

/** The figure's text node after its visually hidden word (`<b>Spread </b>0.10`). */
function figureText(cell: Element): Text {
  const last = cell.lastChild
  if (last instanceof Text) return last
  return cell.appendChild(document.createTextNode(''))
}

function setText(node: Text, text: string) {
  if (node.data !== text) node.data = text
}

/** The side's colours and type, and the row buttons' padding and gap, from computed style. */
function inkOf(list: HTMLElement): BookInk {
  const style = getComputedStyle(list)
  const button = list.querySelector('button')
  const inner = button ? getComputedStyle(button) : style
  return {
    text: style.getPropertyValue('--row-text').trim() || style.color,
    tone: style.getPropertyValue('--row-tone').trim() || style.color,
    bar: style.getPropertyValue('--row-bar').trim() || 'transparent',
    font: `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`,
    padding: parseFloat(inner.paddingLeft) || 0,
    gap: parseFloat(inner.columnGap) || 0,
  }
}

/**
 * Paints an order book over the fixed slots `OrderBook` rendered once (ADR 0016). Each side's
 * figures and depth bars are drawn on one canvas over its list, laid out as the row buttons under
 * it are: a bar from the right edge, the price in the side's tone on the left, amount and total
 * right-aligned, in three equal columns. Only the rows in the list's viewport are drawn; a scroll
 * draws again. Each slot's button (`li` > `button`, hidden past the last row) carries the row's
 * price in `data-price-value` and its figures in its accessible name: the shown rows' names are
 * written at every paint, and a live book's others in turn, {@link OFFSCREEN_NAMES_PER_PAINT} a
 * paint. A live book changes hundreds of times a second; drawing costs the browser no style,
 * layout or paint of changed text. Formatting is memoised by value (prices recur frame after
 * frame).
 */
export function createBookPainter(rowHeight: number) {
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
  /** What the last paint showed, for a scroll, a resize or a theme switch to draw again. */
  let shown: { sides: ShownSide[]; config: BookPaintConfig } | null = null
  /** The first off-screen row whose name the next paint brings up to date. */
  let cursor = 0
  /**
   * Each list's ink, read again after a React render (the stale state's colours), a theme
   * switch, a resize or a scroll; a live frame between them draws with what was read.
   */
  const inks = new Map<HTMLElement, BookInk>()
  const surfaces = createBookSurfaces()

  const slotOf = (item: Element): Slot | null => {
    let slot = slots.get(item)
    if (!slot) {
      const button = item.firstElementChild as HTMLElement | null
      if (!button) return null
      slot = { price: null, label: '', button }
      slots.set(item, slot)
    }
    return slot
  }

  /** A row's three figures as shown, formatted once for its name and its drawing. */
  const figuresOf = (row: DepthRow, config: BookPaintConfig) => ({
    price: format(row.price, config.priceDecimals, config.locale),
    quantity: format(row.quantity, config.quantityDecimals, config.locale),
    total: format(row.total, config.quantityDecimals, config.locale),
  })

  /** Writes row `index`'s accessible name from its figures. */
  const name = (
    shownSide: ShownSide,
    index: number,
    config: BookPaintConfig,
    figures = figuresOf(shownSide.rows[index] as DepthRow, config),
  ) => {
    const item = shownSide.target.list.children[index]
    const slot = item ? slotOf(item) : null
    if (!slot) return
    const { words } = config
    const label = `${shownSide.side === 'bids' ? words.bid : words.ask} ${figures.price} ${words.amount} ${figures.quantity} ${words.total} ${figures.total}`
    if (slot.label !== label) {
      slot.label = label
      slot.button.setAttribute('aria-label', label)
    }
  }

  /** Shows or hides each slot and writes its price. */
  const place = (shownSide: ShownSide) => {
    const items = shownSide.target.list.children
    for (let i = 0; i < items.length; i++) {
      const item = items[i] as HTMLElement
      const row = shownSide.rows[i]
      if (!row) {
        if (!item.hidden) item.hidden = true
        continue
      }
      if (item.hidden) item.hidden = false
      const slot = slotOf(item)
      if (slot && slot.price !== row.price) {
        slot.price = row.price
        slot.button.dataset.priceValue = row.price
      }
    }
  }

  /** Draws a side's shown rows and names them; returns the range drawn. */
  const drawSide = (shownSide: ShownSide, config: BookPaintConfig): [number, number] => {
    const { target, side, rows, scale } = shownSide
    const { list, canvas } = target
    const width = list.clientWidth
    const height = list.clientHeight
    // Not laid out (hidden, or a DOM without layout): nothing to draw, every row is named.
    if (width === 0 || height === 0) {
      for (let i = 0; i < rows.length; i++) name(shownSide, i, config)
      return [0, rows.length - 1]
    }
    // Asks are laid out best-last from the bottom (column-reverse): scrolling up goes deeper.
    const scrolled = Math.abs(list.scrollTop)
    const first = Math.max(0, Math.floor(scrolled / rowHeight))
    const last = Math.min(rows.length - 1, Math.ceil((scrolled + height) / rowHeight))
    const drawn: PictureRow[] = []
    for (let i = first; i <= last; i++) {
      const row = rows[i] as DepthRow
      const figures = figuresOf(row, config)
      name(shownSide, i, config, figures)
      drawn.push({
        ...figures,
        top: side === 'bids' ? i * rowHeight - scrolled : height + scrolled - (i + 1) * rowHeight,
        // A number is right here: the fraction only becomes a bar's pixel width.
        bar: Math.min(1, Number(row.total) / scale) * width,
      })
    }
    if (!canvas) return [first, last]
    let ink = inks.get(list)
    if (!ink) {
      ink = inkOf(list)
      inks.set(list, ink)
    }
    surfaces.draw(canvas, {
      width,
      height,
      ratio: window.devicePixelRatio || 1,
      rowHeight,
      ink,
      rows: drawn,
    })
    return [first, last]
  }

  const draw = () => {
    inks.clear()
    if (!shown) return
    for (const side of shown.sides) drawSide(side, shown.config)
  }

  return {
    /**
     * Writes `frame` into `targets`. Cheap to call again with unchanged data. A `live` frame (one
     * of many a second) names the rows out of view in turn; any other names every row.
     */
    paint(targets: BookTargets, frame: BookFrame, config: BookPaintConfig, live = false) {
      const { step, levels } = config
      const bidRows = targets.bids ? groupLevels(frame.bids, 'bids', step, levels) : []
      const askRows = targets.asks ? groupLevels(frame.asks, 'asks', step, levels) : []
      const lastTotal = (rows: DepthRow[]) => rows[rows.length - 1]?.total ?? '0'
      const b = lastTotal(bidRows)
      const a = lastTotal(askRows)
      // The deepest shown side's total scales every bar.
      const scale = Number(compare(a, b) > 0 ? a : b) || 1
      const sides: ShownSide[] = []
      if (targets.bids) sides.push({ target: targets.bids, side: 'bids', rows: bidRows, scale })
      if (targets.asks) sides.push({ target: targets.asks, side: 'asks', rows: askRows, scale })
      shown = { sides, config }
      if (!live) inks.clear()
      for (const side of sides) place(side)
      for (const side of sides) {
        const [first, last] = drawSide(side, config)
        // A live book names the rows out of view in turn, each within a few paints.
        const count = side.rows.length
        const turn = live ? Math.min(OFFSCREEN_NAMES_PER_PAINT, count) : count
        for (let n = 0; n < turn; n++) {
          const index = (cursor + n) % count
          if (index < first || index > last) name(side, index, config)
        }
      }
      cursor = (cursor + OFFSCREEN_NAMES_PER_PAINT) % Math.max(1, levels)

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
    /** Draws the last paint again: after a scroll, a resize or a change of theme. */
    redraw: draw,
    /** Starts drawing on a side's canvas (its ref callback). */
    attach: surfaces.attach,
    /** Stops drawing on a side's canvas (its ref callback, with null). */
    detach: surfaces.detach,
    /** Lets the drawing worker go (the book is unmounted), or keeps it (mounted again). */
    dispose: surfaces.dispose,
    revive: surfaces.revive,
  }
}
