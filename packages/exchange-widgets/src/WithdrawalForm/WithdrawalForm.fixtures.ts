import type { WalletCoin, Withdrawal, WithdrawalLimits } from '@bourse/api-client'
import { FIXTURE_NOW } from '@bourse/api-client/mocks'
import { sub } from '@bourse/rules/decimal'
import { chainRule, walletCoins } from '@bourse/rules/wallet'
import type { WithdrawalFormSubmit } from './WithdrawalForm'

export { FIXTURE_NOW }
/** A frozen clock: a block ends at the same time in every run. */
export const fixedNow = () => FIXTURE_NOW

/** What `GET /app/wallet/coins` answers: the table of `@bourse/rules/wallet`. */
export const fixtureCoins: WalletCoin[] = walletCoins()

/** Available by coin: spot for the coins, fiat for USD. */
export const fixtureBalances = {
  USDT: '8214.56',
  BTC: '0.5',
  ETH: '3.25',
  USD: '1500',
} as const

/** USDT prices of the coins. */
export const fixturePrices = { BTC: '64250.5', ETH: '3120.4' } as const

/** A verified user with phone and authenticator, 1,500 USDT used today. */
export const fixtureLimits: WithdrawalLimits = {
  dailyLimitUsdt: '90000',
  usedTodayUsdt: '1500',
  remainingUsdt: '88500',
  tiers: [
    { requirement: 'base', amountUsdt: '2000', met: true },
    { requirement: 'realName', amountUsdt: '48000', met: true },
    { requirement: 'phone', amountUsdt: '10000', met: true },
    { requirement: 'email', amountUsdt: '10000', met: false },
    { requirement: 'authenticator', amountUsdt: '30000', met: true },
  ],
  fundPasswordSet: true,
  authenticatorBound: true,
  frozen: false,
  withdrawalAllowlist: false,
  serverTime: FIXTURE_NOW,
}

/** The limits of a new user: base tier only, 300 USDT left, no authenticator. */
export const fixtureBaseLimits: WithdrawalLimits = {
  ...fixtureLimits,
  dailyLimitUsdt: '2000',
  usedTodayUsdt: '1700',
  remainingUsdt: '300',
  tiers: fixtureLimits.tiers.map((t) => ({ ...t, met: t.requirement === 'base' })),
  authenticatorBound: false,
}

/** What the server answers to an application. */
export function withdrawalApplied(request: WithdrawalFormSubmit): Withdrawal {
  const rule = chainRule(request.coin, request.chain)
  const fee = rule?.withdrawFee ?? '0'
  const { fundPassword: _password, authenticatorCode: _code, ...shown } = request
  return {
    ...shown,
    id: 'w-1',
    clientWithdrawalId: 'w-fixture',
    ...(request.cardNumber ? { cardNumber: `**** ${request.cardNumber.slice(-4)}` } : {}),
    fee,
    arrivalAmount: sub(request.amount, fee),
    status: 'applied',
    createdAt: FIXTURE_NOW,
  }
}
