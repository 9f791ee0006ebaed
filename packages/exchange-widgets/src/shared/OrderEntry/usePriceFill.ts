import { isDecimal, roundToStep } from '@bourse/rules/decimal'
import { useEffect, useRef } from 'react'

export type PriceFillOptions = {
  /** Last traded price; fills an empty price field once, down to the tick. */
  lastPrice: string | null
  /** The market's tick size. */
  tickSize: string
  /** A price handed over (an order-book click); a new `seq` applies it again, even the same price. */
  picked: { price: string; seq: number } | null
  /** Sets the form's price field. */
  setPrice: (update: string | ((current: string) => string)) => void
  /** Runs after a picked price is applied (switch to limit, clear feedback...). */
  onPick: () => void
}

/**
 * The price field of an order form follows the market: the last price fills it once, so a new
 * user starts from the market, and every new pick replaces it (a pick also ends the prefill).
 */
export function usePriceFill({ lastPrice, tickSize, picked, setPrice, onPick }: PriceFillOptions) {
  const prefilled = useRef(false)
  useEffect(() => {
    if (prefilled.current || !lastPrice || !isDecimal(lastPrice)) return
    prefilled.current = true
    setPrice((current) => (current === '' ? roundToStep(lastPrice, tickSize, 'floor') : current))
  }, [lastPrice, tickSize, setPrice])

  const pickedSeq = useRef<number | null>(null)
  useEffect(() => {
    if (!picked || picked.seq === pickedSeq.current) return
    pickedSeq.current = picked.seq
    prefilled.current = true
    setPrice(picked.price)
    onPick()
  }, [picked, setPrice, onPick])
}
