import type { Transfer } from '@bourse/api-client'
import { FIXTURE_NOW } from '@bourse/api-client/mocks'
import type { AccountTransferSubmit } from './AccountTransfer'

/** USDT available in each account of the demo user. */
export const fixtureBalances = {
  spot: '8214.56',
  contract: '1250.5',
  second: '25000',
  financial: '0',
} as const

/** What the server answers to a transfer. */
export function transferDone(request: AccountTransferSubmit): Transfer {
  return { id: 't-1', clientTransferId: 't-fixture', ...request, createdAt: FIXTURE_NOW }
}
