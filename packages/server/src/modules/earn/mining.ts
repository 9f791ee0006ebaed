import type { MiningEarning, MiningOrder, MiningPool } from '@bourse/api-client'
import {
  checkMiningAmount,
  earnConvert,
  miningExpectedEarnings,
  miningRebate,
  miningSchedule,
  miningSlotAmount,
  miningStartAt,
  miningEndAt,
  type EarnConversionMarket,
} from '@bourse/rules/earn'
import type { AppContext } from '../../context'
import type { BodyOf, DataOf } from '../../contract/handlers'
import { fieldError, notFound, unprocessable } from '../../errors'
import type { AuthRepo } from '../auth/repo'
import type { MarketService } from '../market/service'
import { amount, formatAmount } from '../ledger/money'
import type { LedgerType } from '../ledger/repo'
import type { LedgerService } from '../ledger/service'
import type { SpotService } from '../spot/service'
import type {
  EarnRepo,
  MiningOrderRow,
  MiningPayoutKind,
  MiningPayoutRow,
  MiningPoolRow,
} from './repo'

/** Mining takes the principal from, and pays everything into, the spot account. */
const ACCOUNT = 'spot'

/**
 * Puts a message in a user's message centre inside the caller's transaction (the inbox module's
 * `notify`); `ref` names the event so it is told once.
 */
export type EarnNotify = (
  userId: number,
  kind: 'mining_payout' | 'mining_finished' | 'finance_settled',
  params: Record<string, string>,
  ref?: string,
) => void

export interface EarnDeps {
  /** The account checks every purchase passes. */
  spot: Pick<SpotService, 'checkAccount'>
  ledger: LedgerService
  markets: Pick<MarketService, 'symbols' | 'market' | 'priceAt'>
  users: Pick<AuthRepo, 'findUserById'>
  notify: EarnNotify
}

/** A payout an order still owes or has made: its kind, day and due time. */
interface Slot {
  kind: MiningPayoutKind
  day: number
  at: number
}

const LEDGER: Record<MiningPayoutKind, LedgerType> = {
  earning: 'mining_income',
  principal: 'mining_principal',
  rebate: 'mining_rebate',
}

const termsOf = (o: MiningOrderRow) => ({
  amount: o.amount,
  rate: o.rate,
  rateUnit: o.rate_unit,
  termDays: o.term_days,
  payoutMode: o.payout_mode,
})

/**
 * Mining pools (docs/adr/0013): the purchase locks the principal (it leaves the spot account,
 * `buy_mining`); the job pays each due slot once — the inviter's rebate at the start, earnings
 * daily at 1:00 GMT+8 or at the end, the principal at the end — each payout one row of
 * `mining_payouts` (UNIQUE per order, kind and day) and one ledger entry, in one transaction.
 */
