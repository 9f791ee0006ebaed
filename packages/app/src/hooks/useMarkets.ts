import type { CoinItem } from '@bourse/api-client'
import { apiClient } from '../api/client'
import { useApiData } from './useApiData'

/** List calls ask for 100 items (spec §9). */
export const LIST_PAGE = { pageIndex: 1, pageSize: 100 } as const

/** Coins whose market is open (isOpen 0), as the home page and market lists show them. */
export function openCoins(coins: readonly CoinItem[]): CoinItem[] {
  return coins.filter((coin) => coin.isOpen === 0)
}

export function useOpenCoins() {
  // No abort signal: an aborted call would be reported as a network error toast.
  return useApiData(async () =>
    openCoins(await apiClient.post('/app/product/coinList', { body: LIST_PAGE })),
  )
}
