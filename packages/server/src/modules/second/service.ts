import {
  secondAmountError,
  secondAveragePrice,
  secondFee,
  secondResult,
  secondSettlement,
  type SecondProductRule,
} from '@bourse/rules/contracts'
import type { AppContext } from '../../context'
import type { BodyOf, DataOf } from '../../contract/handlers'
import type { SecondOffer, SecondOrder, SecondProduct } from '../../contract/types'
import { fieldError, forbidden, unprocessable } from '../../errors'
import type { MarketService } from '../market/service'
import { amount, formatAmount } from '../ledger/money'
import type { LedgerService } from '../ledger/service'
import type { SpotService } from '../spot/service'
import type { SecondOrderRow, SecondProductRow, SecondRepo } from './repo'

const ACCOUNT = 'second'
const ASSET = 'USDT'
/** While a market has no price to settle on, try again this often. */
const RETRY_MS = 1000

export interface SecondOptions {
  /** Operators switch the product off where it is not allowed (SECOND_CONTRACTS=false). */
  enabled: boolean
}

const ruleOf = (p: SecondProductRow): SecondProductRule => ({
  feeType: p.fee_type,
  fee: p.fee,
  payoutRate: p.payout_rate,
  minAmount: p.min_amount,
  maxAmount: p.max_amount,
})

/**
 * Second contracts (docs/adr/0010): a stake on the last price going up or down over a fixed
 * duration. The buy price is locked at acceptance; at expiry the settlement price comes from the
 * same source (the market's last trade at that time); settlement is one guarded transaction, so
 * it happens once, and contracts that fell due while the server was down settle at start-up on
 * the price of their expiry time.
 */
