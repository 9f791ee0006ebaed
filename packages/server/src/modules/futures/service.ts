import type { InboxKind } from '@bourse/api-client'
import {
  estimateOpen,
  feeOn,
  firstTrigger,
  holdingFee,
  isLiquidated,
  limitPriceError,
  liquidationPrice,
  maintenanceMargin,
  returnOnEquity,
  riskRate,
  settleClose,
  touchedOrCrossed,
  unrealisedPnl,
  validateTpSl,
  type CloseTrigger,
} from '@bourse/rules/contracts'
import type { AppContext } from '../../context'
import type { BodyOf, DataOf } from '../../contract/handlers'
import type {
  FieldError,
  FuturesMarket,
  FuturesOrder,
  TriggerReference,
} from '../../contract/types'
import { AppError, fieldError, forbidden, notFound, unprocessable } from '../../errors'
import type { MarketService, PriceTick } from '../market/service'
import { trimDecimal } from '../market/units'
import { amount, formatAmount } from '../ledger/money'
import type { LedgerService } from '../ledger/service'
import type { SpotService } from '../spot/service'
import type { Notify } from '../inbox/service'
import { HOLDING_FEE_RATE, HOLDING_PERIOD_HOURS, LEVERAGE_STEPS, seedFor } from './catalog'
import type { FuturesHistoryFilter, FuturesMarketRow, FuturesOrderRow, FuturesRepo } from './repo'

const ACCOUNT = 'contract'
const ASSET = 'USDT'
const HOUR = 3_600_000

type PlaceBody = BodyOf<'futuresOrderPlace'>
type CloseMethod = NonNullable<FuturesOrderRow['close_method']>

interface ContractMarket {
  row: FuturesMarketRow
  tickSize: string
  base: string
  quote: string
  leverageOptions: number[]
}

export interface FuturesOptions {
  /** Length of a holding-fee period in ms (default: the market's hours). Tests shorten it. */
  holdingPeriodMs?: number
  /** The message centre: positions closed by TP/SL or liquidation are told there. */
  notify?: Notify
}

