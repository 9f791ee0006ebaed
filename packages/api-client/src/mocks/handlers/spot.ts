import { http } from 'msw'
import {
  spotBalancesFixture,
  spotFeeRateFixture,
  spotFillsFixture,
  spotHistoryOrdersFixture,
  spotOpenOrdersFixture,
} from '../spotFixtures'
import type { MockArea } from './options'

/** Spot trading: balances, open and past orders, fills, placing and cancelling, the fee rate. */
export function spotHandlers({ at, ok }: MockArea) {
  return [
    http.get(at('/app/spot/balances'), () => ok(spotBalancesFixture)),
    http.get(at('/app/spot/order/current'), () => ok(spotOpenOrdersFixture)),
    http.post(at('/app/spot/order/history'), () =>
      ok({
        list: spotHistoryOrdersFixture,
        total: spotHistoryOrdersFixture.length,
        pageIndex: 1,
        pageSize: 20,
      }),
    ),
    http.post(at('/app/spot/fills'), () =>
      ok({ list: spotFillsFixture, total: spotFillsFixture.length, pageIndex: 1, pageSize: 20 }),
    ),
    http.post(at('/app/spot/order/place'), () => ok(spotOpenOrdersFixture[0])),
    http.post(at('/app/spot/order/cancel'), () =>
      ok({ ...spotOpenOrdersFixture[0], status: 'cancelled', cancelReason: 'cancelled' }),
    ),
    http.post(at('/app/spot/order/cancelAll'), () =>
      ok(spotOpenOrdersFixture.map((o) => ({ ...o, status: 'cancelled' }))),
    ),
    http.post(at('/app/spot/demoCredit'), () =>
      ok({ asset: 'USDT', available: '10000', frozen: '0', total: '10000' }),
    ),
    http.get(at('/app/spot/feeRate'), () => ok(spotFeeRateFixture)),
  ]
}
