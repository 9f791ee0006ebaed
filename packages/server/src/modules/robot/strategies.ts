/**
 * The robot's strategies as pure decision functions (docs/adr/0007): given the strategy's state,
 * the observed market price and what the run may still spend, they return the next state and the
 * orders to place. No I/O, no clock, no floats: prices are ticks, quantities lots, budgets
 * amount units of 10^-8 (`ledger/money.ts`), parameters decimal strings scaled to 10^-8.
 */
import type { RobotStrategy } from '../../contract/types'
import { fromScaled, toScaled } from '../market/units'

export type StrategyId = RobotStrategy['id']

/** Parameter values scaled to 10^-8 (`2` -> 200000000n). */
const SCALE = 10n ** 8n
const HUNDRED = 100n * SCALE

interface ParamSpec {
  name: string
  kind: 'integer' | 'percent'
  min: string
  max: string
  default: string
  step: string
}

interface StrategySpec {
  id: StrategyId
  params: ParamSpec[]
  /** The least investment, in USDT. */
  startingAmount: string
}

export const ROBOT_QUOTE = 'USDT'

export const STRATEGIES: readonly StrategySpec[] = [
  {
    id: 'grid',
    startingAmount: '100',
    params: [
      { name: 'rangePercent', kind: 'percent', min: '0.5', max: '10', default: '2', step: '0.1' },
      { name: 'gridCount', kind: 'integer', min: '2', max: '20', default: '6', step: '1' },
    ],
  },
  {
    id: 'mean_reversion',
    startingAmount: '200',
    params: [
      { name: 'windowSize', kind: 'integer', min: '5', max: '60', default: '12', step: '1' },
      {
        name: 'bandPercent',
        kind: 'percent',
        min: '0.05',
        max: '5',
        default: '0.3',
        step: '0.01',
      },
      { name: 'orderPercent', kind: 'percent', min: '5', max: '50', default: '25', step: '1' },
    ],
  },
]

export function strategySpec(id: StrategyId): StrategySpec {
  const spec = STRATEGIES.find((s) => s.id === id)
  if (!spec) throw new Error(`no strategy ${id}`)
  return spec
}

const scaled = (text: string): bigint | null => toScaled(text, 8)

/** Why a parameter set is refused: the parameter's name and an English message. */
export interface ParamProblem {
  name: string
  message: string
}

/**
 * Checks the given parameters (decimal strings) against the strategy's table and fills in the
 * defaults. Returns the complete, normalised set, or the first problem.
 */
export function resolveParams(
  id: StrategyId,
  given: Record<string, string>,
): { params: Record<string, string> } | { problem: ParamProblem } {
  const spec = strategySpec(id)
  for (const name of Object.keys(given))
    if (!spec.params.some((p) => p.name === name))
      return { problem: { name, message: `${id} has no parameter ${name}` } }
  const params: Record<string, string> = {}
  for (const p of spec.params) {
    const text = given[p.name] ?? p.default
    const v = scaled(text)
    const min = scaled(p.min) as bigint
    const max = scaled(p.max) as bigint
    const step = scaled(p.step) as bigint
    if (v === null || v < min || v > max || (v - min) % step !== 0n)
      return {
        problem: {
          name: p.name,
          message: `${p.name} must be between ${p.min} and ${p.max} in steps of ${p.step}`,
        },
      }
    params[p.name] = fromScaled(v, 8, true)
  }
  return { params }
}

/** What a strategy knows of the market: the lot and tick grid and the order minimums. */
export interface MarketGrid {
  /** Amount units of one lot of base. */
  lotAmount: bigint
  /** Amount units of quote of one tick x lot. */
  notionalAmount: bigint
  minLots: bigint
  /** Least order value, in tick x lot units. */
  minNotional: bigint
}

/** What the run may still commit: its holdings less what its open orders reserve. */
export interface Budget {
  /** Amount units of quote. */
  quote: bigint
  /** Amount units of base. */
  base: bigint
}

