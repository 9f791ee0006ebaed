import type {
  DepositAddressRequest,
  LedgerEntry,
  LedgerRecordsRequest,
  Transfer,
  TransferRecordsRequest,
  WalletCoin,
  WalletOverview,
  WithdrawalAllowlistRequest,
  WithdrawalLimits,
} from '@bourse/api-client'
import { errorResponse, successEnvelope } from '@bourse/api-client/mocks'
import { http, HttpResponse } from 'msw'

/*
 * MSW handlers for the wallet pages' tests: the overview, the coins, the withdrawal limits, the
 * address book and the records (ledger, transfers, deposits, withdrawals), recording what they
 * were sent.
 */

const FIXED_NOW = 1_795_000_000_000

const chain = (
  chainId: WalletCoin['chains'][number]['chain'],
  name: string,
  deposit: boolean,
): WalletCoin['chains'][number] => ({
  chain: chainId,
  name,
  deposit,
  withdraw: true,
  minDeposit: '0.001',
  confirmations: deposit ? 12 : 1,
  minWithdraw: '10',
  withdrawFee: '1',
  decimals: 6,
})

export const walletCoinsFixture: WalletCoin[] = [
  {
    coin: 'USDT',
    account: 'spot',
    chains: [chain('ERC20', 'USDT-ERC20', true), chain('TRC20', 'USDT-TRC20', true)],
  },
  { coin: 'BTC', account: 'spot', chains: [chain('BTC', 'Bitcoin', true)] },
  { coin: 'ETH', account: 'spot', chains: [chain('ETH', 'Ethereum', true)] },
  { coin: 'USD', account: 'fiat', chains: [chain('BANK', 'Bank card', false)] },
]

export const walletOverviewFixture: WalletOverview = {
  totalUsdt: '13012.3456',
  totalBtc: '0.2001898',
  btcPrice: '65000',
  valuedAt: FIXED_NOW,
  accounts: [
    {
      account: 'spot',
      totalUsdt: '11512.3456',
      totalBtc: '0.17711301',
      balances: [
        {
          asset: 'USDT',
          available: '5000',
          frozen: '12.3456',
          total: '5012.3456',
          valueUsdt: '5012.3456',
        },
        { asset: 'BTC', available: '0.1', frozen: '0', total: '0.1', valueUsdt: '6500' },
        { asset: 'DOGE', available: '1.5', frozen: '0', total: '1.5', valueUsdt: '0.21' },
      ],
    },
    {
      account: 'contract',
      totalUsdt: '1500',
      totalBtc: '0.02307692',
      balances: [
        { asset: 'USDT', available: '1500', frozen: '0', total: '1500', valueUsdt: '1500' },
      ],
    },
    { account: 'financial', totalUsdt: '0', totalBtc: '0', balances: [] },
    { account: 'second', totalUsdt: '0', totalBtc: '0', balances: [] },
    {
      account: 'fiat',
      totalUsdt: '0',
      totalBtc: '0',
      balances: [{ asset: 'USD', available: '0', frozen: '0', total: '0', valueUsdt: '0' }],
    },
  ],
}

export const ledgerEntryFixture = (n: number, patch: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id: `l-${n}`,
  account: 'spot',
  asset: 'USDT',
  type: 'deposit',
  amount: '100',
  balanceAfter: String(100 * n),
  createdAt: FIXED_NOW - n * 60_000,
  ...patch,
})

export const transferFixture = (n: number, patch: Partial<Transfer> = {}): Transfer => ({
  id: `t-${n}`,
  clientTransferId: `c-${n}`,
  from: 'spot',
  to: 'contract',
  asset: 'USDT',
  amount: '250.5',
  createdAt: FIXED_NOW - n * 60_000,
  ...patch,
})

export const withdrawalLimitsFixture: WithdrawalLimits = {
  dailyLimitUsdt: '2000',
  usedTodayUsdt: '0',
  remainingUsdt: '2000',
  tiers: [
    { requirement: 'base', amountUsdt: '2000', met: true },
    { requirement: 'realName', amountUsdt: '48000', met: false },
    { requirement: 'phone', amountUsdt: '10000', met: false },
    { requirement: 'email', amountUsdt: '10000', met: true },
    { requirement: 'authenticator', amountUsdt: '30000', met: false },
  ],
  fundPasswordSet: true,
  authenticatorBound: false,
  frozen: false,
  withdrawalAllowlist: false,
  serverTime: Date.UTC(2026, 0, 1),
}

