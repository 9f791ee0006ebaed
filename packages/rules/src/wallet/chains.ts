import type { WalletAccount, WalletChain, WalletCoin } from '@bourse/api-client'

/*
 * The coins and chains the wallet offers, with every figure the deposit page, the withdrawal
 * form and the server use (docs/adr/0011). One table: what the form quotes is what the server
 * charges.
 */

export type WalletChainId = WalletChain

export interface ChainRule {
  coin: string
  chain: WalletChainId
  /** Display name: `USDT-ERC20`, `Bitcoin`. */
  name: string
  /** Where deposits are credited and withdrawals are paid from. */
  account: Extract<WalletAccount, 'spot' | 'fiat'>
  /** Deposits are detected and credited by themselves (false: credited by the operator). */
  autoDeposit: boolean
  /** Smaller deposits are neither credited nor refunded. */
  minDeposit: string
  /** Network confirmations before a deposit is credited. */
  confirmations: number
  minWithdraw: string
  /** Taken out of the amount withdrawn. */
  withdrawFee: string
  /** Decimals an amount may have on this chain. */
  decimals: number
}

export const WALLET_CHAINS: readonly ChainRule[] = [
  {
    coin: 'USDT',
    chain: 'ERC20',
    name: 'USDT-ERC20',
    account: 'spot',
    autoDeposit: true,
    minDeposit: '0.001',
    confirmations: 12,
    minWithdraw: '10',
    withdrawFee: '5',
    decimals: 6,
  },
  {
    coin: 'USDT',
    chain: 'TRC20',
    name: 'USDT-TRC20',
    account: 'spot',
    autoDeposit: true,
    minDeposit: '0.001',
    confirmations: 12,
    minWithdraw: '10',
    withdrawFee: '1',
    decimals: 6,
  },
  {
    coin: 'BTC',
    chain: 'BTC',
    name: 'Bitcoin',
    account: 'spot',
    autoDeposit: true,
    minDeposit: '0.001',
    confirmations: 12,
    minWithdraw: '0.001',
    withdrawFee: '0.0005',
    decimals: 8,
  },
  {
    coin: 'ETH',
    chain: 'ETH',
    name: 'Ethereum',
    account: 'spot',
    autoDeposit: true,
    minDeposit: '0.001',
    confirmations: 12,
    minWithdraw: '0.01',
    withdrawFee: '0.005',
    decimals: 8,
  },
  {
    coin: 'USD',
    chain: 'BANK',
    name: 'Bank card',
    account: 'fiat',
    autoDeposit: false,
    minDeposit: '0.001',
    confirmations: 1,
    minWithdraw: '20',
    withdrawFee: '2',
    decimals: 2,
  },
]

/** The coins in the order the pages list them. */
export const WALLET_COINS: readonly string[] = [...new Set(WALLET_CHAINS.map((r) => r.coin))]

/** The rule of `coin` on `chain`, if that pair is offered. */
export function chainRule(coin: string, chain: string): ChainRule | undefined {
  return WALLET_CHAINS.find((r) => r.coin === coin && r.chain === chain)
}

/** The chains `coin` moves on, in table order. */
export function chainsOf(coin: string): ChainRule[] {
  return WALLET_CHAINS.filter((r) => r.coin === coin)
}

/** The table as `GET /app/wallet/coins` answers it: one entry per coin with its chains. */
export function walletCoins(): WalletCoin[] {
  return WALLET_COINS.map((coin) => {
    const rules = chainsOf(coin)
    return {
      coin,
      account: rules[0]?.account ?? 'spot',
      chains: rules.map((r) => ({
        chain: r.chain,
        name: r.name,
        deposit: r.autoDeposit,
        withdraw: true,
        minDeposit: r.minDeposit,
        confirmations: r.confirmations,
        minWithdraw: r.minWithdraw,
        withdrawFee: r.withdrawFee,
        decimals: r.decimals,
      })),
    }
  })
}