export type RobotAction =
  | { side: 'buy' | 'sell'; type: 'limit'; price: bigint; lots: bigint; slot: number }
  | { side: 'buy'; type: 'market'; quoteAmount: bigint }
  | { side: 'sell'; type: 'market'; lots: bigint }

/** What became of an order the strategy asked for. */
export type OrderFate = 'open' | 'filled' | 'cancelled'

export interface DecideInput<S> {
  state: S | null
  /** The observed last price, in ticks. */
  price: bigint
  budget: Budget
  market: MarketGrid
  params: Record<string, string>
  /** The run's investment, in amount units of quote. */
  investment: bigint
  /** The fate of an order the strategy placed, by client order id. */
  fate: (clientOrderId: string) => OrderFate
}

export interface Decision<S> {
  state: S
  actions: RobotAction[]
}

/** Quote cost (amount units) of an action; base cost for sells. */
function costOf(action: RobotAction, market: MarketGrid): Budget {
  if (action.type === 'market')
    return action.side === 'buy'
      ? { quote: action.quoteAmount * market.notionalAmount, base: 0n }
      : { quote: 0n, base: action.lots * market.lotAmount }
  return action.side === 'buy'
    ? { quote: action.price * action.lots * market.notionalAmount, base: 0n }
    : { quote: 0n, base: action.lots * market.lotAmount }
}

/** Whether an order of `lots` at `price` meets the market's minimums. */
const tradable = (lots: bigint, price: bigint, market: MarketGrid): boolean =>
  lots >= market.minLots && lots * price >= market.minNotional

// ---- grid ----

/** One order slot of the grid: the level it rests at, its side and the order holding it. */
export interface GridSlot {
  level: number
  side: 'buy' | 'sell'
  orderId: string | null
}

export interface GridState {
  /** Level prices in ticks (as strings: the state is stored as JSON), lowest first. */
  levels: string[]
  /** Lots per level. */
  lots: string
  slots: GridSlot[]
  /** Whether the base for the sell levels was bought (first decision). */
  stocked: boolean
}

/** The grid's levels: `gridCount` prices spread evenly over price x (1 ± range %). */
export function gridLevels(price: bigint, rangePercent: string, gridCount: number): bigint[] {
  const range = scaled(rangePercent) as bigint
  const lower = (price * (HUNDRED - range)) / HUNDRED
  const upper = (price * (HUNDRED + range)) / HUNDRED
  const levels: bigint[] = []
  const n = BigInt(gridCount - 1)
  for (let i = 0n; i <= n; i++) {
    const level = lower + ((upper - lower) * i) / n
    if (level > 0n && level !== price && !levels.includes(level)) levels.push(level)
  }
  return levels
}

/**
 * Grid: the first decision lays buy levels below and sell levels above the price (buying the
 * base for the sell levels at market); later decisions re-arm every slot whose order is gone: a
 * filled buy at level i becomes a sell at level i + 1, a filled sell at level j a buy at j - 1,
 * a cancelled order is placed again. Each round trip earns one level's spacing less fees.
 */
