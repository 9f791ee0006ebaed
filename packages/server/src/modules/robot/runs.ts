import type { Scheduler } from '../../clock'
import type { AppContext } from '../../context'
import type { BodyOf } from '../../contract/handlers'
import { AppError } from '../../errors'
import type { AuthRepo } from '../auth/repo'
import type { MarketService } from '../market/service'
import { amount, formatAmount } from '../ledger/money'
import type { SpotFillRow, SpotOrderRow } from '../spot/repo'
import type { SpotMarket, SpotService } from '../spot/service'
import { runOut, stepOut } from './present'
import type { EndReason, RobotRepo, RobotRunRow, RobotStepRow, StepKind } from './repo'
import { assignSlot, decide } from './strategies'
import type { MarketGrid, OrderFate, RobotAction } from './strategies'

const OPEN = new Set(['pending', 'partially_filled'])

export const clientPrefix = (runId: number) => `robot-${runId}-`
const runIdOf = (clientOrderId: string): number | null => {
  const m = /^robot-(\d+)-\d+$/.exec(clientOrderId)
  return m ? Number(m[1]) : null
}

/**
 * Running robots: each run ticks on the scheduler, places ordinary spot orders, keeps its own
 * budget from its fills, flattens at its end and resumes after a restart. Every change is
 * written in the transaction that caused it and pushed after commit.
 */
