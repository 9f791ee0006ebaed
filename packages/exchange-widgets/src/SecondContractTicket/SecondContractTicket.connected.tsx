import type { SecondOrder } from '@bourse/api-client'
import { SecondContractTicket } from './SecondContractTicket'
import type { SecondContractTicketProps } from './SecondContractTicket.types'
import { useSecondContractTicketData } from './useSecondContractTicketData'

export type SecondContractTicketConnectedProps = Omit<
  SecondContractTicketProps,
  'offer' | 'lastPrice' | 'available' | 'orders' | 'status' | 'onRetry' | 'onSubmit' | 'locale'
> & {
  /** Called after a contract was bought. @default undefined */
  onPlaced?: (details: { order: SecondOrder }) => void
}

function LiveSecondContractTicket(props: SecondContractTicketConnectedProps) {
  return <SecondContractTicket {...useSecondContractTicketData(props)} />
}

/**
 * The second-contract ticket of `symbol`, live: loads the offer, follows the last price
 * (ticker) and the second-contract account's balance, buys with a client order id made once per
 * purchase and reused when the same purchase is retried after a network failure, and lists the
 * open contracts of the market (`/app/second/orders {open: true}`) kept current by `second`
 * events until they settle. A new market starts a fresh ticket.
 */
export function SecondContractTicketConnected(props: SecondContractTicketConnectedProps) {
  return <LiveSecondContractTicket key={props.symbol} {...props} />
}
SecondContractTicketConnected.displayName = 'SecondContractTicketConnected'
