import type {
  RobotKeyStatus,
  RobotRun,
  RobotRunDetail,
  RobotStep,
  RobotStrategy,
  SpotOrder,
} from '../schema'
import { FIXTURE_NOW } from './marketFixtures'

/** The two strategies with their parameters, as the reference server offers them. */
export const robotStrategiesFixture: RobotStrategy[] = [
  {
    id: 'grid',
    params: [
      { name: 'rangePercent', kind: 'percent', min: '1', max: '20', default: '5', step: '0.5' },
      { name: 'gridCount', kind: 'integer', min: '2', max: '50', default: '10', step: '1' },
    ],
    startingAmount: '100',
    quote: 'USDT',
    runSeconds: 180,
    tickSeconds: 5,
  },
  {
    id: 'mean_reversion',
    params: [
      { name: 'windowSize', kind: 'integer', min: '5', max: '60', default: '20', step: '1' },
      { name: 'bandPercent', kind: 'percent', min: '0.1', max: '5', default: '1', step: '0.1' },
      { name: 'orderPercent', kind: 'percent', min: '5', max: '50', default: '20', step: '5' },
    ],
    startingAmount: '200',
    quote: 'USDT',
    runSeconds: 180,
    tickSeconds: 5,
  },
]

/** The key the mock server issues and accepts. */
export const ROBOT_SECRET_KEY_FIXTURE = 'rk_live_3f9c2a7d41e84b0c9d16x7Qa'

/** A user who has generated a key (hint = its last four characters). */
export const robotKeyStatusFixture: RobotKeyStatus = {
  hasKey: true,
  createdAt: FIXTURE_NOW - 86_400_000,
  hint: 'x7Qa',
}

/** A grid run on BTC/USDT, one minute in, two minutes left, slightly in profit. */
export const robotRunningFixture: RobotRun = {
  id: 'r-1',
  clientRunId: 'run-1',
  symbol: 'BTCUSDT',
  strategy: 'grid',
  params: { rangePercent: '5', gridCount: '10' },
  investment: '500',
  status: 'running',
  endReason: null,
  quoteHeld: '435.72',
  baseHeld: '0.001',
  lastPrice: '64310.5',
  profit: '0.0305',
  profitRate: '0.0061',
  orderCount: 2,
  startedAt: FIXTURE_NOW - 60_000,
  endsAt: FIXTURE_NOW + 120_000,
  endedAt: null,
}

/** The same run after its three minutes. */
export const robotEndedFixture: RobotRun = {
  ...robotRunningFixture,
  status: 'ended',
  endReason: 'completed',
  quoteHeld: '500.84',
  baseHeld: '0',
  lastPrice: '64388',
  profit: '0.84',
  profitRate: '0.168',
  orderCount: 4,
  endsAt: FIXTURE_NOW,
  endedAt: FIXTURE_NOW,
}

const step = (
  seq: number,
  kind: RobotStep['kind'],
  secondsIn: number,
  extra: Partial<RobotStep> = {},
): RobotStep => ({
  runId: 'r-1',
  seq,
  kind,
  price: null,
  quantity: null,
  orderId: null,
  ts: robotRunningFixture.startedAt + secondsIn * 1000,
  ...extra,
})

/** The running run's steps, oldest first: start, queue, a price, a buy, a price, a sell. */
export const robotStepsFixture: RobotStep[] = [
  step(1, 'start', 0),
  step(2, 'queue', 1),
  step(3, 'fetch_price', 5, { price: '64250.5' }),
  step(4, 'execute_buy', 6, { price: '64228', quantity: '0.001', orderId: 'ro-1' }),
  step(5, 'fetch_price', 30, { price: '64333.2' }),
  step(6, 'execute_sell', 31, { price: '64330', quantity: '0.001', orderId: 'ro-2' }),
  step(7, 'fetch_price', 55, { price: '64310.5' }),
]

const robotOrder = (
  n: number,
  side: SpotOrder['side'],
  price: string,
  secondsIn: number,
): SpotOrder => ({
  id: `ro-${n}`,
  clientOrderId: `robot-r-1-${n}`,
  symbol: 'BTCUSDT',
  side,
  type: 'limit',
  status: 'filled',
  price,
  quantity: '0.001',
  quoteAmount: null,
  filledQuantity: '0.001',
  filledQuote: side === 'buy' ? '64.228' : '64.33',
  averagePrice: price,
  fee: side === 'buy' ? '0.000001' : '0.06433',
  feeAsset: side === 'buy' ? 'BTC' : 'USDT',
  cancelReason: null,
  createdAt: robotRunningFixture.startedAt + secondsIn * 1000,
  updatedAt: robotRunningFixture.startedAt + secondsIn * 1000,
})

/** The running run's two filled orders, newest first. */
export const robotOrdersFixture: SpotOrder[] = [
  robotOrder(2, 'sell', '64330', 31),
  robotOrder(1, 'buy', '64228', 6),
]

/** `robotRunDetail` of the running run. */
export const robotRunDetailFixture: RobotRunDetail = {
  run: robotRunningFixture,
  steps: robotStepsFixture,
  orders: robotOrdersFixture,
}

/** `robotRunDetail` of the ended run: its steps close with `end`. */
export const robotEndedDetailFixture: RobotRunDetail = {
  run: robotEndedFixture,
  steps: [...robotStepsFixture, step(8, 'end', 180)],
  orders: robotOrdersFixture,
}
