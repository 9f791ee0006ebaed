import type { AppContext } from '../../context'
import type { BodyOf, DataOf } from '../../contract/handlers'
import type { FeeRate, SpotBalance, SpotFill, SpotOrder, WalletAccount } from '../../contract/types'
import { conflict, fieldError, forbidden, notFound, unprocessable } from '../../errors'
import type { AuthRepo } from '../auth/repo'
import type { EngineEvent, MatchingEngine, OrderState, Trade } from '../market/engine'
import type { MarketRow } from '../market/repo'
import type { MarketService } from '../market/service'
import type { MarketUnits } from '../market/units'
import type { SystemRepo } from '../system/repo'
import { amount, ASSET_DECIMALS, feeOf, formatAmount, rate, ratio } from './money'
import type { HistoryFilter, LedgerType, SpotFillRow, SpotOrderRow, SpotRepo } from './repo'

export const DEMO_CREDIT = { asset: 'USDT', amount: '10000' }
const ACCOUNT: WalletAccount = 'spot'

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
const engineId = (orderId: number) => `o${orderId}`
const orderIdOf = (id: string): number | null => (id.startsWith('o') ? Number(id.slice(1)) : null)

const OPEN = new Set(['pending', 'partially_filled'])

type PlaceBody = BodyOf<'spotOrderPlace'>

/** What another module (the robot) learns from spot trading. */
export interface SpotHooks {
  /** A fill of a user order, inside the transaction that books it. */
  onFill?: (order: SpotOrderRow, fill: SpotFillRow) => void
  /** A user order's new state (after a fill, a cancel or its completion), in that transaction. */
  onOrder?: (order: SpotOrderRow) => void
  /** After a transaction of `atomically` committed (push what it changed). */
  afterCommit?: () => void
  /** After it rolled back (forget what it would have pushed). */
  afterRollback?: () => void
}

/**
 * Spot trading around the matching engines: validation, reservations (frozen funds), fills,
 * fees and the ledger, all for one order in one SQLite transaction; restart recovery; the
 * `user` stream. Market makers own no balances (house liquidity): only user sides are booked.
 */
