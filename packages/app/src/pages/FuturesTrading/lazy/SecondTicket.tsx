import {
  SecondContractTicketConnected,
  type SecondContractTicketConnectedProps,
} from '@bourse/exchange-widgets'
import { useSecondContractTicketLabels } from '../../../markets/contractLabels'

/** The second-contract ticket (loaded when its product is opened). */
export default function SecondTicket(props: Omit<SecondContractTicketConnectedProps, 'labels'>) {
  return <SecondContractTicketConnected {...props} labels={useSecondContractTicketLabels()} />
}