export function createMiningService(ctx: AppContext, repo: EarnRepo, deps: EarnDeps) {
  const { clock, uow } = ctx
  const { spot, ledger, markets, users, notify } = deps

  const poolOut = (p: MiningPoolRow): MiningPool => ({
    id: String(p.id),
    name: p.name,
    rate: p.rate,
    rateUnit: p.rate_unit,
    minAmount: p.min_amount,
    maxAmount: p.max_amount,
    currency: p.currency,
    earningsCurrency: p.earnings_currency,
    termDays: p.term_days,
    payoutMode: p.payout_mode,
    rebateType: p.rebate_type,
    rebateRatio: p.rebate_ratio,
    isOpen: p.is_open === 1,
  })

  function orderOut(o: MiningOrderRow): MiningOrder {
    const out: MiningOrder = {
      id: String(o.id),
      poolId: String(o.pool_id),
      poolName: o.pool_name,
      amount: o.amount,
      currency: o.currency,
      earningsCurrency: o.earnings_currency,
      rate: o.rate,
      rateUnit: o.rate_unit,
      termDays: o.term_days,
      payoutMode: o.payout_mode,
      status: o.status,
      createdAt: o.created_at,
      startAt: o.start_at,
      endAt: o.end_at,
      expectedEarnings: miningExpectedEarnings(termsOf(o)),
      earned: o.earned,
    }
    // The buyer's first payout not made yet (an inviter's rebate is not the buyer's).
    const unpaidFrom = o.next_payout_at
    const next =
      o.status === 'mining' && unpaidFrom !== null
        ? ownSlots(o).find((s) => s.at >= unpaidFrom)
        : undefined
    if (next) out.nextPayoutAt = next.at
    return out
  }

  const payoutOut = (p: MiningPayoutRow, poolName: string): MiningEarning => ({
    id: String(p.id),
    orderId: String(p.order_id),
    poolName,
    kind: p.kind,
    amount: p.amount,
    currency: p.currency,
    ...(p.kind === 'rebate' ? {} : { day: p.day }),
    createdAt: p.paid_at,
  })

  /** The buyer's slots: earnings then the principal. */
  const ownSlots = (o: MiningOrderRow): Slot[] =>
    miningSchedule({ startAt: o.start_at, termDays: o.term_days, payoutMode: o.payout_mode })

  /** Who receives the rebate of an order and how much, or null when it has none. */
  function rebateOf(o: MiningOrderRow): { userId: number; amount: string } | null {
    if (o.rebate_type !== 'inviter') return null
    const inviter = users.findUserById(o.user_id)?.invited_by
    if (!inviter) return null
    const rebate = miningRebate(o.amount, o.rebate_ratio)
    return amount(rebate) > 0n ? { userId: inviter, amount: rebate } : null
  }

  function slotsOf(o: MiningOrderRow): Slot[] {
    const rebate: Slot[] = rebateOf(o) ? [{ kind: 'rebate', day: 0, at: o.start_at }] : []
    return [...rebate, ...ownSlots(o)]
  }

  /** The market converting the mined currency to the earnings currency (either way round). */
  function conversionMarket(from: string, to: string, at: number): EarnConversionMarket | null {
    if (from === to) return null
    for (const symbol of markets.symbols()) {
      const m = markets.market(symbol)
      if ((m.base === to && m.quote === from) || (m.base === from && m.quote === to))
        return { base: m.base, quote: m.quote, price: markets.priceAt(symbol, at) }
    }
    return null
  }

  /** Pays every slot of `o` due at `now` and not paid yet; one transaction; idempotent. */
  function payOrder(orderId: number, now: number): number {
    return uow.transaction(() => {
      const o = repo.miningOrder(orderId)
      if (!o || o.status !== 'mining') return 0
      const paid = new Set(repo.paidSlots(o.id).map((p) => `${p.kind}|${p.day}`))
      const slots = slotsOf(o)
      let earned = amount(o.earned)
      let count = 0
      for (const slot of slots) {
        if (slot.at > now || paid.has(`${slot.kind}|${slot.day}`)) continue
        let recipient = o.user_id
        let currency = o.currency
        let value: string
        if (slot.kind === 'rebate') {
          const rebate = rebateOf(o) as { userId: number; amount: string }
          recipient = rebate.userId
          value = rebate.amount
        } else if (slot.kind === 'earning') {
          currency = o.earnings_currency
          value = earnConvert(
            miningSlotAmount({ kind: 'earning' }, termsOf(o)),
            o.currency,
            currency,
            conversionMarket(o.currency, currency, slot.at),
          )
        } else value = miningSlotAmount({ kind: 'principal' }, termsOf(o))
        const id = repo.insertPayout({
          order_id: o.id,
          user_id: recipient,
          kind: slot.kind,
          day: slot.day,
          amount: value,
          currency,
          due_at: slot.at,
          paid_at: now,
        })
        paid.add(`${slot.kind}|${slot.day}`)
        if (id === null) continue
        count++
        const units = amount(value)
        ledger.move(
          recipient,
          currency,
          LEDGER[slot.kind],
          units,
          0n,
          'mining',
          String(o.id),
          ACCOUNT,
        )
        if (slot.kind === 'earning') earned += units
        notify(
          recipient,
          slot.kind === 'principal' ? 'mining_finished' : 'mining_payout',
          { pool: o.pool_name, amount: value, currency },
          `mining:${id}`,
        )
      }
      const next = slots.find((s) => !paid.has(`${s.kind}|${s.day}`))
      repo.updateMining({
        id: o.id,
        next_payout_at: next ? next.at : null,
        earned: formatAmount(earned),
        status: next ? 'mining' : 'finished',
        finished_at: next ? null : now,
      })
      return count
    })
  }

  return {
    pools: (): MiningPool[] => repo.pools().map(poolOut),
    /** Every pool row (the admin CLI). */
    poolRows: () => repo.pools(),

    buy(userId: number, body: BodyOf<'miningBuy'>): MiningOrder {
      const earlier = repo.miningByClient(userId, body.clientOrderId)
      if (earlier) return orderOut(earlier)
      spot.checkAccount(userId)
      const pool = /^\d+$/.test(body.poolId) ? repo.pool(Number(body.poolId)) : undefined
      if (!pool || pool.is_open !== 1)
        throw notFound('mining.pool.not.found', 'No such pool, or it is not open')
      const row = uow.transaction(() => {
        const again = repo.miningByClient(userId, body.clientOrderId)
        if (again) return again
        const balance = formatAmount(ledger.held(userId, pool.currency, ACCOUNT).available)
        const error = checkMiningAmount(
          { minAmount: pool.min_amount, maxAmount: pool.max_amount },
          body.amount,
          balance,
        )
        if (error === 'balance.insufficient')
          throw unprocessable(
            error,
            `This needs ${body.amount} ${pool.currency} available in the spot account`,
          )
        if (error)
          throw fieldError(
            'body.amount',
            error,
            error === 'mining.amount.range'
              ? `Between ${pool.min_amount} and ${pool.max_amount} ${pool.currency}`
              : 'A positive amount with at most 8 decimals',
          )
        const now = clock.now()
        const startAt = miningStartAt(now)
        const principal = amount(body.amount)
        const order = repo.insertMining({
          user_id: userId,
          client_order_id: body.clientOrderId,
          pool_id: pool.id,
          pool_name: pool.name,
          amount: formatAmount(principal),
          currency: pool.currency,
          earnings_currency: pool.earnings_currency,
          rate: pool.rate,
          rate_unit: pool.rate_unit,
          term_days: pool.term_days,
          payout_mode: pool.payout_mode,
          rebate_type: pool.rebate_type,
          rebate_ratio: pool.rebate_ratio,
          status: 'mining',
          created_at: now,
          start_at: startAt,
          end_at: miningEndAt(startAt, pool.term_days),
          next_payout_at: null,
          earned: '0',
          finished_at: null,
        })
        const next = slotsOf(order)[0] as Slot
        repo.updateMining({
          id: order.id,
          next_payout_at: next.at,
          earned: '0',
          status: 'mining',
          finished_at: null,
        })
        ledger.move(userId, pool.currency, 'buy_mining', -principal, 0n, 'mining', String(order.id))
        return repo.miningOrder(order.id) as MiningOrderRow
      })
      return orderOut(row)
    },

    orders(userId: number, body: BodyOf<'miningOrders'>): DataOf<'miningOrders'> {
      const { list, total } = repo.miningPage(userId, body.status, body.pageIndex, body.pageSize)
      return { list: list.map(orderOut), total, pageIndex: body.pageIndex, pageSize: body.pageSize }
    },

    order(userId: number, orderId: string): MiningOrder {
      const o = repo.miningOrder(Number(orderId))
      if (!o || o.user_id !== userId)
        throw notFound('mining.order.not.found', 'No such mining order')
      return orderOut(o)
    },

    earnings(userId: number, body: BodyOf<'miningEarnings'>): DataOf<'miningEarnings'> {
      const orderId = body.orderId === undefined ? undefined : Number(body.orderId)
      const { list, total } = repo.payoutPage(userId, orderId, body.pageIndex, body.pageSize)
      const names = new Map<number, string>()
      const nameOf = (id: number) => {
        if (!names.has(id)) names.set(id, repo.miningOrder(id)?.pool_name ?? '')
        return names.get(id) as string
      }
      return {
        list: list.map((p) => payoutOut(p, nameOf(p.order_id))),
        total,
        pageIndex: body.pageIndex,
        pageSize: body.pageSize,
      }
    },

    /** Pays every slot due at `now` (each order in its own transaction); returns how many. */
    payDue(now: number, onError: (orderId: number, error: unknown) => void): number {
      let count = 0
      for (const o of repo.miningDue(now)) {
        try {
          count += payOrder(o.id, now)
        } catch (error) {
          onError(o.id, error)
        }
      }
      return count
    },

    nextDue: () => repo.nextMiningDue(),
  }
}

export type MiningService = ReturnType<typeof createMiningService>