/** The closes the user did not make themselves, and the message that tells of each. */
const TOLD_CLOSES: Partial<Record<CloseMethod, InboxKind>> = {
  take_profit: 'position_take_profit',
  stop_loss: 'position_stop_loss',
  liquidation: 'position_liquidated',
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
  const { clock, publisher, scheduler, uow } = ctx

  // ---- contracts per market ----
  for (const m of markets.markets()) {
    const seed = seedFor(m.base)
    repo.upsertMarket({
      symbol: m.symbol,
      multiplier: seed.multiplier,
      max_leverage: seed.maxLeverage,
      min_lots: 1,
      max_lots: seed.maxLots,
      maintenance_margin_rate: seed.maintenanceMarginRate,
      holding_fee_rate: HOLDING_FEE_RATE,
      holding_period_hours: HOLDING_PERIOD_HOURS,
    })
  }
  const contracts = new Map<string, ContractMarket>()
  for (const row of repo.markets()) {
    const info = markets.market(row.symbol)
    contracts.set(row.symbol, {
      row,
      tickSize: info.tickSize,
      base: info.base,
      quote: info.quote,
      leverageOptions: LEVERAGE_STEPS.filter((l) => l <= row.max_leverage),
    })
  }

  function contract(symbol: string): ContractMarket {
    const c = contracts.get(symbol)
    if (!c) throw notFound('market.not.found', `No contract on ${symbol}`)
    return c
  }

  const periodMs = (c: ContractMarket) =>
    options.holdingPeriodMs ?? c.row.holding_period_hours * HOUR

  // ---- armed orders and positions, per market ----
  const armed = new Map<string, Map<number, FuturesOrderRow>>()
  // The previous prices of each market: a trigger fires when the move from them touches it.
  const seen = new Map<string, { last: string; mark: string }>()
  for (const symbol of contracts.keys()) seen.set(symbol, markets.prices(symbol))

  function arm(row: FuturesOrderRow): void {
    let bySymbol = armed.get(row.symbol)
    if (!bySymbol) armed.set(row.symbol, (bySymbol = new Map()))
    if (row.status === 'pending' || row.status === 'open') bySymbol.set(row.id, row)
    else bySymbol.delete(row.id)
  }

  // Every change writes a new row object (see `transition`), so a row's liquidation price is
  // computed once, not on every price tick that judges it.
  const liquidations = new WeakMap<FuturesOrderRow, string | null>()

  function liquidationOf(row: FuturesOrderRow): string | null {
    if (liquidations.has(row)) return liquidations.get(row) as string | null
    const entry = row.open_price ?? row.price
    const price =
      entry === null
        ? null
        : liquidationPrice({
            side: row.side,
            openPrice: entry,
            lots: row.lots,
            multiplier: row.multiplier,
            margin: row.margin,
            mmr: row.maintenance_margin_rate,
            tickSize: contract(row.symbol).tickSize,
          })
    liquidations.set(row, price)
    return price
  }

  // ---- presentation ----

  function orderOut(row: FuturesOrderRow): FuturesOrder {
    const live = row.status === 'open' && row.open_price !== null
    let figures: Pick<
      FuturesOrder,
      | 'unrealisedPnl'
      | 'roe'
      | 'riskRate'
      | 'liquidationPrice'
      | 'markPrice'
      | 'indexPrice'
      | 'estimatedCloseFee'
    > = {
      unrealisedPnl: null,
      roe: null,
      riskRate: null,
      liquidationPrice: null,
      markPrice: null,
      indexPrice: null,
      estimatedCloseFee: null,
    }
    if (live) {
      const { last, mark } = markets.prices(row.symbol)
      const pnl = unrealisedPnl(row.side, row.open_price as string, mark, row.lots, row.multiplier)
      const maintenance = maintenanceMargin(
        mark,
        row.lots,
        row.multiplier,
        row.maintenance_margin_rate,
      )
      figures = {
        unrealisedPnl: pnl,
        roe: returnOnEquity(pnl, row.margin),
        riskRate: riskRate(row.margin, pnl, maintenance),
        liquidationPrice: liquidationOf(row),
        markPrice: mark,
        indexPrice: last,
        estimatedCloseFee: feeOn(mark, row.lots, row.multiplier, row.close_fee_rate),
      }
    } else if (row.status === 'pending') {
      figures = { ...figures, liquidationPrice: liquidationOf(row) }
    }
    return {
      id: String(row.id),
      clientOrderId: row.client_order_id,
      symbol: row.symbol,
      side: row.side,
      type: row.type,
      status: row.status,
      price: row.price,
      lots: row.lots,
      leverage: row.leverage,
      multiplier: row.multiplier,
      margin: row.margin,
      openFee: row.open_fee,
      closeFee: row.close_fee,
      holdingFee: row.holding_fee,
      takeProfit: row.take_profit,
      stopLoss: row.stop_loss,
      triggerReference: row.trigger_reference,
      openPrice: row.open_price,
      closePrice: row.close_price,
      realisedPnl: row.realised_pnl,
      yieldRate:
        row.status === 'closed' && row.realised_pnl !== null
          ? returnOnEquity(row.realised_pnl, row.margin)
          : null,
      ...figures,
      closeMethod: row.close_method,
      createdAt: row.created_at,
      cancelledAt: row.cancelled_at,
      openedAt: row.opened_at,
      closedAt: row.closed_at,
    }
  }

  function push(row: FuturesOrderRow): void {
    publisher.publish(`user:${row.user_id}`, { type: 'position', position: orderOut(row) })
  }

  function marketOut(c: ContractMarket, userId: number | null): FuturesMarket {
    const rates = spot.feeRate(userId)
    return {
      symbol: c.row.symbol,
      base: c.base,
      quote: c.quote,
      multiplier: c.row.multiplier,
      maxLeverage: c.row.max_leverage,
      leverageOptions: c.leverageOptions,
      tickSize: c.tickSize,
      minLots: c.row.min_lots,
      maxLots: c.row.max_lots,
      maintenanceMarginRate: c.row.maintenance_margin_rate,
      holdingFeeRate: c.row.holding_fee_rate,
      holdingPeriodHours: c.row.holding_period_hours,
      openFeeRate: rates.takerRate,
      closeFeeRate: rates.takerRate,
    }
  }

  // ---- state changes (each in one transaction, guarded by the status it was read with) ----

  /** Runs `change` on a fresh copy of the row in one transaction; null when it no longer applies. */
  function transition(
    id: number,
    expected: FuturesOrderRow['status'],
    change: (row: FuturesOrderRow, now: number) => void,
  ): FuturesOrderRow | null {
    const done = uow.transaction(() => {
      const fresh = repo.order(id)
      if (!fresh || fresh.status !== expected) return null
      const now = clock.now()
      const next = { ...fresh, updated_at: now }
      change(next, now)
      if (!repo.update(next, expected)) throw new Error(`futures order ${id} changed under us`)
      return next
    })
    if (done) {
      arm(done)
      push(done)
    }
    return done
  }

  const units = (text: string) => amount(text)

  function openPending(id: number): FuturesOrderRow | null {
    return transition(id, 'pending', (row, now) => {
      row.status = 'open'
      row.open_price = row.price
      row.opened_at = now
      row.next_holding_at = now + periodMs(contract(row.symbol))
    })
  }

  function closePosition(
    id: number,
    method: CloseMethod,
    closePrice: string,
  ): FuturesOrderRow | null {
    return transition(id, 'open', (row, now) => {
      const s = settleClose({
        side: row.side,
        openPrice: row.open_price as string,
        closePrice,
        lots: row.lots,
        multiplier: row.multiplier,
        margin: row.margin,
        closeFeeRate: row.close_fee_rate,
      })
      const margin = units(row.margin)
      const income = units(s.income)
      // The fee charged is what is left of it when the loss was cut at the margin.
      let fee = units(s.closeFee)
      if (s.capped) {
        const room = margin + units(s.pnl)
        fee = room <= 0n ? 0n : room < fee ? room : fee
      }
      const pnl = income + fee
      const ref = String(row.id)
      ledger.move(row.user_id, ASSET, 'margin_income', margin, -margin, 'futures', ref, ACCOUNT)
      ledger.move(row.user_id, ASSET, 'contract_income', pnl, 0n, 'futures', ref, ACCOUNT)
      ledger.move(row.user_id, ASSET, 'close_fee', -fee, 0n, 'futures', ref, ACCOUNT)
      row.status = 'closed'
      row.close_price = closePrice
      row.close_fee = formatAmount(fee)
      row.realised_pnl = formatAmount(income)
      row.close_method = method
      row.closed_at = now
      row.next_holding_at = null
      const told = TOLD_CLOSES[method]
      if (told)
        options.notify?.(
          row.user_id,
          told,
          { symbol: row.symbol, side: row.side, price: closePrice, pnl: formatAmount(income) },
          `position:${row.id}`,
        )
    })
  }

  function cancelPending(id: number): FuturesOrderRow | null {
    return transition(id, 'pending', (row, now) => {
      const margin = units(row.margin)
      const fee = units(row.open_fee)
      const type =
        row.side === 'long' ? 'margin_returned_long_cancel' : 'margin_returned_short_cancel'
      ledger.move(
        row.user_id,
        ASSET,
        type,
        margin + fee,
        -margin,
        'futures',
        String(row.id),
        ACCOUNT,
      )
      row.status = 'cancelled'
      row.cancelled_at = now
    })
  }

  function chargeHolding(id: number, mark: string): FuturesOrderRow | null {
    return transition(id, 'open', (row) => {
      const c = contract(row.symbol)
      const fee = units(
        holdingFee(mark, row.lots, row.multiplier, c.row.holding_fee_rate, row.margin),
      )
      ledger.move(row.user_id, ASSET, 'holding_fee', 0n, -fee, 'futures', String(row.id), ACCOUNT)
      row.margin = formatAmount(units(row.margin) - fee)
      row.holding_fee = formatAmount(units(row.holding_fee) + fee)
      row.next_holding_at = (row.next_holding_at ?? clock.now()) + periodMs(c)
    })
  }

  // ---- triggers ----

  /** Which close fires for an open position on the move prev -> curr of both price series. */
  function triggerOf(
    row: FuturesOrderRow,
    prev: { last: string; mark: string },
    curr: { last: string; mark: string },
  ): { method: CloseTrigger; price: string } | null {
    const liquidation = liquidationOf(row)
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

  function evaluate(
    row: FuturesOrderRow,
    prev: { last: string; mark: string },
    curr: { last: string; mark: string },
  ): void {
    if (row.status === 'pending') {
      if (row.price !== null && touchedOrCrossed(prev.last, curr.last, row.price))
        openPending(row.id)
      return
    }
    const hit = triggerOf(row, prev, curr)
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
      const hit = triggerOf(row, { last: row.open_price, mark: row.open_price }, now)
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
          if (current.status === 'open') push(current)
        } catch (error) {
          ctx.log.error({ err: error, orderId: row.id }, 'futures housekeeping failed')
        }
      }
    }
  }
  const offSecond = scheduler.every(1000, second)

  // ---- commands ----

  function tpslErrors(
    side: FuturesOrderRow['side'],
    symbol: string,
    reference: TriggerReference,
    takeProfit: string | null | undefined,
    stopLoss: string | null | undefined,
    liquidation: string | null,
  ): void {
    const prices = markets.prices(symbol)
    const referencePrice = reference === 'mark' ? prices.mark : prices.last
    const result = validateTpSl({
      side,
      referencePrice,
      takeProfit,
      stopLoss,
      tickSize: contract(symbol).tickSize,
      liquidationPrice: liquidation,
    })
    if (result.ok) return
    const fields: FieldError[] = []
    if (result.takeProfit)
      fields.push({
        field: 'body.takeProfit',
        code: result.takeProfit,
        message: `Take-profit refused (${result.takeProfit}) against the ${reference} price ${referencePrice}`,
      })
    if (result.stopLoss)
      fields.push({
        field: 'body.stopLoss',
        code: result.stopLoss,
        message: `Stop-loss refused (${result.stopLoss}) against the ${reference} price ${referencePrice}`,
      })
    const first = fields[0] as FieldError
    throw new AppError(400, first.code, first.message ?? first.code, { fields })
  }

  function place(userId: number, body: PlaceBody): FuturesOrder {
    const earlier = repo.byClient(userId, body.clientOrderId)
    if (earlier) return orderOut(earlier)
    spot.checkAccount(userId)
    const c = contract(body.symbol)
    markets.checkOpen(body.symbol)
    if (!Number.isInteger(body.lots) || body.lots < c.row.min_lots || body.lots > c.row.max_lots)
      throw fieldError(
        'body.lots',
        'futures.lots.invalid',
        `Lots must be a whole number from ${c.row.min_lots} to ${c.row.max_lots}`,
      )
    if (!c.leverageOptions.includes(body.leverage))
      throw fieldError(
        'body.leverage',
        'futures.leverage.invalid',
        `Leverage must be one of ${c.leverageOptions.join(', ')}`,
      )
    const prices = markets.prices(body.symbol)
    let entry = prices.last
    if (body.type === 'limit') {
      const ticks = body.price === undefined ? null : markets.units(body.symbol).ticks(body.price)
      if (body.price === undefined || ticks === null || ticks <= 0n)
        throw fieldError(
          'body.price',
          'order.price.invalid',
          `A limit order needs a price on the ${c.tickSize} grid`,
        )
      if (limitPriceError(body.side, body.price, prices.last))
        throw fieldError(
          'body.price',
          'futures.limit.price.side',
          body.side === 'long'
            ? `A long limit price must not be above the market price ${prices.last}`
            : `A short limit price must not be below the market price ${prices.last}`,
        )
      entry = trimDecimal(markets.units(body.symbol).price(ticks))
    } else if (body.price !== undefined)
      throw fieldError('body.price', 'request.invalid', 'A market order takes no price')
    const rates = spot.feeRate(userId)
    const estimate = estimateOpen({
      side: body.side,
      price: entry,
      lots: body.lots,
      multiplier: c.row.multiplier,
      leverage: body.leverage,
      // One open rate for both types: a limit order waits off-book and adds no liquidity.
      feeRate: rates.takerRate,
      mmr: c.row.maintenance_margin_rate,
      tickSize: c.tickSize,
    })
    const reference = body.triggerReference ?? 'last'
    tpslErrors(
      body.side,
      body.symbol,
      reference,
      body.takeProfit,
      body.stopLoss,
      estimate.liquidationPrice,
    )
    const margin = units(estimate.margin)
    const fee = units(estimate.fee)
    const row = uow.transaction(() => {
      const again = repo.byClient(userId, body.clientOrderId)
      if (again) return again
      if (ledger.held(userId, ASSET, ACCOUNT).available < margin + fee)
        throw unprocessable(
          'balance.insufficient',
          `Opening needs ${formatAmount(margin + fee)} USDT available in the contract account`,
        )
      const now = clock.now()
      const market = body.type === 'market'
      const inserted = repo.insert({
        user_id: userId,
        client_order_id: body.clientOrderId,
        symbol: body.symbol,
        side: body.side,
        type: body.type,
        status: market ? 'open' : 'pending',
        price: market ? null : entry,
        lots: body.lots,
        leverage: body.leverage,
        multiplier: c.row.multiplier,
        maintenance_margin_rate: c.row.maintenance_margin_rate,
        margin: estimate.margin,
        open_fee: estimate.fee,
        close_fee: '0',
        close_fee_rate: rates.takerRate,
        holding_fee: '0',
        take_profit: body.takeProfit ?? null,
        stop_loss: body.stopLoss ?? null,
        trigger_reference: reference,
        open_price: market ? entry : null,
        close_price: null,
        realised_pnl: null,
        close_method: null,
        next_holding_at: market ? now + periodMs(c) : null,
        created_at: now,
        cancelled_at: null,
        opened_at: market ? now : null,
        closed_at: null,
        updated_at: now,
      })
      const ref = String(inserted.id)
      const long = body.side === 'long'
      ledger.move(
        userId,
        ASSET,
        long ? 'long_margin' : 'short_margin',
        -margin,
        margin,
        'futures',
        ref,
        ACCOUNT,
      )
      ledger.move(
        userId,
        ASSET,
        long ? 'long_open_fee' : 'short_open_fee',
        -fee,
        0n,
        'futures',
        ref,
        ACCOUNT,
      )
      return inserted
    })
    arm(row)
    push(row)
    return orderOut(row)
  }

  function own(userId: number, orderId: string): FuturesOrderRow {
    const id = /^\d{1,15}$/.test(orderId) ? Number(orderId) : NaN
    const row = Number.isSafeInteger(id) ? repo.order(id) : undefined
    if (!row || row.user_id !== userId) throw notFound('order.not.found', 'No such order')
    return row
  }

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
    armedCount: () => [...armed.values()].reduce((n, m) => n + m.size, 0),
    stop(): void {
      offPrice()
      offSecond()
    },
  }
}

export type FuturesService = ReturnType<typeof createFuturesService>
