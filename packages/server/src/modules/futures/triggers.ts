import {
  firstTrigger,
  isLiquidated,
  touchedOrCrossed,
  type CloseTrigger,
} from '@bourse/rules/contracts'
import type { AppContext } from '../../context'
import type { MarketService, PriceTick } from '../market/service'
import type { FuturesMapping } from './mapping'
import type { FuturesOrders } from './orders'
import type { FuturesOrderRow, FuturesRepo } from './repo'

/** The two price series a trigger can follow. */
export interface Prices {
  last: string
  mark: string
}

/**
 * Which close fires for an open position on the move prev -> curr of both price series, given
 * its liquidation price.
 */
export function triggerOf(
  row: FuturesOrderRow,
  prev: Prices,
  curr: Prices,
  liquidation: string | null,
): { method: CloseTrigger; price: string } | null {
  if (row.trigger_reference === 'mark') {
    const method = firstTrigger({
      side: row.side,
      prev: prev.mark,
      curr: curr.mark,
      takeProfit: row.take_profit,
      stopLoss: row.stop_loss,
      liquidation,
    })
    if (method) return { method, price: method === 'liquidation' ? curr.mark : curr.last }
    return isLiquidated(row.side, curr.mark, liquidation)
      ? { method: 'liquidation', price: curr.mark }
      : null
  }
  const byLast = firstTrigger({
    side: row.side,
    prev: prev.last,
    curr: curr.last,
    takeProfit: row.take_profit,
    stopLoss: row.stop_loss,
  })
  if (byLast) return { method: byLast, price: curr.last }
  // A level already behind the price (the margin shrank by holding fees) counts as reached.
  const liquidated =
    firstTrigger({ side: row.side, prev: prev.mark, curr: curr.mark, liquidation }) ??
    (isLiquidated(row.side, curr.mark, liquidation) ? 'liquidation' : null)
  return liquidated ? { method: liquidated, price: curr.mark } : null
}

/**
 * TP/SL, liquidation and limit-price triggers (docs/adr/0010), evaluated on every trade's price
 * (touch or cross between the previous and the current price), and holding fees per period.
 * `arm` keeps the live rows per market; `start` subscribes to prices and the clock once the
 * orders that the triggers fire exist.
 */
export function createTriggers(
  ctx: AppContext,
  repo: Pick<FuturesRepo, 'live'>,
  markets: Pick<MarketService, 'onPrice' | 'prices'>,
  map: FuturesMapping,
) {
  const { clock, scheduler } = ctx
  const { contracts, liquidationOf } = map

  const armed = new Map<string, Map<number, FuturesOrderRow>>()
  // The previous prices of each market: a trigger fires when the move from them touches it.
  const seen = new Map<string, Prices>()
  for (const symbol of contracts.keys()) seen.set(symbol, markets.prices(symbol))

  function arm(row: FuturesOrderRow): void {
    let bySymbol = armed.get(row.symbol)
    if (!bySymbol) armed.set(row.symbol, (bySymbol = new Map()))
    if (row.status === 'pending' || row.status === 'open') bySymbol.set(row.id, row)
    else bySymbol.delete(row.id)
  }

  function start(orders: Pick<FuturesOrders, 'openPending' | 'closePosition' | 'chargeHolding'>) {
    const { openPending, closePosition, chargeHolding } = orders

    function evaluate(row: FuturesOrderRow, prev: Prices, curr: Prices): void {
      if (row.status === 'pending') {
        if (row.price !== null && touchedOrCrossed(prev.last, curr.last, row.price))
          openPending(row.id)
        return
      }
      const hit = triggerOf(row, prev, curr, liquidationOf(row))
      if (hit) closePosition(row.id, hit.method, hit.price)
    }

    const queue: PriceTick[] = []
    let scheduled = false

    /** Evaluates the queued price ticks in order (after the engine call that made them). */
    function drain(): void {
      scheduled = false
      while (queue.length) {
        const tick = queue.shift() as PriceTick
        const curr = { last: tick.last, mark: tick.mark }
        const prev = seen.get(tick.symbol) ?? curr
        seen.set(tick.symbol, curr)
        const rows = armed.get(tick.symbol)
        if (!rows || rows.size === 0) continue
        for (const row of [...rows.values()]) {
          try {
            evaluate(row, prev, curr)
          } catch (error) {
            ctx.log.error({ err: error, orderId: row.id }, 'futures trigger failed')
          }
        }
      }
    }

    const offPrice = markets.onPrice((tick) => {
      if (!armed.get(tick.symbol)?.size) {
        seen.set(tick.symbol, { last: tick.last, mark: tick.mark })
        return
      }
      queue.push(tick)
      if (!scheduled) {
        scheduled = true
        queueMicrotask(drain)
      }
    })

    // Restart: every pending order and open position is armed again; a position is judged on the
    // move from its open price to the price now, so a level passed while the server was down fires.
    for (const row of repo.live()) {
      if (!contracts.has(row.symbol)) continue
      arm(row)
    }
    for (const rows of armed.values()) {
      for (const row of [...rows.values()]) {
        if (row.status !== 'open' || row.open_price === null) continue
        const now = markets.prices(row.symbol)
        const hit = triggerOf(
          row,
          { last: row.open_price, mark: row.open_price },
          now,
          liquidationOf(row),
        )
        if (hit) closePosition(row.id, hit.method, hit.price)
      }
    }

    /** Once a second: holding fees that fell due, then live figures of open positions. */
    function second(): void {
      const now = clock.now()
      for (const rows of armed.values()) {
        for (const row of [...rows.values()]) {
          if (row.status !== 'open') continue
          try {
            let current = row
            if (row.next_holding_at !== null && row.next_holding_at <= now) {
              const { mark } = markets.prices(row.symbol)
              current = chargeHolding(row.id, mark) ?? row
              // A margin eaten by fees may now be past its liquidation price.
              const liquidation = liquidationOf(current)
              if (current.status === 'open' && isLiquidated(current.side, mark, liquidation)) {
                closePosition(current.id, 'liquidation', mark)
                continue
              }
            }
            if (current.status === 'open') map.push(current)
          } catch (error) {
            ctx.log.error({ err: error, orderId: row.id }, 'futures housekeeping failed')
          }
        }
      }
    }
    const offSecond = scheduler.every(1000, second)

    return {
      /** Evaluates queued price ticks now (tests; production drains after each engine call). */
      drain,
      stop(): void {
        offPrice()
        offSecond()
      },
    }
  }

  return {
    arm,
    /** Armed orders and positions (tests, audits). */
    armedCount: () => [...armed.values()].reduce((n, m) => n + m.size, 0),
    start,
  }
}
