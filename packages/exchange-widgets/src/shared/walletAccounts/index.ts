import type { WalletAccount } from '@bourse/api-client'

/**
 * The names of the user's wallet accounts in English: the `accounts` labels of the transfer form
 * and of the asset allocation (whose messages read them from the transfer's).
 */
export const defaultWalletAccountLabels = {
  spot: 'Spot',
  contract: 'Contract',
  second: 'Second contract',
  financial: 'Savings',
  fiat: 'Fiat',
} satisfies Record<WalletAccount, string>
