import type { SecondDirection, SecondOffer, SecondOrder } from '@bourse/api-client'
import type { HTMLAttributes } from 'react'
import type { LabelsInput } from '../shared/labels'
import type { WidgetStatus } from '../types'
import type { SecondContractTicketLabels, SecondTicketSubmit } from './SecondContractTicket.labels'

export type SecondContractTicketProps = Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'onSubmit'
> & {
  /** The offer (`/app/second/products`); null while it loads. */
  offer: SecondOffer | null
  /** The market the contract is on (`BTCUSDT`). */
  symbol: string
  /** Pair name shown in the heading. @default symbol */
  pairName?: string
  /** Last price of the market; null before the first ticker. @default null */
  lastPrice?: string | null
  /** Decimals of prices. @default 2 */
  pricePrecision?: number
  /** Available stake asset in the second-contract account; null when unknown. @default null */
  available?: string | null
  /** Whether a user is signed in. */
  loggedIn: boolean
  /**
   * The user's contracts to show under the form (open ones and just settled ones), newest first;
   * contracts `onSubmit` returns are added to them. @default []
   */
  orders?: readonly SecondOrder[]
  /** What to render: `loading` skeleton, `error` with retry. @default 'ready' */
  status?: WidgetStatus
  /** Called by the error state's retry button. @default undefined */
  onRetry?: () => void
  /** Buys a contract; resolves with it, rejects with an Error whose message is shown. */
  onSubmit: (request: SecondTicketSubmit) => Promise<SecondOrder>
  /** Called by "Log in to trade". @default undefined */
  onLogin?: () => void
  /** Called by the transfer link next to the available balance. @default undefined */
  onTransfer?: (details: { asset: string }) => void
  /**
   * Open time choices in seconds after acceptance (`0` now); with more than one the ticket asks
   * when the contract opens, and a later one waits pending until then. @default [] (opens now)
   */
  openDelays?: readonly number[]
  /** Product chosen first (its id). @default the first product */
  defaultProductId?: string
  /** Direction chosen first: buy up or buy down. @default 'up' */
  defaultDirection?: SecondDirection
  /** BCP-47 locale for numbers. @default 'en' */
  locale?: string
  /** Clock of the countdowns (stories pin it). @default the server clock (`useServerClock`) */
  now?: () => number
  /** Text, English by default. */
  labels?: LabelsInput<SecondContractTicketLabels>
}
