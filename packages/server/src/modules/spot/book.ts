import type { AppContext } from '../../context'
import { notFound } from '../../errors'
import { tellFilled } from '../inbox/service'
import type { Notify } from '../inbox/service'
import { amount, ASSET_DECIMALS, feeOf, formatAmount, rate } from '../ledger/money'
import type { LedgerType } from '../ledger/repo'
import type { LedgerService } from '../ledger/service'
import type { EngineEvent, MatchingEngine, OrderState, Trade } from '../market/engine'
import type { MarketRow } from '../market/repo'
import type { MarketUnits } from '../market/units'
import { fillOut, orderOut } from './present'
import type { SpotFillRow, SpotOrderRow, SpotRepo } from './repo'

/** One market as spot trading sees it: its engine and the unit conversions to amounts. */
export interface SpotMarket {
  symbol: string
  engine: MatchingEngine
  units: MarketUnits
  base: string
  quote: string
  /** Amount units (10^-8) of one lot of base. */
  lotAmount: bigint
  /** Amount units (10^-8) of quote of one notional unit (tick x lot). */
  notionalAmount: bigint
  minLots: bigint
  minNotional: bigint
}

/** Engine owner id of a user; market makers and takers are `mm:` / `taker:` owners. */
export const ownerOf = (userId: number) => `u:${userId}`
const userOf = (owner: string): number | null =>
  owner.startsWith('u:') ? Number(owner.slice(2)) : null
export const engineId = (orderId: number) => `o${orderId}`
const orderIdOf = (id: string): number | null => (id.startsWith('o') ? Number(id.slice(1)) : null)

/** Hears of each fill of a user order, inside the transaction that books it (the robot). */
export type FillListener = (order: SpotOrderRow, fill: SpotFillRow) => void

type Push = { order: SpotOrderRow } | { fill: SpotFillRow }

/**
 * The engines' side of spot trading: each market's engine and units, and every `trade` and
 * `order` event of a user order booked (fills, fees, ledger moves, status), pushed after commit.
 * Market makers own no balances (house liquidity): only user sides are booked.
 */