export function createSecondService(
  ctx: AppContext,
  repo: SecondRepo,
  spot: SpotService,
  ledger: LedgerService,
  markets: MarketService,
  options: SecondOptions,
) {
  const { clock, publisher, scheduler, uow } = ctx
  const timers = new Map<number, () => void>()

  function orderOut(row: SecondOrderRow): SecondOrder {
    return {
      id: String(row.id),
      clientOrderId: row.client_order_id,
      symbol: row.symbol,
      direction: row.direction,
      productId: row.product_id,
      durationSeconds: row.duration_seconds,
      payoutRate: row.payout_rate,
      amount: row.amount,
      fee: row.fee,
      status: row.status,
      buyPrice: row.buy_price,
      settlementPrice: row.settlement_price,
      result: row.result,
      profit: row.profit,
      openAt: row.open_at,
      settleAt: row.settle_at,
      createdAt: row.created_at,
      settledAt: row.settled_at,
    }
  }

  const productOut = (p: SecondProductRow): SecondProduct => ({
    id: p.id,
    durationSeconds: p.duration_seconds,
    payoutRate: p.payout_rate,
    feeType: p.fee_type,
    fee: p.fee,
    minAmount: p.min_amount,
    maxAmount: p.max_amount,
  })

  function push(row: SecondOrderRow): void {
    publisher.publish(`user:${row.user_id}`, { type: 'second', order: orderOut(row) })
  }

  /** Runs `fn(id)` at `at` (or at once when past), replacing the contract's earlier timer. */
  function timer(id: number, at: number, fn: (id: number) => unknown): void {
    timers.get(id)?.()
    const off = scheduler.after(Math.max(0, at - clock.now()), () => {
      timers.delete(id)
      fn(id)
    })
    timers.set(id, off)
  }

  /** A pending contract opens at its scheduled open time, a running one settles at expiry. */
  function schedule(row: SecondOrderRow): void {
    if (row.status === 'pending') timer(row.id, row.open_at, open)
    else timer(row.id, row.settle_at, settle)
  }

  /**
   * Opens a pending contract at its scheduled open time on the last price of that time (guarded:
   * once); while its market is closed it stays pending and tries again.
   */
  function open(id: number): SecondOrderRow | null {
    const row = repo.order(id)
    if (!row || row.status !== 'pending' || row.open_at > clock.now()) return null
    if (markets.status(row.symbol) !== 0) {
      timer(row.id, clock.now() + RETRY_MS, open)
      return null
    }
    if (!repo.open(row.id, markets.priceAt(row.symbol, row.open_at))) return null
    const opened = repo.order(row.id) as SecondOrderRow
    push(opened)
    schedule(opened)
    return opened
  }

  /**
   * Settles one contract on the price of its expiry time: holding, then settling, then settled
   * (settlement complete) in one guarded transaction, so money moves once however often it is
   * called. While the market is closed it waits, settling, and tries again.
   */
  function settle(id: number): SecondOrderRow | null {
    const row = repo.order(id)
    if (!row || row.status === 'settled' || row.status === 'pending') return null
    if (row.settle_at > clock.now()) return null
    if (repo.markSettling(row.id)) push({ ...row, status: 'settling' })
    if (markets.status(row.symbol) !== 0) {
      // No price while the market is closed: the contract waits, settling.
      timer(row.id, clock.now() + RETRY_MS, settle)
      return null
    }
    const price = markets.priceAt(row.symbol, row.settle_at)
    const result = secondResult(row.direction, row.buy_price as string, price)
    const { profit, payout } = secondSettlement(row.amount, row.payout_rate, result)
    const now = clock.now()
    const done = uow.transaction(() => {
      const settled = {
        id: row.id,
        settlement_price: price,
        result,
        profit,
        settled_at: now,
      }
      if (!repo.settle(settled)) return null
      const stake = amount(row.amount)
      ledger.move(
        row.user_id,
        ASSET,
        'second_settle',
        amount(payout),
        -stake,
        'second',
        String(row.id),
        ACCOUNT,
      )
      return repo.order(row.id) as SecondOrderRow
    })
    if (done) push(done)
    return done
  }

  // Restart: contracts still running are scheduled again; those past due settle at once.
  for (const row of repo.live()) schedule(row)

  function offer(): SecondOffer {
    return {
      enabled: options.enabled,
      asset: ASSET,
      products: repo.products().map(productOut),
      symbols: markets.symbols(),
    }
  }

  return {
    offer,
    place(userId: number, body: BodyOf<'secondOrderPlace'>): SecondOrder {
      const earlier = repo.byClient(userId, body.clientOrderId)
      if (earlier) return orderOut(earlier)
      if (!options.enabled)
        throw forbidden('second.disabled', 'Second contracts are not offered here')
      spot.checkAccount(userId)
      const product = repo.products().find((p) => p.id === body.productId)
      if (!product)
        throw fieldError('body.productId', 'second.product.not.found', 'No such duration')
      markets.market(body.symbol)
      markets.checkOpen(body.symbol)
      const rule = ruleOf(product)
      const error = secondAmountError(body.amount, rule)
      if (error)
        throw fieldError(
          'body.amount',
          error,
          error === 'second.amount.low'
            ? `The minimum is ${product.min_amount} USDT`
            : error === 'second.amount.high'
              ? `The maximum is ${product.max_amount} USDT`
              : 'The amount must be a positive number with at most 8 decimals',
        )
      let stake: bigint
      try {
        stake = amount(body.amount)
      } catch {
        throw fieldError('body.amount', 'order.amount.invalid', 'At most 8 decimals')
      }
      const fee = amount(secondFee(body.amount, rule))
      const row = uow.transaction(() => {
        const again = repo.byClient(userId, body.clientOrderId)
        if (again) return again
        if (ledger.held(userId, ASSET, ACCOUNT).available < stake + fee)
          throw unprocessable(
            'balance.insufficient',
            `This needs ${formatAmount(stake + fee)} USDT available in the second-contract account`,
          )
        const now = clock.now()
        const later = (body.openInSeconds ?? 0) > 0
        const openAt = now + (body.openInSeconds ?? 0) * 1000
        const inserted = repo.insert({
          user_id: userId,
          client_order_id: body.clientOrderId,
          symbol: body.symbol,
          direction: body.direction,
          product_id: product.id,
          duration_seconds: product.duration_seconds,
          payout_rate: product.payout_rate,
          amount: formatAmount(stake),
          fee: formatAmount(fee),
          status: later ? 'pending' : 'holding',
          buy_price: later ? null : markets.prices(body.symbol).last,
          settlement_price: null,
          result: null,
          profit: null,
          open_at: openAt,
          settle_at: openAt + product.duration_seconds * 1000,
          created_at: now,
          settled_at: null,
        })
        const ref = String(inserted.id)
        ledger.move(userId, ASSET, 'second_stake', -stake, stake, 'second', ref, ACCOUNT)
        ledger.move(userId, ASSET, 'second_fee', -fee, 0n, 'second', ref, ACCOUNT)
        return inserted
      })
      if (row.status !== 'settled' && !timers.has(row.id)) schedule(row)
      push(row)
      return orderOut(row)
    },
    orders(userId: number, body: BodyOf<'secondOrders'>): DataOf<'secondOrders'> {
      const { list, total, fills } = repo.page(
        userId,
        body.open,
        body.symbol,
        body.pageIndex,
        body.pageSize,
      )
      const summary = {
        transactions: fills.length,
        // Prices of different markets do not average.
        averagePrice: body.symbol
          ? secondAveragePrice(fills.map((f) => ({ amount: f.amount, buyPrice: f.buy_price })))
          : null,
      }
      return {
        list: list.map(orderOut),
        total,
        pageIndex: body.pageIndex,
        pageSize: body.pageSize,
        summary,
      }
    },
    /** Opens a pending contract now if its open time has come (tests, the admin CLI). */
    open,
    /** Settles a contract now if it is due (tests, the admin CLI). */
    settle,
    stop(): void {
      for (const off of timers.values()) off()
      timers.clear()
    },
  }
}

export type SecondService = ReturnType<typeof createSecondService>