export type WalletMockOptions = {
  /** `GET /app/wallet/withdrawal/limits` answers these, in turn (the last one repeats). */
  limits?: WithdrawalLimits[]
  overview?: WalletOverview
  ledger?: LedgerEntry[]
  transfers?: Transfer[]
}

/** The handlers and what they were sent (request bodies, and how often some were read). */
export function walletHandlers(options: WalletMockOptions = {}) {
  const sent = {
    ledgerBodies: [] as LedgerRecordsRequest[],
    transferBodies: [] as TransferRecordsRequest[],
    overviewCalls: 0,
    limitsCalls: 0,
    addressBodies: [] as DepositAddressRequest[],
    allowlistBodies: [] as WithdrawalAllowlistRequest[],
  }
  const ledger = options.ledger ?? [ledgerEntryFixture(1), ledgerEntryFixture(2)]
  const transfers = options.transfers ?? [transferFixture(1)]
  const page = <T>(list: readonly T[], body: { pageIndex: number; pageSize: number }) => ({
    list: list.slice((body.pageIndex - 1) * body.pageSize, body.pageIndex * body.pageSize),
    total: list.length,
    pageIndex: body.pageIndex,
    pageSize: body.pageSize,
  })
  const limits = options.limits ?? [withdrawalLimitsFixture]
  const empty = { list: [], total: 0, pageIndex: 1, pageSize: 20 }
  const handlers = [
    http.get('/api/app/wallet/withdrawal/limits', () => {
      const answer = limits[Math.min(sent.limitsCalls, limits.length - 1)]
      sent.limitsCalls += 1
      return HttpResponse.json(successEnvelope(answer))
    }),
    http.post('/api/app/wallet/allowlist', async ({ request }) => {
      const body = (await request.json()) as WithdrawalAllowlistRequest
      sent.allowlistBodies.push(body)
      if (!body.enabled && !body.stepUpToken) return errorResponse('stepup.required', 403)
      const answer = limits[Math.min(sent.limitsCalls, limits.length - 1)]!
      return HttpResponse.json(successEnvelope({ ...answer, withdrawalAllowlist: body.enabled }))
    }),
    http.post('/api/app/wallet/deposit/address', async ({ request }) => {
      const body = (await request.json()) as DepositAddressRequest
      sent.addressBodies.push(body)
      return HttpResponse.json(
        successEnvelope({
          coin: body.coin,
          chain: body.chain,
          address: `addr-${body.coin}-${body.chain}`,
          minDeposit: '0.001',
          confirmations: 12,
        }),
      )
    }),
    http.get('/api/app/wallet/address/list', () => HttpResponse.json(successEnvelope([]))),
    http.post('/api/app/wallet/withdrawal/records', () =>
      HttpResponse.json(successEnvelope(empty)),
    ),
    http.post('/api/app/wallet/deposit/records', () => HttpResponse.json(successEnvelope(empty))),
    http.get('/api/app/wallet/overview', () => {
      sent.overviewCalls += 1
      return HttpResponse.json(successEnvelope(options.overview ?? walletOverviewFixture))
    }),
    http.get('/api/app/wallet/coins', () => HttpResponse.json(successEnvelope(walletCoinsFixture))),
    http.post('/api/app/wallet/ledger', async ({ request }) => {
      const body = (await request.json()) as LedgerRecordsRequest
      sent.ledgerBodies.push(body)
      const list = ledger.filter(
        (e) =>
          (!body.account || e.account === body.account) &&
          (!body.asset || e.asset === body.asset) &&
          (!body.types || body.types.includes(e.type)),
      )
      return HttpResponse.json(successEnvelope(page(list, body)))
    }),
    http.post('/api/app/account/transfer/records', async ({ request }) => {
      const body = (await request.json()) as TransferRecordsRequest
      sent.transferBodies.push(body)
      return HttpResponse.json(successEnvelope(page(transfers, body)))
    }),
  ]
  return { handlers, sent }
}
