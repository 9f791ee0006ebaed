import type { AppContext } from '../../context'
import type { DataOf } from '../../contract/handlers'
import type { FeeRate, SpotBalance, SpotOrder } from '../../contract/types'
import { conflict, forbidden, notFound, unprocessable } from '../../errors'
import type { AuthRepo } from '../auth/repo'
import type { Notify } from '../inbox/service'
import { amount, formatAmount } from '../ledger/money'
import type { LedgerService } from '../ledger/service'
import type { MarketService } from '../market/service'
import type { SystemRepo } from '../system/repo'
import { createSpotBook, engineId, ownerOf } from './book'
import { planOrder } from './plan'
import type { PlaceBody } from './plan'
import { fillOut } from './present'
import type { HistoryFilter, SpotOrderRow, SpotRepo } from './repo'

export type { SpotMarket } from './book'

export const DEMO_CREDIT = { asset: 'USDT', amount: '10000' }
const ACCOUNT = 'spot'

const OPEN = new Set(['pending', 'partially_filled'])

/** What spot trading takes from other modules. */
export interface SpotDeps {
  /** Balances, holds and the ledger: every reservation, fill and fee is a move there. */
  ledger: LedgerService
  users: Pick<AuthRepo, 'findUserById'>
  system: SystemRepo
  /**
   * Refuses orders on a market that is not open. The market service attaches spot to its engines
   * while it builds them (`attach`), so it is reached through this late-bound reference.
   */
  markets: Pick<MarketService, 'checkOpen'>
  /** The message centre: a completely filled order is told there. */
  notify: Notify
}

/**
 * Spot trading around the matching engines (docs/adr/0006): validation, reservations (frozen
 * funds), fills, fees and ledger moves, all for one order in one transaction of the unit of work;
 * restart recovery; the `user` stream's order and fill events, pushed after commit.
 */