export function createRobotRuns(
  ctx: AppContext & { scheduler: Scheduler },
  repo: RobotRepo,
  spot: SpotService,
  markets: Pick<MarketService, 'status'>,
  users: Pick<AuthRepo, 'findUserById'>,
) {
  const { clock, publisher, scheduler, config, log } = ctx
  const tickMs = config.robotTickSeconds * 1000
  const timers = new Map<number, (() => void)[]>()

  // ---- pushes after commit ----

  const push = ctx.uow.batch<{ userId: number; runId: number; step: RobotStepRow | null }>(
    (batch) => {
      const stepped = new Set(batch.filter((p) => p.step).map((p) => p.runId))
      const seen = new Set<number>()
      for (const p of batch) {
        // Fills without a step push the run once, and not at all when a step pushes it.
        if (!p.step && (stepped.has(p.runId) || seen.has(p.runId))) continue
        seen.add(p.runId)
        const row = repo.run(p.runId)
        if (!row) continue
        publisher.publish(`user:${p.userId}`, {
          type: 'robot',
          run: runOut(row),
          ...(p.step ? { step: stepOut(p.step) } : {}),
        })
      }
    },
  )
  spot.onFill((order, fill) => onFill(order, fill))
  function step(
    run: RobotRunRow,
    kind: StepKind,
    extra: { price?: string | null; quantity?: string | null; orderId?: string | null } = {},
  ): void {
    const row = repo.addStep({
      run_id: run.id,
      kind,
      price: extra.price ?? null,
      quantity: extra.quantity ?? null,
      order_id: extra.orderId ?? null,
      ts: clock.now(),
    })
    push({ userId: run.user_id, runId: run.id, step: row })
  }

  // ---- bookkeeping ----

  /** A fill of one of the run's orders moves its holdings, fees included (same transaction). */
  function onFill(order: SpotOrderRow, fill: SpotFillRow): void {
    const runId = runIdOf(order.client_order_id)
    const run = runId === null ? undefined : repo.run(runId)
    if (!run || run.user_id !== order.user_id) return
    let quote = amount(run.quote_held)
    let base = amount(run.base_held)
    if (fill.side === 'buy') {
      quote -= amount(fill.quote)
      base += amount(fill.quantity) - amount(fill.fee)
    } else {
      base -= amount(fill.quantity)
      quote += amount(fill.quote) - amount(fill.fee)
    }
    repo.setHeld(run.id, formatAmount(quote), formatAmount(base))
    push({ userId: run.user_id, runId: run.id, step: null })
  }

  function gridOf(m: SpotMarket): MarketGrid {
    return {
      lotAmount: m.lotAmount,
      notionalAmount: m.notionalAmount,
      minLots: m.minLots,
      minNotional: m.minNotional,
    }
  }

  /** What the run may still commit: holdings less what its open orders reserve. */
  function budgetOf(run: RobotRunRow, orders: SpotOrderRow[]) {
    let quote = amount(run.quote_held)
    let base = amount(run.base_held)
    for (const o of orders) {
      if (!OPEN.has(o.status)) continue
      if (o.side === 'buy') quote -= amount(o.reserved)
      else base -= amount(o.reserved)
    }
    return { quote: quote > 0n ? quote : 0n, base: base > 0n ? base : 0n }
  }

  /**
   * Whether a market order can trade at all: the best opposite price is inside the engine's
   * slippage band. Spot refuses one that cannot (after the engine saw it), so the robot does not
   * send it: it would only be rolled back.
   */
  function marketable(action: RobotAction, m: SpotMarket): boolean {
    if (action.type !== 'market') return true
    const reference = m.engine.lastPrice
    const best = action.side === 'buy' ? m.engine.bestAsk() : m.engine.bestBid()
    if (reference === null || best === null) return false
    const band = BigInt(m.engine.slippageBps)
    return action.side === 'buy'
      ? best * 10_000n <= reference * (10_000n + band)
      : best * 10_000n >= reference * (10_000n - band)
  }

  /** Places one order of the run; a refused order (balance, ...) leaves no trace. */
  function placeFor(run: RobotRunRow, n: number, action: RobotAction, m: SpotMarket) {
    if (!marketable(action, m)) return null
    const body: BodyOf<'spotOrderPlace'> = {
      clientOrderId: `${clientPrefix(run.id)}${n}`,
      symbol: run.symbol,
      side: action.side,
      type: action.type,
      ...(action.type === 'limit'
        ? { price: m.units.price(action.price), quantity: m.units.quantity(action.lots) }
        : action.side === 'buy'
          ? { quoteAmount: m.units.notional(action.quoteAmount) }
          : { quantity: m.units.quantity(action.lots) }),
    }
    try {
      // A nested transaction is a savepoint: a refusal rolls back only this order.
      const order = ctx.uow.savepoint(() => spot.place(run.user_id, body))
      step(run, action.side === 'buy' ? 'execute_buy' : 'execute_sell', {
        orderId: order.id,
        price: order.type === 'limit' ? order.price : order.averagePrice,
        quantity: order.type === 'limit' ? order.quantity : order.filledQuantity,
      })
      return order
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      log.info({ run: run.id, code: error.code }, 'robot order refused')
      return null
    }
  }

  function endReasonOf(run: RobotRunRow): EndReason | null {
    if (markets.status(run.symbol) !== 0) return 'market_closed'
    if (users.findUserById(run.user_id)?.frozen === 1) return 'account_frozen'
    if (clock.now() >= run.ends_at) return 'completed'
    return null
  }

  function tick(runId: number): void {
    ctx.uow.transaction(() => {
      let run = repo.run(runId)
      if (!run || run.status !== 'running') return stopTimer(runId)
      const reason = endReasonOf(run)
      if (reason) return endRun(run, reason)
      const m = spot.market(run.symbol)
      const price = m.engine.lastPrice
      if (price === null) return step(run, 'queue')
      const priceText = m.units.price(price)
      step(run, 'fetch_price', { price: priceText })
      const orders = spot.ordersByClientPrefix(run.user_id, clientPrefix(run.id))
      const byClient = new Map(orders.map((o) => [o.client_order_id, o]))
      const fate = (id: string): OrderFate => {
        const o = byClient.get(id)
        if (!o || o.status === 'cancelled') return 'cancelled'
        return o.status === 'filled' ? 'filled' : 'open'
      }
      const decision = decide(run.strategy, {
        state: run.state === null ? null : JSON.parse(run.state),
        price,
        budget: budgetOf(run, orders),
        market: gridOf(m),
        params: JSON.parse(run.params) as Record<string, string>,
        investment: amount(run.investment),
        fate,
      })
      let state = decision.state
      let count = run.order_count
      let placed = 0
      for (const action of decision.actions) {
        run = repo.run(runId) as RobotRunRow
        const order = placeFor(run, count + 1, action, m)
        if (!order) continue
        count += 1
        placed += 1
        if (action.type === 'limit')
          state = assignSlot(run.strategy, state, action.slot, order.clientOrderId)
      }
      repo.setDecision(runId, JSON.stringify(state), priceText, count)
      if (placed === 0) step(run, 'queue')
    })
  }

  /**
   * Ends a run: cancels its open orders, sells the base it holds at market when that is at
   * least a lot and the minimum value (so it ends in quote), records `end`.
   */
  function endRun(run: RobotRunRow, reason: EndReason): void {
    stopTimer(run.id)
    for (const o of spot.ordersByClientPrefix(run.user_id, clientPrefix(run.id))) {
      if (!OPEN.has(o.status)) continue
      try {
        ctx.uow.savepoint(() => spot.cancel(run.user_id, String(o.id)))
      } catch (error) {
        if (!(error instanceof AppError)) throw error
      }
    }
    let current = repo.run(run.id) as RobotRunRow
    const m = spot.market(run.symbol)
    const lots = amount(current.base_held) / m.lotAmount
    const price = m.engine.lastPrice
    if (
      reason !== 'market_closed' &&
      reason !== 'account_frozen' &&
      price !== null &&
      lots >= m.minLots &&
      lots * price >= m.minNotional
    ) {
      if (placeFor(current, current.order_count + 1, { side: 'sell', type: 'market', lots }, m))
        repo.countOrder(run.id)
    }
    current = repo.run(run.id) as RobotRunRow
    repo.end(run.id, reason, clock.now())
    step(current, 'end', { price: current.last_price })
  }

  /** Ticks every `tickSeconds`, and once more at `endsAt` so a run ends on time. */
  function schedule(run: RobotRunRow): void {
    stopTimer(run.id)
    const safeTick = () => {
      try {
        tick(run.id)
      } catch (error) {
        log.error({ err: error, run: run.id }, 'robot tick failed')
      }
    }
    timers.set(run.id, [
      scheduler.every(tickMs, safeTick),
      scheduler.after(Math.max(0, run.ends_at - clock.now()), safeTick),
    ])
  }

  function stopTimer(runId: number): void {
    for (const off of timers.get(runId) ?? []) off()
    timers.delete(runId)
  }

  /** Runs that were running when the server stopped resume, or end if their time is up. */
  function resume(): void {
    for (const run of repo.running()) {
      try {
        if (endReasonOf(run)) tick(run.id)
        else schedule(run)
      } catch (error) {
        log.error({ err: error, run: run.id }, 'robot run not resumed')
      }
    }
  }

  return {
    step,
    endRun,
    schedule,
    resume,
    /** Stops every run's timer (server shutdown); the runs stay running and resume on start. */
    stopTimers(): void {
      for (const id of [...timers.keys()]) stopTimer(id)
    },
  }
}
