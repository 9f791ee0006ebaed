import type {
  FinanceOrder,
  FinanceProduct,
  MiningEarning,
  MiningOrder,
  MiningPool,
} from '../schema'
import { FIXTURE_NOW } from './marketFixtures'

const DAY = 86_400_000
/** 0:00 GMT+8 on the day after the fixture time (2026-11-19 00:00 GMT+8). */
const NEXT_START = 1_795_017_600_000

/** One mining pool: a 30-day USDT pool paying 0.5 % a day, daily, with an inviter rebate. */
export function miningPoolFixture(patch: Partial<MiningPool> = {}): MiningPool {
  return {
    id: '1',
    name: 'USDT Steady 30',
    rate: '0.005',
    rateUnit: 'daily',
    minAmount: '100',
    maxAmount: '50000',
    currency: 'USDT',
    earningsCurrency: 'USDT',
    termDays: 30,
    payoutMode: 'daily',
    rebateType: 'inviter',
    rebateRatio: '0.01',
    isOpen: true,
    ...patch,
  }
}

/** The pools on offer: daily USDT, a monthly BTC pool paid at the end in USDT, a closed one. */
export const miningPoolsFixture: MiningPool[] = [
  miningPoolFixture(),
  miningPoolFixture({
    id: '2',
    name: 'BTC Hash 90',
    rate: '0.03',
    rateUnit: 'monthly',
    minAmount: '0.01',
    maxAmount: '5',
    currency: 'BTC',
    earningsCurrency: 'USDT',
    termDays: 90,
    payoutMode: 'end',
    rebateType: 'none',
    rebateRatio: '0',
  }),
  miningPoolFixture({
    id: '3',
    name: 'ETH Sprint 7',
    rate: '0.008',
    currency: 'ETH',
    earningsCurrency: 'ETH',
    minAmount: '0.1',
    maxAmount: '20',
    termDays: 7,
    rebateType: 'none',
    rebateRatio: '0',
    isOpen: false,
  }),
]

/** One mining order of the demo user in the daily USDT pool, bought at the fixture time. */
export function miningOrderFixture(patch: Partial<MiningOrder> = {}): MiningOrder {
  return {
    id: '501',
    poolId: '1',
    poolName: 'USDT Steady 30',
    amount: '1000',
    currency: 'USDT',
    earningsCurrency: 'USDT',
    rate: '0.005',
    rateUnit: 'daily',
    termDays: 30,
    payoutMode: 'daily',
    status: 'mining',
    createdAt: FIXTURE_NOW - 3 * DAY,
    startAt: NEXT_START - 3 * DAY,
    endAt: NEXT_START + 27 * DAY,
    nextPayoutAt: NEXT_START + 3_600_000,
    expectedEarnings: '150',
    earned: '10',
    ...patch,
  }
}

/** My mining: one order mining, one finished. */
export const miningOrdersFixture: MiningOrder[] = [
  miningOrderFixture(),
  miningOrderFixture({
    id: '500',
    poolId: '3',
    poolName: 'ETH Sprint 7',
    amount: '2',
    currency: 'ETH',
    earningsCurrency: 'ETH',
    rate: '0.008',
    termDays: 7,
    status: 'finished',
    createdAt: FIXTURE_NOW - 20 * DAY,
    startAt: NEXT_START - 20 * DAY,
    endAt: NEXT_START - 13 * DAY,
    nextPayoutAt: undefined,
    expectedEarnings: '0.112',
    earned: '0.112',
  }),
]

