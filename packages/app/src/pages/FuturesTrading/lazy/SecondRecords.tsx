import {
  SecondOrdersTableConnected,
  type SecondOrdersTableConnectedProps,
} from '@bourse/exchange-widgets'

/** Second contracts: those still running, or every record (loaded with their tab). */
export default function SecondRecords(
  props: Omit<SecondOrdersTableConnectedProps, 'labels' | 'loggedIn'>,
) {
  return <SecondOrdersTableConnected {...props} loggedIn />
}
