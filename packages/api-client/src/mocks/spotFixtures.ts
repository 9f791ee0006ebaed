import type { FeeRate, SpotBalance, SpotFill, SpotOrder } from '../schema'
import { FIXTURE_NOW } from './marketFixtures'

/** The demo user's spot balances after a demo credit and a small BTC buy. */
export const spotBalancesFixture: SpotBalance[] = [
  { asset: 'USDT', available: '8214.56', frozen: '500', total: '8714.56' },
  { asset: 'BTC', available: '0.01998', frozen: '0', total: '0.01998' },
]

/**
 * A spot order for tests and stories: the given fields over plain defaults (BTC/USDT, nothing
 * filled, fee asset by side, a minute before {@link FIXTURE_NOW}).
 */
export const spotOrderFixture = (
  overrides: Partial<SpotOrder> & Pick<SpotOrder, 'id' | 'side' | 'type' | 'status'>,
): SpotOrder => ({
  clientOrderId: `c-${overrides.id}`,
  symbol: 'BTCUSDT',
  price: null,
  quantity: null,
  quoteAmount: null,
  filledQuantity: '0',
  filledQuote: '0',
  averagePrice: null,
  fee: '0',
  feeAsset: overrides.side === 'buy' ? 'BTC' : 'USDT',
  cancelReason: null,
  createdAt: FIXTURE_NOW - 60_000,
  updatedAt: FIXTURE_NOW - 60_000,
  ...overrides,
})

/** Open orders: a resting limit buy and a partly filled limit sell. */
export const spotOpenOrdersFixture: SpotOrder[] = [
  spotOrderFixture({
    id: 'o-3',
    side: 'buy',
    type: 'limit',
    status: 'pending',
    price: '62500',
    quantity: '0.008',
  }),
  spotOrderFixture({
    id: 'o-4',
    side: 'sell',
    type: 'limit',
    status: 'partially_filled',
    price: '66000',
    quantity: '0.01',
    filledQuantity: '0.004',
    filledQuote: '264',
    averagePrice: '66000',
    fee: '0.264',
  }),
]

/** Finished orders: a filled market buy by quote amount and a cancelled limit sell. */
export const spotHistoryOrdersFixture: SpotOrder[] = [
  spotOrderFixture({
    id: 'o-1',
    side: 'buy',
    type: 'market',
    status: 'filled',
    quoteAmount: '1285.44',
    filledQuantity: '0.02',
    filledQuote: '1285.44',
    averagePrice: '64272',
    fee: '0.00002',
  }),
  spotOrderFixture({
    id: 'o-2',
    side: 'sell',
    type: 'limit',
    status: 'cancelled',
    price: '70000',
    quantity: '0.01',
    cancelReason: 'cancelled',
  }),
]

/** The fill of the market buy above. */
export const spotFillsFixture: SpotFill[] = [
  {
    id: 'f-1',
    orderId: 'o-1',
    symbol: 'BTCUSDT',
    side: 'buy',
    price: '64272',
    quantity: '0.02',
    quote: '1285.44',
    fee: '0.00002',
    feeAsset: 'BTC',
    role: 'taker',
    ts: FIXTURE_NOW - 120_000,
  },
]

/** Level 0: the rates a new account starts on (0.1 % maker and taker). */
export const spotFeeRateFixture: FeeRate = { level: 0, makerRate: '0.001', takerRate: '0.001' }
