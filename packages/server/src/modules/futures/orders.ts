import type { InboxKind } from '@bourse/api-client'
import {
  estimateOpen,
  holdingFee,
  limitPriceError,
  settleClose,
  validateTpSl,
} from '@bourse/rules/contracts'
import type { AppContext } from '../../context'
import type { BodyOf } from '../../contract/handlers'
import type { FieldError, FuturesOrder, TriggerReference } from '../../contract/types'
import { AppError, fieldError, notFound, unprocessable } from '../../errors'
import type { Notify } from '../inbox/service'
import type { MarketService } from '../market/service'
import { trimDecimal } from '../market/units'
import { amount, formatAmount } from '../ledger/money'
import type { LedgerService } from '../ledger/service'
import type { SpotService } from '../spot/service'
import type { ContractMarket, FuturesMapping } from './mapping'
import type { FuturesOrderRow, FuturesRepo } from './repo'

const ACCOUNT = 'contract'
const ASSET = 'USDT'
const HOUR = 3_600_000

type PlaceBody = BodyOf<'futuresOrderPlace'>
type CloseMethod = NonNullable<FuturesOrderRow['close_method']>

/** The closes the user did not make themselves, and the message that tells of each. */
const TOLD_CLOSES: Partial<Record<CloseMethod, InboxKind>> = {
  take_profit: 'position_take_profit',
  stop_loss: 'position_stop_loss',
  liquidation: 'position_liquidated',
}

/** What the orders of perpetual contracts take from the service that wires them. */
export interface FuturesOrdersDeps {
  ctx: AppContext
  repo: FuturesRepo
  spot: Pick<SpotService, 'checkAccount' | 'feeRate'>
  ledger: LedgerService
  markets: Pick<MarketService, 'checkOpen' | 'prices' | 'units'>
  map: FuturesMapping
  /** Length of a holding-fee period in ms (default: the market's hours). */
  holdingPeriodMs?: number
  /** The message centre: positions closed by TP/SL or liquidation are told there. */
  notify?: Notify
  /** Called with every row written (re-arms its triggers and pushes it to its owner). */
  changed: (row: FuturesOrderRow) => void
}

/**
 * Opening, closing and cancelling (docs/adr/0010). Every money move is a contract-account ledger
 * entry in the transaction of the change, and a row changes status only if it still has the
 * status it was read with, so nothing fires twice.
 */
export function createFuturesOrders(deps: FuturesOrdersDeps) {
  const { ctx, repo, spot, ledger, markets, map, changed } = deps
  const { clock, uow } = ctx
  const { contract } = map

  const periodMs = (c: ContractMarket) => deps.holdingPeriodMs ?? c.row.holding_period_hours * HOUR

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
    if (done) changed(done)
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
        deps.notify?.(
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
    if (earlier) return map.orderOut(earlier)
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
    changed(row)
    return map.orderOut(row)
  }

  function own(userId: number, orderId: string): FuturesOrderRow {
    const id = /^\d{1,15}$/.test(orderId) ? Number(orderId) : NaN
    const row = Number.isSafeInteger(id) ? repo.order(id) : undefined
    if (!row || row.user_id !== userId) throw notFound('order.not.found', 'No such order')
    return row
  }

  return {
    transition,
    openPending,
    closePosition,
    cancelPending,
    chargeHolding,
    place,
    tpslErrors,
    own,
  }
}

export type FuturesOrders = ReturnType<typeof createFuturesOrders>
