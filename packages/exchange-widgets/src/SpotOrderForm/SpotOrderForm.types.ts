import type { MarketInfo, OrderSide, SpotOrderType } from '@bourse/api-client'
import type { HTMLAttributes } from 'react'
import type { LabelsInput } from '../shared/labels'
import type { WidgetStatus } from '../types'
import type { SpotOrderFormLabels } from './SpotOrderForm.labels'

/** Labels as the site passes them: any subset, error messages included. */
export type SpotOrderFormLabelsInput = LabelsInput<SpotOrderFormLabels>

/** What a market buy is entered by: the quantity of the base, or the total of the quote to spend. */
export type SpotBuyBy = 'quantity' | 'total'

/** What the form sends: a limit order has a price; a market buy has a quantity or a quote amount. */
export type SpotOrderSubmit = {
  side: OrderSide
  type: SpotOrderType
  price?: string
  quantity?: string
  quoteAmount?: string
}

export type SpotOrderFormProps = Omit<HTMLAttributes<HTMLElement>, 'onSubmit' | 'children'> & {
  /** The market: tick and lot sizes, minimums, precisions, open state. */
  market: MarketInfo
  /**
   * Last traded price: prefills the price once, estimates market orders and the far-from-market
   * check.
   * @default null
   */
  lastPrice?: string | null
  /**
   * Best bid, to tell whether a limit sell takes liquidity (taker fee).
   * @default null
   */
  bestBid?: string | null
  /**
   * Best ask, to tell whether a limit buy takes liquidity (taker fee).
   * @default null
   */
  bestAsk?: string | null
  /** Available balances of the market's base and quote; null for a visitor or while loading. */
  balances: { base: string; quote: string } | null
  /**
   * The caller's maker and taker rates (fractions such as `0.001`); no fee line without them.
   * @default null
   */
  feeRate?: { makerRate: string; takerRate: string } | null
  /** Signed in: a visitor sees "Log in to trade" instead of the submit button. */
  loggedIn: boolean
  /**
   * A price picked elsewhere (an order-book row). A new `seq` applies it again, even the same
   * price; it switches the form to a limit order.
   * @default null
   */
  pickedPrice?: { price: string; seq: number } | null
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
   * @default defaultSpotOrderFormLabels
   */
  labels?: SpotOrderFormLabelsInput
  /**
   * BCP-47 locale for numbers.
   * @default 'en'
   */
  locale?: string
  /**
   * Side selected first.
   * @default 'buy'
   */
  defaultSide?: OrderSide
  /**
   * Type selected first.
   * @default 'limit'
   */
  defaultType?: SpotOrderType
  /**
   * What a market buy is entered by first: the quantity to buy or the total to spend (the user
   * switches with the "Buy by" toggle).
   * @default 'quantity'
   */
  defaultBuyBy?: SpotBuyBy
  /**
   * Sends the order. Resolve when it is placed (the form clears the quantity and keeps the
   * price); reject with an `Error` whose message the form shows (the input is kept).
   */
  onSubmit: (order: SpotOrderSubmit) => Promise<unknown>
  /**
   * A visitor asked to log in.
   * @default undefined
   */
  onLogin?: () => void
  /**
   * The user asked to deposit `asset`.
   * @default undefined
   */
  onDepositRequest?: (details: { asset: string }) => void
}
