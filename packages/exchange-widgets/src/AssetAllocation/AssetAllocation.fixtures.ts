import type { WalletAccountSummary, WalletBalance, WalletOverview } from '@bourse/api-client'
import { FIXTURE_NOW } from '@bourse/api-client/mocks'

/*
 * Overviews as `/app/wallet/overview` answers them (docs/adr/0011): every account, always all
 * five, with balances valued in USDT at fixed prices.
 */

const balance = (asset: string, total: string, valueUsdt: string): WalletBalance => ({
  asset,
  available: total,
  frozen: '0',
  total,
  valueUsdt,
})

const account = (
  name: WalletAccountSummary['account'],
  totalUsdt: string,
  balances: WalletBalance[] = [],
): WalletAccountSummary => ({ account: name, totalUsdt, totalBtc: '0', balances })

const overview = (accounts: WalletAccountSummary[], totalUsdt: string): WalletOverview => ({
  totalUsdt,
  totalBtc: '0.19230769',
  btcPrice: '65000',
  valuedAt: FIXTURE_NOW,
  accounts,
})

/** Eight assets over four accounts: the assets view groups the two smallest into "Other". */
export const fixtureOverviewMany = overview(
  [
    account('spot', '9850.5', [
      balance('USDT', '3200.5', '3200.5'),
      balance('BTC', '0.06', '3900'),
      balance('ETH', '0.5', '1700'),
      balance('SOL', '5', '750'),
      balance('XRP', '300', '180'),
      balance('DOGE', '800', '120'),
    ]),
    account('contract', '2000', [balance('USDT', '2000', '2000')]),
    account('financial', '1000', [balance('USDT', '500', '500'), balance('BNB', '1', '500')]),
    account('second', '150', [balance('USDT', '150', '150')]),
    account('fiat', '0', [balance('USD', '0', '0')]),
  ],
  '13000.5',
)

/** Only USDT in the spot account. */
export const fixtureOverviewOne = overview(
  [
    account('spot', '500', [balance('USDT', '500', '500')]),
    account('contract', '0'),
    account('financial', '0'),
    account('second', '0'),
    account('fiat', '0'),
  ],
  '500',
)

/** A new user: every account at zero. */
export const fixtureOverviewEmpty = overview(
  [
    account('spot', '0', [balance('USDT', '0', '0')]),
    account('contract', '0'),
    account('financial', '0'),
    account('second', '0'),
    account('fiat', '0'),
  ],
  '0',
)