export function createSpotBook(
  ctx: Pick<AppContext, 'uow' | 'log' | 'publisher'>,
  repo: SpotRepo,
  ledger: LedgerService,
  /** The message centre: a completely filled order is told there. */
  notify: Notify,
) {
  const { uow, publisher } = ctx
  const markets = new Map<string, SpotMarket>()
  const fillListeners: FillListener[] = []

  const out = (row: SpotOrderRow) => orderOut(row, markets.get(row.symbol)?.units.pricePrecision)

  // After commit: the last state of each order changed, then the fills in order.
  const push = uow.batch<Push>((items) => {
    const orders = new Map<number, SpotOrderRow>()
    const fills: SpotFillRow[] = []
    for (const item of items) {
      if ('order' in item) orders.set(item.order.id, item.order)
      else fills.push(item.fill)
    }
    for (const row of orders.values())
      publisher.publish(`user:${row.user_id}`, { type: 'order', order: out(row) })
    for (const f of fills)
      publisher.publish(`user:${f.user_id}`, { type: 'fill', fill: fillOut(f) })
  })

  function market(symbol: string): SpotMarket {
    const m = markets.get(symbol)
    if (!m) throw notFound('market.not.found', `No market ${symbol}`)
    return m
  }

  function onEngineEvent(m: SpotMarket, event: EngineEvent): void {
    if (uow.inTransaction) return applyEvent(m, event)
    // Outside a user's command (simulator trades, market closing): each event is its own
    // transaction; a failure is logged and must not stop the market's loop.
    try {
      applyEvent(m, event)
    } catch (error) {
      ctx.log.error({ err: error, symbol: m.symbol }, 'spot event not applied')
    }
  }

  function applyEvent(m: SpotMarket, event: EngineEvent): void {
    if (event.type === 'trade') {
      const t = event.trade
      const maker = userOf(t.makerOwner)
      const taker = userOf(t.takerOwner)
      if (maker === null && taker === null) return
      uow.transaction(() => {
        if (maker !== null) applyFill(m, t, t.makerOrderId, 'maker')
        if (taker !== null) applyFill(m, t, t.takerOrderId, 'taker')
      })
    } else if (event.type === 'order' && userOf(event.order.owner) !== null) {
      uow.transaction(() => applyOrder(event.order))
    }
  }

  function rowOf(engineOrderId: string): SpotOrderRow {
    const id = orderIdOf(engineOrderId)
    const row = id === null ? undefined : repo.order(id)
    if (!row) throw new Error(`no spot order for engine order ${engineOrderId}`)
    return row
  }

  /** One fill of a user order: frozen -> spent, the other asset received, the fee charged. */
  function applyFill(m: SpotMarket, t: Trade, engineOrderId: string, role: 'maker' | 'taker') {
    const row = rowOf(engineOrderId)
    const user = row.user_id
    const base = t.quantity * m.lotAmount
    const quote = t.quantity * t.price * m.notionalAmount
    const rates = repo.feeRates(user)
    const feeRate = rate(role === 'maker' ? rates.maker_rate : rates.taker_rate)
    const ref = String(row.id)
    let reserved = amount(row.reserved)
    let fee: bigint
    if (row.side === 'buy') {
      // A limit buy reserved its limit price per lot; a better fill price gives the rest back.
      const consumed =
        row.type === 'limit'
          ? t.quantity * (m.units.ticks(row.price as string) as bigint) * m.notionalAmount
          : quote
      ledger.move(user, m.quote, 'buy_coin', 0n, -quote, 'spot_order', ref)
      if (consumed > quote)
        ledger.move(
          user,
          m.quote,
          'unfreeze',
          consumed - quote,
          quote - consumed,
          'spot_order',
          ref,
        )
      reserved -= consumed
      fee = feeOf(base, feeRate)
      ledger.move(user, m.base, 'buy_coin', base, 0n, 'spot_order', ref)
      ledger.move(user, m.base, 'fee', -fee, 0n, 'spot_order', ref)
    } else {
      ledger.move(user, m.base, 'sell_coin', 0n, -base, 'spot_order', ref)
      reserved -= base
      fee = feeOf(quote, feeRate)
      ledger.move(user, m.quote, 'sell_coin', quote, 0n, 'spot_order', ref)
      ledger.move(user, m.quote, 'fee', -fee, 0n, 'spot_order', ref)
    }
    if (reserved < 0n) throw new Error(`order ${row.id} spent more than it reserved`)
    const next: SpotOrderRow = {
      ...row,
      filled_quantity: formatAmount(amount(row.filled_quantity) + base),
      filled_quote: formatAmount(amount(row.filled_quote) + quote),
      fee: formatAmount(amount(row.fee) + fee),
      status: 'partially_filled',
      reserved: formatAmount(reserved),
      updated_at: t.ts,
    }
    repo.updateOrder(next)
    push({ order: next })
    const fill = repo.insertFill({
      order_id: row.id,
      user_id: user,
      symbol: m.symbol,
      side: row.side,
      price: m.units.price(t.price),
      quantity: formatAmount(base),
      quote: formatAmount(quote),
      fee: formatAmount(fee),
      fee_asset: row.fee_asset,
      role,
      trade_id: t.id,
      ts: t.ts,
    })
    push({ fill })
    for (const listener of fillListeners) listener(next, fill)
  }

  /** A state change of a user order: status; once done, what it still holds is released. */
  function applyOrder(state: OrderState): void {
    const row = rowOf(state.id)
    const done =
      state.status === 'filled' || state.status === 'cancelled' || state.status === 'rejected'
    const status: SpotOrderRow['status'] =
      state.status === 'rejected'
        ? 'cancelled'
        : state.status === 'new'
          ? state.filled > 0n
            ? 'partially_filled'
            : 'pending'
          : state.status
    let reserved = amount(row.reserved)
    if (done && reserved > 0n) {
      const type: LedgerType =
        status === 'cancelled'
          ? row.side === 'buy'
            ? 'cancelled_purchase'
            : 'cancelled_sale'
          : 'unfreeze'
      const ref = String(row.id)
      ledger.move(row.user_id, row.reserve_asset, type, reserved, -reserved, 'spot_order', ref)
      reserved = 0n
    }
    const next: SpotOrderRow = {
      ...row,
      status,
      seq: state.seq,
      cancel_reason: status === 'cancelled' ? (state.cancelReason ?? 'cancelled') : null,
      reserved: formatAmount(reserved),
      updated_at: state.updatedAt,
    }
    if (state.cancelReason === 'post_only') next.cancel_reason = 'cancelled'
    repo.updateOrder(next)
    push({ order: next })
    tellFilled(next, notify)
  }

  /** Attaches to a market's engine and puts the resting user orders back, in priority order. */
  function attach(input: {
    symbol: string
    engine: MatchingEngine
    units: MarketUnits
    row: MarketRow
  }): void {
    const { symbol, engine, units, row } = input
    if (units.pricePrecision + units.quantityPrecision > ASSET_DECIMALS)
      throw new Error(`${symbol}: prices x quantities need more than ${ASSET_DECIMALS} decimals`)
    const m: SpotMarket = {
      symbol,
      engine,
      units,
      base: row.base,
      quote: row.quote,
      lotAmount: amount(units.quantity(1n)),
      notionalAmount: amount(units.notional(1n)),
      minLots: units.lots(row.min_quantity) ?? 1n,
      minNotional: units.notionalUnits(row.min_notional) ?? 0n,
    }
    markets.set(symbol, m)
    engine.onEvent((event) => onEngineEvent(m, event))
    for (const order of repo.openBySymbol(symbol)) {
      const quantity = units.lots(order.quantity ?? '') ?? 0n
      const filled = amount(order.filled_quantity) / m.lotAmount
      const state: OrderState = {
        id: engineId(order.id),
        owner: ownerOf(order.user_id),
        side: order.side,
        type: 'limit',
        timeInForce: 'GTC',
        price: units.ticks(order.price ?? '') ?? 0n,
        quantity,
        quoteAmount: null,
        filled,
        filledQuote: amount(order.filled_quote) / m.notionalAmount,
        remaining: quantity - filled,
        status: filled > 0n ? 'partially_filled' : 'new',
        cancelReason: null,
        seq: order.seq,
        createdAt: order.created_at,
        updatedAt: order.updated_at,
      }
      try {
        engine.restore(state)
      } catch (error) {
        // Cannot rest (corrupt row, would cross): cancel it and release its funds.
        ctx.log.error({ err: error, order: order.id }, 'spot order not restored; cancelled')
        uow.transaction(() =>
          applyOrder({ ...state, status: 'cancelled', cancelReason: 'cancelled' }),
        )
      }
    }
    // A market closed while the server was down keeps no book.
    if (row.is_open !== 0) engine.cancelAll(undefined, 'market_closed')
  }

  return {
    attach,
    market,
    orderOut: out,
    /** Follows every fill of a user order, inside the transaction that books it. */
    onFill(listener: FillListener): void {
      fillListeners.push(listener)
    },
  }
}