export function createSpotService(
  ctx: AppContext,
  repo: SpotRepo,
  users: Pick<AuthRepo, 'findUserById'>,
  system: SystemRepo,
) {
  const { db, clock, publisher } = ctx
  const markets = new Map<string, SpotMarket>()
  let marketService: MarketService | null = null
  const hooks: SpotHooks[] = []

  // ---- events pushed after commit: last state per order, fills in order, balances touched ----
  const pendingOrders = new Map<number, SpotOrderRow>()
  const pendingFills: SpotFillRow[] = []
  /** `user|account|asset` keys of balances changed in the open transaction. */
  const pendingBalances = new Set<string>()

  function flushPushes(): void {
    const orders = [...pendingOrders.values()]
    const fills = pendingFills.splice(0)
    const balances = [...pendingBalances]
    pendingOrders.clear()
    pendingBalances.clear()
    for (const row of orders)
      publisher.publish(`user:${row.user_id}`, { type: 'order', order: orderOut(row) })
    for (const f of fills)
      publisher.publish(`user:${f.user_id}`, { type: 'fill', fill: fillOut(f) })
    for (const key of balances) {
      const [user, account, asset] = key.split('|') as [string, WalletAccount, string]
      const userId = Number(user)
      publisher.publish(`user:${userId}`, {
        type: 'balance',
        account,
        balance: balanceOut(userId, asset, account),
      })
    }
    for (const h of hooks) h.afterCommit?.()
  }

  function discardPushes(): void {
    pendingOrders.clear()
    pendingFills.length = 0
    pendingBalances.clear()
    for (const h of hooks) h.afterRollback?.()
  }

  /** Runs `fn` in a transaction (or inside the caller's), pushing events once committed. */
  function atomically<T>(fn: () => T): T {
    if (db.inTransaction) return fn()
    let out: T
    try {
      out = db.transaction(fn)()
    } catch (error) {
      discardPushes()
      throw error
    }
    flushPushes()
    return out
  }

  // ---- balances and ledger ----

  /**
   * The only way a balance changes: one immutable ledger entry per move. `available` and
   * `frozen` change by the given deltas; the entry's amount is their sum (the total's change).
   * Spot's own moves use the spot account; futures, second contracts and transfers name theirs.
   */
  function move(
    userId: number,
    asset: string,
    type: LedgerType,
    dAvailable: bigint,
    dFrozen: bigint,
    refType: string | null,
    refId: string | null,
    account: WalletAccount = ACCOUNT,
  ): void {
    if (dAvailable === 0n && dFrozen === 0n) return
    const now = clock.now()
    const row = repo.balance(userId, asset, account)
    const available = (row ? amount(row.available) : 0n) + dAvailable
    const frozen = (row ? amount(row.frozen) : 0n) + dFrozen
    if (available < 0n || frozen < 0n)
      throw new Error(`balance of user ${userId} ${asset} would go below zero (${type})`)
    repo.upsertBalance({
      user_id: userId,
      account,
      asset,
      available: formatAmount(available),
      frozen: formatAmount(frozen),
      updated_at: now,
    })
    repo.insertLedger({
      user_id: userId,
      account,
      asset,
      type,
      amount: formatAmount(dAvailable + dFrozen),
      frozen_change: formatAmount(dFrozen),
      balance_after: formatAmount(available + frozen),
      ref_type: refType,
      ref_id: refId,
      created_at: now,
    })
    pendingBalances.add(`${userId}|${account}|${asset}`)
  }

  /** What `account` holds of `asset` now, in units of 10^-8. */
  function held(userId: number, asset: string, account: WalletAccount) {
    const row = repo.balance(userId, asset, account)
    return {
      available: row ? amount(row.available) : 0n,
      frozen: row ? amount(row.frozen) : 0n,
    }
  }

  function balanceOut(
    userId: number,
    asset: string,
    account: WalletAccount = ACCOUNT,
  ): SpotBalance {
    const row = repo.balance(userId, asset, account)
    const available = row ? amount(row.available) : 0n
    const frozen = row ? amount(row.frozen) : 0n
    return {
      asset,
      available: formatAmount(available),
      frozen: formatAmount(frozen),
      total: formatAmount(available + frozen),
    }
  }

  // ---- presentation ----

  function orderOut(row: SpotOrderRow): SpotOrder {
    const filled = amount(row.filled_quantity)
    const quote = amount(row.filled_quote)
    const m = markets.get(row.symbol)
    return {
      id: String(row.id),
      clientOrderId: row.client_order_id,
      symbol: row.symbol,
      side: row.side,
      type: row.type,
      price: row.price,
      quantity: row.quantity,
      quoteAmount: row.quote_amount,
      filledQuantity: row.filled_quantity,
      filledQuote: row.filled_quote,
      averagePrice: filled > 0n ? ratio(quote, filled, (m?.units.pricePrecision ?? 2) + 4) : null,
      fee: row.fee,
      feeAsset: row.fee_asset,
      status: row.status,
      cancelReason: row.cancel_reason as SpotOrder['cancelReason'],
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }
  }

  function fillOut(f: SpotFillRow): SpotFill {
    return {
      id: String(f.id),
      orderId: String(f.order_id),
      symbol: f.symbol,
      side: f.side,
      price: f.price,
      quantity: f.quantity,
      quote: f.quote,
      fee: f.fee,
      feeAsset: f.fee_asset,
      role: f.role,
      ts: f.ts,
    }
  }

  // ---- engine events -> balances ----

  function market(symbol: string): SpotMarket {
    const m = markets.get(symbol)
    if (!m) throw notFound('market.not.found', `No market ${symbol}`)
    return m
  }

  function onEngineEvent(m: SpotMarket, event: EngineEvent): void {
    if (db.inTransaction) return applyEvent(m, event)
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
      atomically(() => {
        if (maker !== null) applyFill(m, t, t.makerOrderId, 'maker')
        if (taker !== null) applyFill(m, t, t.takerOrderId, 'taker')
      })
    } else if (event.type === 'order' && userOf(event.order.owner) !== null) {
      atomically(() => applyOrder(event.order))
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
      move(user, m.quote, 'buy_coin', 0n, -quote, 'spot_order', ref)
      if (consumed > quote)
        move(user, m.quote, 'unfreeze', consumed - quote, quote - consumed, 'spot_order', ref)
      reserved -= consumed
      fee = feeOf(base, feeRate)
      move(user, m.base, 'buy_coin', base, 0n, 'spot_order', ref)
      move(user, m.base, 'fee', -fee, 0n, 'spot_order', ref)
    } else {
      move(user, m.base, 'sell_coin', 0n, -base, 'spot_order', ref)
      reserved -= base
      fee = feeOf(quote, feeRate)
      move(user, m.quote, 'sell_coin', quote, 0n, 'spot_order', ref)
      move(user, m.quote, 'fee', -fee, 0n, 'spot_order', ref)
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
    pendingOrders.set(row.id, next)
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
    pendingFills.push(fill)
    for (const h of hooks) h.onFill?.(next, fill)
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
      move(row.user_id, row.reserve_asset, type, reserved, -reserved, 'spot_order', String(row.id))
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
    pendingOrders.set(row.id, next)
    for (const h of hooks) h.onOrder?.(next)
  }

  // ---- markets: attach, restore ----

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
        atomically(() => applyOrder({ ...state, status: 'cancelled', cancelReason: 'cancelled' }))
      }
    }
    // A market closed while the server was down keeps no book.
    if (row.is_open !== 0) engine.cancelAll(undefined, 'market_closed')
  }

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

  interface Plan {
    m: SpotMarket
    price: bigint | undefined
    quantity: bigint | undefined
    quoteAmount: bigint | undefined
    reserve: bigint
    reserveAsset: string
  }

  /** Every check that can refuse an order, before anything is written or matched. */
  function plan(userId: number, body: PlaceBody): Plan {
    checkAccount(userId)
    const m = market(body.symbol)
    marketService?.checkOpen(body.symbol)
    const { units } = m
    let price: bigint | undefined
    let quantity: bigint | undefined
    let quoteAmount: bigint | undefined

    const lots = (text: string) => {
      const v = units.lots(text)
      if (v === null || v <= 0n)
        throw fieldError(
          'body.quantity',
          'order.quantity.invalid',
          `Quantity must be a positive multiple of ${units.quantity(1n)}`,
        )
      if (v < m.minLots)
        throw fieldError(
          'body.quantity',
          'order.quantity.invalid',
          `Quantity must be at least ${units.quantity(m.minLots)}`,
        )
      return v
    }

    if (body.type === 'limit') {
      if (body.quoteAmount !== undefined)
        throw fieldError(
          'body.quoteAmount',
          'request.invalid',
          'quoteAmount is for market buys only',
        )
      if (body.price === undefined)
        throw fieldError('body.price', 'order.price.invalid', 'A limit order needs a price')
      const ticks = units.ticks(body.price)
      if (ticks === null || ticks <= 0n)
        throw fieldError(
          'body.price',
          'order.price.invalid',
          `Price must be a positive multiple of ${units.price(1n)}`,
        )
      if (body.quantity === undefined)
        throw fieldError(
          'body.quantity',
          'order.quantity.invalid',
          'A limit order needs a quantity',
        )
      price = ticks
      quantity = lots(body.quantity)
      if (price * quantity < m.minNotional)
        throw fieldError(
          'body.quantity',
          'order.amount.invalid',
          `The order must be worth at least ${units.notional(m.minNotional)} ${m.quote}`,
        )
    } else {
      if (body.price !== undefined)
        throw fieldError('body.price', 'request.invalid', 'A market order takes no price')
      if (body.side === 'sell' && body.quoteAmount !== undefined)
        throw fieldError(
          'body.quoteAmount',
          'request.invalid',
          'quoteAmount is for market buys only',
        )
      if ((body.quantity === undefined) === (body.quoteAmount === undefined))
        throw fieldError(
          'body.quantity',
          'request.invalid',
          'Give exactly one of quantity and quoteAmount',
        )
      if (body.quantity !== undefined) quantity = lots(body.quantity)
      else {
        const units_ = units.notionalUnits(body.quoteAmount as string)
        if (units_ === null || units_ <= 0n || units_ < m.minNotional)
          throw fieldError(
            'body.quoteAmount',
            'order.amount.invalid',
            `Amount must be at least ${units.notional(m.minNotional)} ${m.quote}`,
          )
        quoteAmount = units_
      }
    }

    let reserve: bigint
    let reserveAsset: string
    if (body.side === 'sell') {
      reserve = (quantity as bigint) * m.lotAmount
      reserveAsset = m.base
    } else {
      reserveAsset = m.quote
      if (price !== undefined) reserve = price * (quantity as bigint) * m.notionalAmount
      else if (quoteAmount !== undefined) reserve = quoteAmount * m.notionalAmount
      else {
        // A market buy by quantity may pay up to the slippage band: reserve that much.
        const reference = m.engine.lastPrice ?? m.engine.bestAsk()
        if (reference === null)
          throw unprocessable('order.slippage.exceeded', 'There is no price to buy at')
        const limit = (reference * (10_000n + BigInt(m.engine.slippageBps))) / 10_000n
        reserve = limit * (quantity as bigint) * m.notionalAmount
      }
    }
    const balance = repo.balance(userId, reserveAsset, ACCOUNT)
    const available = balance ? amount(balance.available) : 0n
    if (available < reserve)
      throw unprocessable('balance.insufficient', `Not enough ${reserveAsset} available`)
    return { m, price, quantity, quoteAmount, reserve, reserveAsset }
  }

  function place(userId: number, body: PlaceBody): SpotOrder {
    const first = repo.byClient(userId, body.clientOrderId)
    if (first) return orderOut(first)
    const row = atomically(() => {
      const p = plan(userId, body)
      const { m } = p
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
      move(userId, p.reserveAsset, 'freeze', -p.reserve, p.reserve, 'spot_order', String(id))
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
    attach,
    bindMarkets(service: MarketService) {
      marketService = service
    },
    /** Lets another module follow fills and commits (the robot's bookkeeping). */
    hook(h: SpotHooks): void {
      hooks.push(h)
    },
    /** Runs `fn` in one transaction with spot's own writes; pushes go out after commit. */
    atomically,
    /**
     * Changes a balance of any account by one ledger entry (inside `atomically`); throws when it
     * would go below zero, so callers check `held` first and answer `balance.insufficient`.
     */
    move,
    held,
    balanceOut,
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
      return orderOut(atomically(() => cancelRow(row)))
    },
    cancelAll(userId: number, symbol?: string): SpotOrder[] {
      if (symbol) market(symbol)
      const rows = repo.openByUser(userId).filter((r) => !symbol || r.symbol === symbol)
      return atomically(() => rows.map(cancelRow)).map(orderOut)
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
      const assets = new Set(repo.balances(userId, ACCOUNT).map((b) => b.asset))
      assets.add(DEMO_CREDIT.asset)
      return [...assets].sort().map((asset) => balanceOut(userId, asset))
    },
    demoCredit(userId: number): SpotBalance {
      if (!ctx.config.demoMode) throw notFound('not.found', 'Demo credit exists in demo mode only')
      checkAccount(userId)
      atomically(() => {
        if (repo.demoCredited(userId))
          throw conflict('demo.credit.used', 'The demo credit was given already')
        move(userId, DEMO_CREDIT.asset, 'demo_credit', amount(DEMO_CREDIT.amount), 0n, 'demo', null)
      })
      return balanceOut(userId, DEMO_CREDIT.asset)
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
