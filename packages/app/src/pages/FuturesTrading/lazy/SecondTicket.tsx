import {
  SecondContractTicketConnected,
  type SecondContractTicketConnectedProps,
} from '@bourse/exchange-widgets'

/** The second-contract ticket (loaded when its product is opened). */
export default function SecondTicket(props: Omit<SecondContractTicketConnectedProps, 'labels'>) {
  return <SecondContractTicketConnected {...props} />
}
