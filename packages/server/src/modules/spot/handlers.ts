import type { HandlerTable } from '../../contract/handlers'
import { userOf } from '../../contract/session'
import type { SpotService } from './service'

export function spotHandlers(spot: SpotService): HandlerTable {
  return {
    spotOrderPlace: ({ body, session }) => spot.place(userOf(session), body),
    spotOrderCancel: ({ body, session }) => spot.cancel(userOf(session), body.orderId),
    spotOrderCancelAll: ({ body, session }) => spot.cancelAll(userOf(session), body.symbol),
    spotOrderCurrent: ({ query, session }) => spot.current(userOf(session), query.symbol),
    spotOrderHistory: ({ body, session }) =>
      spot.history(
        {
          userId: userOf(session),
          symbol: body.symbol,
          side: body.side,
          status: body.status,
          from: body.from,
          to: body.to,
        },
        body.pageIndex,
        body.pageSize,
      ),
    spotFills: ({ body, session }) =>
      spot.fills(userOf(session), body.symbol, body.pageIndex, body.pageSize),
    spotBalances: ({ session }) => spot.balances(userOf(session)),
    // Visitors get level 0 so a form can estimate fees before sign-in.
    spotFeeRate: {
      auth: 'optional',
      handle: ({ session }) => spot.feeRate(session?.userId ?? null),
    },
    spotDemoCredit: ({ session }) => spot.demoCredit(userOf(session)),
  }
}
