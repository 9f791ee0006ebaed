import type { HandlerTable } from '../../contract/handlers'
import { userOf } from '../../contract/session'
import type { FuturesService } from './service'

export function futuresHandlers(futures: FuturesService): HandlerTable {
  return {
    // Visitors see the contracts with level-0 fee rates, so a form can estimate before sign-in.
    futuresMarkets: {
      auth: 'optional',
      handle: ({ session }) => futures.markets(session?.userId ?? null),
    },
    futuresOrderPlace: ({ body, session }) => futures.place(userOf(session), body),
    futuresOrderCancel: ({ body, session }) => futures.cancel(userOf(session), body.orderId),
    futuresPositionClose: ({ body, session }) => futures.close(userOf(session), body.orderId),
    futuresPositionCloseAll: ({ body, session }) => futures.closeAll(userOf(session), body.symbol),
    futuresPositionTpSl: ({ body, session }) => futures.setTpSl(userOf(session), body),
    futuresPositions: ({ query, session }) => futures.positions(userOf(session), query?.symbol),
    futuresOrdersCurrent: ({ query, session }) => futures.current(userOf(session), query?.symbol),
    futuresOrdersHistory: ({ body, session }) =>
      futures.history(
        {
          userId: userOf(session),
          symbol: body.symbol,
          side: body.side,
          status: body.status,
          closeMethod: body.closeMethod,
          from: body.from,
          to: body.to,
        },
        body.pageIndex,
        body.pageSize,
      ),
  }
}
