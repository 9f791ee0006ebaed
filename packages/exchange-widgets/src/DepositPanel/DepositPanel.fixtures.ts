import type { DepositAddress, WalletChainInfo, WalletCoin } from '@bourse/api-client'

/*
 * The coins of docs/adr/0011 as `/app/wallet/coins` answers them, and the addresses a user gets
 * for each auto-deposit pair (well-formed for their chain, fixed so screenshots never change).
 */

const chain = (fields: Partial<WalletChainInfo> & Pick<WalletChainInfo, 'chain' | 'name'>) => ({
  deposit: true,
  withdraw: true,
  minDeposit: '0.001',
  confirmations: 12,
  minWithdraw: '10',
  withdrawFee: '1',
  decimals: 6,
  ...fields,
})

export const fixtureWalletCoins: WalletCoin[] = [
  {
    coin: 'USDT',
    account: 'spot',
    chains: [
      chain({ chain: 'ERC20', name: 'USDT-ERC20', withdrawFee: '5' }),
      chain({ chain: 'TRC20', name: 'USDT-TRC20' }),
    ],
  },
  {
    coin: 'BTC',
    account: 'spot',
    chains: [
      chain({
        chain: 'BTC',
        name: 'Bitcoin',
        minWithdraw: '0.001',
        withdrawFee: '0.0005',
        decimals: 8,
      }),
    ],
  },
  {
    coin: 'ETH',
    account: 'spot',
    chains: [
      chain({
        chain: 'ETH',
        name: 'Ethereum',
        minWithdraw: '0.01',
        withdrawFee: '0.005',
        decimals: 8,
      }),
    ],
  },
  {
    coin: 'USD',
    account: 'fiat',
    chains: [
      chain({
        chain: 'BANK',
        name: 'Bank card',
        deposit: false,
        confirmations: 1,
        minWithdraw: '20',
        withdrawFee: '2',
        decimals: 2,
      }),
    ],
  },
]

const address = (coin: string, chainId: DepositAddress['chain'], text: string): DepositAddress => ({
  coin,
  chain: chainId,
  address: text,
  minDeposit: '0.001',
  confirmations: 12,
})

/** The user's address per `COIN:CHAIN`. */
export const fixtureDepositAddresses: Record<string, DepositAddress> = {
  'USDT:ERC20': address('USDT', 'ERC20', '0x52908400098527886e0f7030069857d2e4169ee7'),
  'USDT:TRC20': address('USDT', 'TRC20', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8'),
  'BTC:BTC': address('BTC', 'BTC', '1BoatSLRHtKNngkdXEeobR76b53LETtpyT'),
  'ETH:ETH': address('ETH', 'ETH', '0xde709f2102306220921060314715629080e2fb77'),
}

/** The address of a pair (the connected widget's fake server answers with it). */
export const depositAddressOf = (coin: string, chainId: string): DepositAddress | null =>
  fixtureDepositAddresses[`${coin}:${chainId}`] ?? null