export function createSpotService(ctx: AppContext, repo: SpotRepo, deps: SpotDeps) {
  const { clock, uow } = ctx
  const { ledger, users, system } = deps
  const book = createSpotBook(ctx, repo, ledger, deps.notify)
  const { market, orderOut } = book

  // ---- commands ----

  function checkAccount(userId: number): void {
    const user = users.findUserById(userId)
    if (!user) throw notFound('account.not.found', 'No such account')
    if (user.frozen === 1) throw forbidden('account.frozen', 'This account is frozen')
    if (
      system.get('trade_requires_kyc')?.config_value === '1' &&
      user.real_name_status !== 'authenticated'
    )
      throw forbidden('account.not.authenticated', 'Verify your identity before trading')
  }

  function place(userId: number, body: PlaceBody): SpotOrder {
    const first = repo.byClient(userId, body.clientOrderId)
    if (first) return orderOut(first)
    const row = uow.transaction(() => {
      checkAccount(userId)
      const m = market(body.symbol)
      deps.markets.checkOpen(body.symbol)
      const p = planOrder(m, body, (asset) => ledger.held(userId, asset, ACCOUNT).available)
      const id = repo.insertOrder({
        user_id: userId,
        client_order_id: body.clientOrderId,
        symbol: m.symbol,
        side: body.side,
        type: body.type,
        price: p.price !== undefined ? m.units.price(p.price) : null,
        quantity: p.quantity !== undefined ? m.units.quantity(p.quantity) : null,
        quote_amount: p.quoteAmount !== undefined ? m.units.notional(p.quoteAmount) : null,
        fee_asset: body.side === 'buy' ? m.base : m.quote,
        reserved: formatAmount(p.reserve),
        reserve_asset: p.reserveAsset,
        created_at: clock.now(),
      })
      ledger.move(userId, p.reserveAsset, 'freeze', -p.reserve, p.reserve, 'spot_order', String(id))
      const result = m.engine.place({
        id: engineId(id),
        owner: ownerOf(userId),
        side: body.side,
        type: body.type,
        ...(p.price !== undefined ? { price: p.price } : {}),
        ...(p.quantity !== undefined ? { quantity: p.quantity } : {}),
        ...(p.quoteAmount !== undefined ? { quoteAmount: p.quoteAmount } : {}),
      })
      const own = result.events.every((e) => e.type === 'order' && e.order.id === result.order.id)
      if (result.order.filled === 0n && result.order.cancelReason === 'slippage' && own) {
        // Nothing happened in the book: refuse it and roll everything back.
        throw unprocessable('order.slippage.exceeded', 'The market price is outside the 5 % band')
      }
      // The order's events have stored its state (and its engine sequence) already.
      return repo.order(id) as SpotOrderRow
    })
    return orderOut(row)
  }

  function ownOpenOrder(userId: number, orderId: string): SpotOrderRow {
    const id = /^\d+$/.test(orderId) ? Number(orderId) : NaN
    const row = Number.isSafeInteger(id) ? repo.order(id) : undefined
    if (!row || row.user_id !== userId) throw notFound('order.not.found', 'No such order')
    if (!OPEN.has(row.status))
      throw unprocessable('order.not.cancellable', `The order is ${row.status} already`)
    return row
  }

  function cancelRow(row: SpotOrderRow): SpotOrderRow {
    const m = market(row.symbol)
    if (!m.engine.cancel(engineId(row.id), 'cancelled'))
      throw unprocessable('order.not.cancellable', 'The order is not on the book')
    return repo.order(row.id) as SpotOrderRow
  }

  return {
    /** Attaches to a market's engine (the market service calls it for each engine it builds). */
    attach: book.attach,
    /** Follows every fill of a user order, inside the transaction that books it (the robot). */
    onFill: book.onFill,
    /** The checks every trade of the user passes (exists, not frozen, KYC when required). */
    checkAccount,
    /** A market's units, engine and minimums (404 `market.not.found`). */
    market,
    orderOut,
    /** The user's orders whose client id starts with `prefix`, oldest first. */
    ordersByClientPrefix(userId: number, prefix: string): SpotOrderRow[] {
      return repo.byClientPrefix(userId, prefix)
    },
    place,
    cancel(userId: number, orderId: string): SpotOrder {
      const row = ownOpenOrder(userId, orderId)
      return orderOut(uow.transaction(() => cancelRow(row)))
    },
    cancelAll(userId: number, symbol?: string): SpotOrder[] {
      if (symbol) market(symbol)
      const rows = repo.openByUser(userId).filter((r) => !symbol || r.symbol === symbol)
      return uow.transaction(() => rows.map(cancelRow)).map(orderOut)
    },
    current(userId: number, symbol?: string): SpotOrder[] {
      return repo
        .openByUser(userId)
        .filter((r) => !symbol || r.symbol === symbol)
        .map(orderOut)
    },
    history(
      filter: HistoryFilter,
      pageIndex: number,
      pageSize: number,
    ): DataOf<'spotOrderHistory'> {
      const { list, total } = repo.history(filter, pageIndex, pageSize)
      return { list: list.map(orderOut), total, pageIndex, pageSize }
    },
    fills(
      userId: number,
      symbol: string | undefined,
      pageIndex: number,
      pageSize: number,
    ): DataOf<'spotFills'> {
      const { list, total } = repo.fills(userId, symbol, pageIndex, pageSize)
      return { list: list.map(fillOut), total, pageIndex, pageSize }
    },
    /** The caller's fee level and rates; a visitor (null) gets level 0. */
    feeRate(userId: number | null): FeeRate {
      const r = repo.feeRates(userId ?? 0)
      return { level: r.level, makerRate: r.maker_rate, takerRate: r.taker_rate }
    },

    balances(userId: number): SpotBalance[] {
      const assets = new Set(ledger.assets(userId, ACCOUNT))
      assets.add(DEMO_CREDIT.asset)
      return [...assets].sort().map((asset) => ledger.balanceOut(userId, asset, ACCOUNT))
    },
    demoCredit(userId: number): SpotBalance {
      if (!ctx.config.demoMode) throw notFound('not.found', 'Demo credit exists in demo mode only')
      checkAccount(userId)
      uow.transaction(() => {
        if (ledger.hasEntry(userId, 'demo_credit'))
          throw conflict('demo.credit.used', 'The demo credit was given already')
        const credit = amount(DEMO_CREDIT.amount)
        ledger.move(userId, DEMO_CREDIT.asset, 'demo_credit', credit, 0n, 'demo', null)
      })
      return ledger.balanceOut(userId, DEMO_CREDIT.asset, ACCOUNT)
    },
    /** Open reservations per user and asset (tests, audits). */
    openReservations(): Map<string, bigint> {
      const out = new Map<string, bigint>()
      for (const r of repo.openAll()) {
        const key = `${r.user_id}|${r.reserve_asset}`
        out.set(key, (out.get(key) ?? 0n) + amount(r.reserved))
      }
      return out
    },
  }
}

export type SpotService = ReturnType<typeof createSpotService>
