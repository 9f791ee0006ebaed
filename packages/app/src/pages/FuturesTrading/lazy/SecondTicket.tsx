import {
  SecondContractTicketConnected,
  type SecondContractTicketConnectedProps,
} from '@bourse/exchange-widgets'

/** Open now, or at a scheduled time (pending until then): seconds after acceptance. */
const OPEN_DELAYS = [0, 30, 60, 300] as const

/** The second-contract ticket (loaded when its product is opened). */
export default function SecondTicket(props: Omit<SecondContractTicketConnectedProps, 'labels'>) {
  return <SecondContractTicketConnected openDelays={OPEN_DELAYS} {...props} />
}
