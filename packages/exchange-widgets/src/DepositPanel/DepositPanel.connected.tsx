import { DepositPanel } from './DepositPanel'
import { useDepositPanelData, type DepositPanelDataProps } from './useDepositPanelData'

export type DepositPanelConnectedProps = DepositPanelDataProps

/**
 * The deposit panel, live: loads the coins (unless given), asks `/app/wallet/deposit/address`
 * for the user's address of each pair shown (answers are kept, so switching back is instant),
 * and in demo mode sends test deposits over the simulated chain. For signed-in users only.
 */
export function DepositPanelConnected(props: DepositPanelConnectedProps) {
  const state = useDepositPanelData(props)
  return <DepositPanel {...state} />
}
DepositPanelConnected.displayName = 'DepositPanelConnected'
