import { useAccountBalances, type AccountBalancesState } from './useAccountBalances'

export { balanceOf, mergeBalance } from './useAccountBalances'

export type SpotBalancesState = AccountBalancesState

/**
 * The signed-in user's spot balances: `useAccountBalances('spot', loggedIn)` (loaded from
 * `/app/spot/balances`, live from the `user` channel's spot balance events).
 */
export function useSpotBalances(loggedIn: boolean): SpotBalancesState {
  return useAccountBalances('spot', loggedIn)
}
