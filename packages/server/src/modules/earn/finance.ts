import type { FinanceOrder, FinanceProduct } from '@bourse/api-client'
import {
  checkFinanceAmount,
  financeAccrued,
  financeDueAt,
  financeInterest,
  financeInterestStart,
} from '@bourse/rules/earn'
import type { AppContext } from '../../context'
import type { BodyOf, DataOf } from '../../contract/handlers'
import { conflict, fieldError, notFound, unprocessable } from '../../errors'
import { amount, formatAmount } from '../ledger/money'
import type { EarnDeps } from './mining'
import type { EarnRepo, FinanceOrderRow, FinanceProductRow } from './repo'

/** Savings are bought from, and paid back into, the financial account. */
const ACCOUNT = 'financial'

/**
 * Fixed-term savings (docs/adr/0013): the purchase takes the amount from the financial account
 * (`buy_financial`) and from the product's surplus funds in one transaction; at the due time the
 * job pays the interest (`financial_income`) and the principal (`financial_principal`); an early
 * transfer out returns the principal alone (`financial_cancel`) and the surplus funds.
 */
export function createFinanceService(
  ctx: AppContext,
  repo: EarnRepo,
  deps: Pick<EarnDeps, 'spot' | 'ledger' | 'notify'>,
) {
  const { clock, uow } = ctx
  const { spot, ledger, notify } = deps

  const productOut = (p: FinanceProductRow): FinanceProduct => ({
    id: String(p.id),
    name: p.name,
    currency: p.currency,
    termDays: p.term_days,
    annualRate: p.annual_rate,
    minAmount: p.min_amount,
    maxAmount: p.max_amount,
    releasedFunds: p.released_funds,
    surplusFunds: p.surplus_funds,
    isOpen: p.is_open === 1,
  })

  function orderOut(o: FinanceOrderRow): FinanceOrder {
    const terms = {
      amount: o.amount,
      annualRate: o.annual_rate,
      termDays: o.term_days,
      interestStartAt: o.interest_start_at,
    }
    const out: FinanceOrder = {
      id: String(o.id),
      productId: String(o.product_id),
      productName: o.product_name,
      currency: o.currency,
      amount: o.amount,
      annualRate: o.annual_rate,
      termDays: o.term_days,
      status: o.status,
      expectedEarnings: financeInterest({ ...terms, days: o.term_days }),
      earnings: o.status === 'settled' ? o.interest : financeAccrued(terms, clock.now()),
      createdAt: o.created_at,
      interestStartAt: o.interest_start_at,
      dueAt: o.due_at,
      early: o.early === 1,
    }
    if (o.settled_at !== null) out.settledAt = o.settled_at
    return out
  }

  function ownOrder(userId: number, orderId: string): FinanceOrderRow {
    const o = /^\d+$/.test(orderId) ? repo.financeOrder(Number(orderId)) : undefined
    if (!o || o.user_id !== userId)
      throw notFound('finance.order.not.found', 'No such savings order')
    return o
  }

  /** Pays interest and principal of an order that is due; idempotent (guarded update). */
  function settle(orderId: number, now: number): boolean {
    return uow.transaction(() => {
      const o = repo.financeOrder(orderId)
      if (!o || o.status !== 'purchasing' || o.due_at > now) return false
      const interest = financeInterest({
        amount: o.amount,
        annualRate: o.annual_rate,
        days: o.term_days,
      })
      if (!repo.settleFinance({ id: o.id, settled_at: now, early: 0, interest })) return false
      const ref = String(o.id)
      ledger.move(
        o.user_id,
        o.currency,
        'financial_income',
        amount(interest),
        0n,
        'finance',
        ref,
        ACCOUNT,
      )
      ledger.move(
        o.user_id,
        o.currency,
        'financial_principal',
        amount(o.amount),
        0n,
        'finance',
        ref,
        ACCOUNT,
      )
      notify(
        o.user_id,
        'finance_settled',
        { product: o.product_name, amount: o.amount, interest, currency: o.currency },
        `finance:${o.id}`,
      )
      return true
    })
  }

  return {
    products: (): FinanceProduct[] => repo.products().map(productOut),
    /** Every product row (the admin CLI). */
    productRows: () => repo.products(),

    buy(userId: number, body: BodyOf<'financeBuy'>): FinanceOrder {
      const earlier = repo.financeByClient(userId, body.clientOrderId)
      if (earlier) return orderOut(earlier)
      spot.checkAccount(userId)
      const id = /^\d+$/.test(body.productId) ? Number(body.productId) : NaN
      const row = uow.transaction(() => {
        const again = repo.financeByClient(userId, body.clientOrderId)
        if (again) return again
        const product = repo.product(id)
        if (!product || product.is_open !== 1)
          throw notFound('finance.product.not.found', 'No such savings product, or it is closed')
        const balance = formatAmount(ledger.held(userId, product.currency, ACCOUNT).available)
        const error = checkFinanceAmount(
          {
            minAmount: product.min_amount,
            maxAmount: product.max_amount,
            surplusFunds: product.surplus_funds,
          },
          body.amount,
          balance,
        )
        if (error === 'balance.insufficient')
          throw unprocessable(
            error,
            `This needs ${body.amount} ${product.currency} available in the financial account`,
          )
        if (error === 'finance.surplus.insufficient')
          throw unprocessable(error, `Only ${product.surplus_funds} ${product.currency} is left`)
        if (error)
          throw fieldError(
            'body.amount',
            error,
            error === 'finance.amount.range'
              ? `Between ${product.min_amount} and ${product.max_amount} ${product.currency}`
              : 'A positive amount with at most 8 decimals',
          )
        const now = clock.now()
        const principal = amount(body.amount)
        const surplus = amount(product.surplus_funds) - principal
        if (surplus < 0n) throw new Error('surplus funds would go below zero')
        repo.setSurplus(product.id, formatAmount(surplus))
        const order = repo.insertFinance({
          user_id: userId,
          client_order_id: body.clientOrderId,
          product_id: product.id,
          product_name: product.name,
          currency: product.currency,
          amount: formatAmount(principal),
          annual_rate: product.annual_rate,
          term_days: product.term_days,
          status: 'purchasing',
          created_at: now,
          interest_start_at: financeInterestStart(now),
          due_at: financeDueAt(now, product.term_days),
          settled_at: null,
          early: 0,
          interest: '0',
        })
        const ref = String(order.id)
        ledger.move(
          userId,
          product.currency,
          'buy_financial',
          -principal,
          0n,
          'finance',
          ref,
          ACCOUNT,
        )
        return order
      })
      return orderOut(row)
    },

    redeem(userId: number, body: BodyOf<'financeRedeem'>): FinanceOrder {
      const o = ownOrder(userId, body.orderId)
      if (o.status === 'settled') {
        if (o.early === 1) return orderOut(o)
        throw conflict('finance.order.settled', 'This order is settled already')
      }
      spot.checkAccount(userId)
      // Due but not reached by the job yet: it matures now, with its interest.
      if (o.due_at <= clock.now() && settle(o.id, clock.now()))
        return orderOut(repo.financeOrder(o.id) as FinanceOrderRow)
      const row = uow.transaction(() => {
        const now = clock.now()
        if (!repo.settleFinance({ id: o.id, settled_at: now, early: 1, interest: '0' })) {
          const settled = repo.financeOrder(o.id) as FinanceOrderRow
          if (settled.early === 1) return settled
          throw conflict('finance.order.settled', 'This order is settled already')
        }
        const principal = amount(o.amount)
        const product = repo.product(o.product_id)
        if (product)
          repo.setSurplus(product.id, formatAmount(amount(product.surplus_funds) + principal))
        ledger.move(
          userId,
          o.currency,
          'financial_cancel',
          principal,
          0n,
          'finance',
          String(o.id),
          ACCOUNT,
        )
        return repo.financeOrder(o.id) as FinanceOrderRow
      })
      return orderOut(row)
    },

    orders(userId: number, body: BodyOf<'financeOrders'>): DataOf<'financeOrders'> {
      const { list, total } = repo.financePage(userId, body.status, body.pageIndex, body.pageSize)
      return { list: list.map(orderOut), total, pageIndex: body.pageIndex, pageSize: body.pageSize }
    },

    order: (userId: number, orderId: string): FinanceOrder => orderOut(ownOrder(userId, orderId)),

    /** Settles every order due at `now` (each in its own transaction); returns how many. */
    settleDue(now: number, onError: (orderId: number, error: unknown) => void): number {
      let count = 0
      for (const o of repo.financeDue(now)) {
        try {
          if (settle(o.id, now)) count++
        } catch (error) {
          onError(o.id, error)
        }
      }
      return count
    },

    nextDue: () => repo.nextFinanceDue(),
  }
}

export type FinanceService = ReturnType<typeof createFinanceService>