/** Payouts of the orders above: two daily earnings, a principal returned, a rebate. */
export const miningEarningsFixture: MiningEarning[] = [
  {
    id: '9004',
    orderId: '501',
    poolName: 'USDT Steady 30',
    kind: 'earning',
    amount: '5',
    currency: 'USDT',
    day: 2,
    createdAt: NEXT_START - DAY + 3_600_000,
  },
  {
    id: '9003',
    orderId: '501',
    poolName: 'USDT Steady 30',
    kind: 'earning',
    amount: '5',
    currency: 'USDT',
    day: 1,
    createdAt: NEXT_START - 2 * DAY + 3_600_000,
  },
  {
    id: '9002',
    orderId: '500',
    poolName: 'ETH Sprint 7',
    kind: 'principal',
    amount: '2',
    currency: 'ETH',
    createdAt: NEXT_START - 13 * DAY + 3_600_000,
  },
  {
    id: '9001',
    orderId: '500',
    poolName: 'ETH Sprint 7',
    kind: 'rebate',
    amount: '0.02',
    currency: 'ETH',
    createdAt: NEXT_START - 20 * DAY,
  },
]

/** One savings product: 30 days at 8 % a year in USDT, a third of it sold. */
export function financeProductFixture(patch: Partial<FinanceProduct> = {}): FinanceProduct {
  return {
    id: '11',
    name: 'USDT Fixed 30',
    currency: 'USDT',
    termDays: 30,
    annualRate: '0.08',
    minAmount: '50',
    maxAmount: '100000',
    releasedFunds: '1500000',
    surplusFunds: '1000000',
    isOpen: true,
    ...patch,
  }
}

/** The savings products: 30 and 90 days open, a sold-out one. */
export const financeProductsFixture: FinanceProduct[] = [
  financeProductFixture(),
  financeProductFixture({
    id: '12',
    name: 'USDT Fixed 90',
    termDays: 90,
    annualRate: '0.12',
    minAmount: '500',
    releasedFunds: '800000',
    surplusFunds: '120000.5',
  }),
  financeProductFixture({
    id: '13',
    name: 'USDT Fixed 7',
    termDays: 7,
    annualRate: '0.05',
    minAmount: '10',
    maxAmount: '10000',
    releasedFunds: '200000',
    surplusFunds: '0',
  }),
]

/** One savings order of the demo user, bought two days before the fixture time. */
export function financeOrderFixture(patch: Partial<FinanceOrder> = {}): FinanceOrder {
  return {
    id: '701',
    productId: '11',
    productName: 'USDT Fixed 30',
    currency: 'USDT',
    amount: '1000',
    annualRate: '0.08',
    termDays: 30,
    status: 'purchasing',
    expectedEarnings: '6.57534246',
    earnings: '0.21917808',
    createdAt: FIXTURE_NOW - 2 * DAY,
    interestStartAt: NEXT_START - 2 * DAY,
    dueAt: NEXT_START + 28 * DAY,
    early: false,
    ...patch,
  }
}

/** My savings: one purchasing, one settled at term, one transferred out early. */
export const financeOrdersFixture: FinanceOrder[] = [
  financeOrderFixture(),
  financeOrderFixture({
    id: '700',
    productId: '13',
    productName: 'USDT Fixed 7',
    amount: '500',
    annualRate: '0.05',
    termDays: 7,
    status: 'settled',
    expectedEarnings: '0.47945205',
    earnings: '0.47945205',
    createdAt: FIXTURE_NOW - 30 * DAY,
    interestStartAt: NEXT_START - 30 * DAY,
    dueAt: NEXT_START - 23 * DAY,
    settledAt: NEXT_START - 23 * DAY,
  }),
  financeOrderFixture({
    id: '699',
    productId: '12',
    productName: 'USDT Fixed 90',
    amount: '800',
    annualRate: '0.12',
    termDays: 90,
    status: 'settled',
    expectedEarnings: '23.67123287',
    earnings: '0',
    createdAt: FIXTURE_NOW - 40 * DAY,
    interestStartAt: NEXT_START - 40 * DAY,
    dueAt: NEXT_START + 50 * DAY,
    settledAt: FIXTURE_NOW - 35 * DAY,
    early: true,
  }),
]

/** The demo user's financial account: what savings are paid from. */
export const financialBalancesFixture = [
  { asset: 'USDT', available: '2500', frozen: '0', total: '2500' },
]