export function decideGrid(input: DecideInput<GridState>): Decision<GridState> {
  const { price, market, params, investment } = input
  const budget = { ...input.budget }
  const actions: RobotAction[] = []
  let state = input.state
  if (!state) {
    const levels = gridLevels(price, params.rangePercent ?? '2', Number(params.gridCount ?? '6'))
    const perLevel = investment / BigInt(Math.max(levels.length, 1))
    const lots = price > 0n ? perLevel / (price * market.notionalAmount) : 0n
    const slots: GridSlot[] = levels.map((level, i) => ({
      level: i,
      side: level < price ? 'buy' : 'sell',
      orderId: null,
    }))
    state = { levels: levels.map(String), lots: String(lots), slots, stocked: false }
    const sells = BigInt(slots.filter((s) => s.side === 'sell').length)
    const quoteAmount = sells * lots * price
    if (sells > 0n && tradable(sells * lots, price, market)) {
      const buy: RobotAction = { side: 'buy', type: 'market', quoteAmount }
      const cost = costOf(buy, market)
      if (cost.quote <= budget.quote) {
        actions.push(buy)
        budget.quote -= cost.quote
      }
    }
    state.stocked = true
  }
  const levels = state.levels.map((l) => BigInt(l))
  const lots = BigInt(state.lots)
  const slots = state.slots.map((slot): GridSlot => {
    if (slot.orderId === null) return slot
    const fate = input.fate(slot.orderId)
    if (fate === 'open') return slot
    if (fate === 'cancelled') return { ...slot, orderId: null }
    return slot.side === 'buy'
      ? { level: Math.min(slot.level + 1, levels.length - 1), side: 'sell', orderId: null }
      : { level: Math.max(slot.level - 1, 0), side: 'buy', orderId: null }
  })
  slots.forEach((slot, i) => {
    if (slot.orderId !== null) return
    const at = levels[slot.level] as bigint
    let qty = lots
    // The last sell level takes what is left when fees made the stock a little short.
    if (slot.side === 'sell')
      qty = qty < budget.base / market.lotAmount ? qty : budget.base / market.lotAmount
    if (!tradable(qty, at, market)) return
    const action: RobotAction = { side: slot.side, type: 'limit', price: at, lots: qty, slot: i }
    const cost = costOf(action, market)
    if (cost.quote > budget.quote || cost.base > budget.base) return
    budget.quote -= cost.quote
    budget.base -= cost.base
    actions.push(action)
  })
  return { state: { ...state, slots }, actions }
}

// ---- mean reversion ----

export interface MeanReversionState {
  /** The last `windowSize` observed prices, in ticks, oldest first. */
  prices: string[]
}

/** Truncated mean of the window, in ticks. */
export function movingAverage(prices: readonly bigint[]): bigint | null {
  if (prices.length === 0) return null
  return prices.reduce((a, b) => a + b, 0n) / BigInt(prices.length)
}

/**
 * Mean reversion: keeps the moving average of the last `windowSize` observed prices; once the
 * window is full it buys `orderPercent` % of the free quote at market when the price is below
 * average x (1 - band %), and sells all the free base at market when it is above
 * average x (1 + band %).
 */
export function decideMeanReversion(
  input: DecideInput<MeanReversionState>,
): Decision<MeanReversionState> {
  const { price, market, params, budget } = input
  const windowSize = Number(params.windowSize ?? '12')
  const band = scaled(params.bandPercent ?? '0.3') as bigint
  const orderPercent = scaled(params.orderPercent ?? '25') as bigint
  const prices = [...(input.state?.prices ?? []), String(price)].slice(-windowSize)
  const state = { prices }
  const avg = movingAverage(prices.map((p) => BigInt(p)))
  if (avg === null || prices.length < windowSize) return { state, actions: [] }
  if (price * HUNDRED < avg * (HUNDRED - band)) {
    const quoteAmount = (budget.quote * orderPercent) / HUNDRED / market.notionalAmount
    // A market buy by amount must be worth a whole minimum lot at the observed price.
    if (quoteAmount >= market.minNotional && quoteAmount >= market.minLots * price)
      return { state, actions: [{ side: 'buy', type: 'market', quoteAmount }] }
  } else if (price * HUNDRED > avg * (HUNDRED + band)) {
    const lots = budget.base / market.lotAmount
    if (tradable(lots, price, market))
      return { state, actions: [{ side: 'sell', type: 'market', lots }] }
  }
  return { state, actions: [] }
}

/** The strategy's decision function, by id (the state is the strategy's own JSON). */
export function decide(id: StrategyId, input: DecideInput<unknown>): Decision<unknown> {
  return id === 'grid'
    ? decideGrid(input as DecideInput<GridState>)
    : decideMeanReversion(input as DecideInput<MeanReversionState>)
}

/** Records that the order for a grid slot was placed (other strategies keep no slots). */
export function assignSlot(id: StrategyId, state: unknown, slot: number, orderId: string): unknown {
  if (id !== 'grid') return state
  const grid = state as GridState
  return {
    ...grid,
    slots: grid.slots.map((s, i) => (i === slot ? { ...s, orderId } : s)),
  }
}
