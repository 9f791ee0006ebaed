export { defaultSecondContractTicketLabels, SecondContractTicket } from './SecondContractTicket'
export type {
  SecondContractTicketLabels,
  SecondContractTicketProps,
  SecondTicketErrorCode,
  SecondTicketSubmit,
} from './SecondContractTicket'
export { SecondContractTicketConnected } from './SecondContractTicket.connected'
export type { SecondContractTicketConnectedProps } from './SecondContractTicket.connected'
