import type { FuturesMarket, SpotOrderType } from '@bourse/api-client'
import type { FuturesOrderSubmit } from '@bourse/rules'
import type { PositionSide } from '@bourse/rules/contracts'
import type { HTMLAttributes } from 'react'
import type { LabelsInput } from '../shared/labels'
import type { WidgetStatus } from '../types'
import type { FuturesOrderFormLabels } from './FuturesOrderForm.labels'

/** Labels as the site passes them: any subset, messages included. */
export type FuturesOrderFormLabelsInput = LabelsInput<FuturesOrderFormLabels>

export type FuturesOrderFormProps = Omit<HTMLAttributes<HTMLElement>, 'onSubmit' | 'children'> & {
  /** The contract: multiplier, tick, lots range, leverage options, fee and maintenance rates. */
  market: FuturesMarket
  /**
   * Decimals of prices shown.
   * @default the tick size's decimals
   */
  pricePrecision?: number
  /**
   * Last traded (index) price: prefills the price once, prices a market order, and is the
   * reference of the limit-price side rule and of TP/SL on `last`.
   * @default null
   */
  lastPrice?: string | null
  /**
   * Mark price, the reference of TP/SL on `mark`.
   * @default null
   */
  markPrice?: string | null
  /** The contract account's available USDT; null for a visitor or while loading. */
  available: string | null
  /** Signed in: a visitor sees "Log in to trade" instead of the submit button. */
  loggedIn: boolean
  /**
   * A price handed over from an order-book click. A new `seq` applies it again, even the same
   * price; it switches the form to a limit order.
   * @default null
   */
  priceFromBook?: { price: string; seq: number } | null
  /**
   * `loading` shows placeholders and disables the form.
   * @default 'ready'
   */
  status?: WidgetStatus
  /**
   * An order is on its way (the form also tracks its own `onSubmit` promise).
   * @default false
   */
  submitting?: boolean
  /**
   * Texts, English by default.
   * @default defaultFuturesOrderFormLabels
   */
  labels?: FuturesOrderFormLabelsInput
  /**
   * BCP-47 locale for numbers.
   * @default 'en'
   */
  locale?: string
  /**
   * Side selected first.
   * @default 'long'
   */
  defaultSide?: PositionSide
  /**
   * Type selected first.
   * @default 'limit'
   */
  defaultType?: SpotOrderType
  /**
   * Sends the order. Resolve when it is placed (the form clears lots and TP/SL, keeps the
   * price); reject with an `Error` whose message shows above the button, or a `SubmitError`
   * whose `fields` show under their fields. The input is kept.
   */
  onSubmit: (request: FuturesOrderSubmit) => Promise<unknown>
  /**
   * A visitor asked to log in.
   * @default undefined
   */
  onLogin?: () => void
  /**
   * The user asked to move USDT into the contract account (the page opens its transfer dialog).
   * Without it there is no Transfer link.
   * @default undefined
   */
  onTransfer?: () => void
}
