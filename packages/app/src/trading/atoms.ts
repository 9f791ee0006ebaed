import { atom } from 'jotai'

/** A price the user picked in the order book, for the order form to take. */
export type SelectedPrice = {
  /** The market it belongs to; a form on another market ignores it. */
  symbol: string
  /** Decimal string, as the book shows it (grouped prices included). */
  price: string
  /** The book side it came from: a bid fills a sell form naturally, an ask a buy form. */
  side: 'bid' | 'ask'
  /** Increments on every pick, so picking the same price twice still reaches the form. */
  seq: number
}

/** The last price picked in the order book of the spot desk; null until one is. */
export const selectedPriceAtom = atom<SelectedPrice | null>(null)

/** Records a pick (write-only): `set(selectPriceAtom, { symbol, price, side })`. */
export const selectPriceAtom = atom(null, (get, set, pick: Omit<SelectedPrice, 'seq'>) =>
  set(selectedPriceAtom, { ...pick, seq: (get(selectedPriceAtom)?.seq ?? 0) + 1 }),
)
