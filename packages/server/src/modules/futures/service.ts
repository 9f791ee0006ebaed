import type { BodyOf, DataOf } from '../../contract/handlers'
import type { AppContext } from '../../context'
import type { FuturesMarket, FuturesOrder } from '../../contract/types'
import { forbidden, unprocessable } from '../../errors'
import type { Notify } from '../inbox/service'
import type { LedgerService } from '../ledger/service'
import type { MarketService } from '../market/service'
import type { SpotService } from '../spot/service'
import { createMapping, loadContracts } from './mapping'
import { createFuturesOrders } from './orders'
import type { FuturesHistoryFilter, FuturesRepo } from './repo'
import { createTriggers } from './triggers'

export interface FuturesOptions {
  /** Length of a holding-fee period in ms (default: the market's hours). Tests shorten it. */
  holdingPeriodMs?: number
  /** The message centre: positions closed by TP/SL or liquidation are told there. */
  notify?: Notify
}

/**
 * Perpetual contracts (docs/adr/0010): isolated-margin positions on the index price, limit
 * orders waiting for their price, TP/SL and liquidation triggers evaluated on every trade's
 * price (touch or cross between the previous and the current price), holding fees per period.
 * Every money move is a contract-account ledger entry in the transaction of the change, and a
 * row changes status only if it still has the status it was read with, so nothing fires twice.
 */
export function createFuturesService(
  ctx: AppContext,
  repo: FuturesRepo,
  spot: SpotService,
  ledger: LedgerService,
  markets: MarketService,
  options: FuturesOptions = {},
) {
  const contracts = loadContracts(repo, markets)
  const map = createMapping(contracts, markets, spot, ctx.publisher)
  const { contract, liquidationOf, orderOut, marketOut } = map
  const triggers = createTriggers(ctx, repo, markets, map)
  const orders = createFuturesOrders({
    ctx,
    repo,
    spot,
    ledger,
    markets,
    map,
    holdingPeriodMs: options.holdingPeriodMs,
    notify: options.notify,
    changed(row) {
      triggers.arm(row)
      map.push(row)
    },
  })
  const { transition, cancelPending, closePosition, place, tpslErrors, own } = orders
  // Triggers fire the orders, and the orders re-arm the triggers: they start once both exist.
  const { drain, stop } = triggers.start(orders)

  return {
    markets: (userId: number | null): FuturesMarket[] =>
      [...contracts.values()].map((c) => marketOut(c, userId)),
    place,
    cancel(userId: number, orderId: string): FuturesOrder {
      const row = own(userId, orderId)
      if (row.status !== 'pending')
        throw unprocessable('order.not.cancellable', 'Only a pending order can be cancelled')
      const done = cancelPending(row.id)
      if (!done) throw unprocessable('order.not.cancellable', 'The order is no longer pending')
      return orderOut(done)
    },
    close(userId: number, orderId: string): FuturesOrder {
      const row = own(userId, orderId)
      if (row.status !== 'open')
        throw unprocessable('position.not.open', 'The position is not open')
      spot.checkAccount(userId)
      if (row.admin_locked === 1) throw forbidden('account.frozen', 'The position is locked')
      const done = closePosition(row.id, 'user', markets.prices(row.symbol).last)
      if (!done) throw unprocessable('position.not.open', 'The position is no longer open')
      return orderOut(done)
    },
    closeAll(userId: number, symbol?: string): FuturesOrder[] {
      if (symbol) contract(symbol)
      spot.checkAccount(userId)
      const out: FuturesOrder[] = []
      for (const row of repo.byUserStatus(userId, 'open')) {
        if ((symbol && row.symbol !== symbol) || row.admin_locked === 1) continue
        const done = closePosition(row.id, 'close_all', markets.prices(row.symbol).last)
        if (done) out.push(orderOut(done))
      }
      return out
    },
    setTpSl(userId: number, body: BodyOf<'futuresPositionTpSl'>): FuturesOrder {
      const row = own(userId, body.orderId)
      if (row.status !== 'open' && row.status !== 'pending')
        throw unprocessable('position.not.open', 'The position is not open')
      spot.checkAccount(userId)
      tpslErrors(
        row.side,
        row.symbol,
        body.triggerReference,
        body.takeProfit,
        body.stopLoss,
        liquidationOf(row),
      )
      const clean = (v: string | null) => (v === null || v.trim() === '' ? null : v.trim())
      const done = transition(row.id, row.status, (next) => {
        next.take_profit = clean(body.takeProfit)
        next.stop_loss = clean(body.stopLoss)
        next.trigger_reference = body.triggerReference
      })
      if (!done) throw unprocessable('position.not.open', 'The position changed; try again')
      return orderOut(done)
    },
    positions(userId: number, symbol?: string): FuturesOrder[] {
      return repo
        .byUserStatus(userId, 'open')
        .filter((r) => !symbol || r.symbol === symbol)
        .map(orderOut)
    },
    current(userId: number, symbol?: string): FuturesOrder[] {
      return repo
        .byUserStatus(userId, 'pending')
        .filter((r) => !symbol || r.symbol === symbol)
        .map(orderOut)
    },
    history(
      filter: FuturesHistoryFilter,
      pageIndex: number,
      pageSize: number,
    ): DataOf<'futuresOrdersHistory'> {
      const { list, total } = repo.history(filter, pageIndex, pageSize)
      return { list: list.map(orderOut), total, pageIndex, pageSize }
    },
    /** Evaluates queued price ticks now (tests; production drains after each engine call). */
    drain,
    /** Armed orders and positions (tests, audits). */
    armedCount: triggers.armedCount,
    stop,
  }
}

export type FuturesService = ReturnType<typeof createFuturesService>
