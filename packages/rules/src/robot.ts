import type {
  RobotParam,
  RobotRun,
  RobotRunDetail,
  RobotStep,
  RobotStrategy,
  SpotOrder,
} from '@bourse/api-client'
import { compare, isDecimal, isZero, roundToStep, sub } from './decimal'

/*
 * The quantitative robot's rules: checking the start form before it is sent (the server checks
 * again), the parameter defaults, and keeping a run's steps and orders current from pushed
 * `robot` and `order` events.
 */

/** Why a strategy parameter is refused. */
export type RobotParamError = 'required' | 'belowMin' | 'aboveMax' | 'offStep'

/** Why the investment is refused. */
export type RobotInvestmentError = 'required' | 'zero' | 'belowStartingAmount' | 'aboveAvailable'

/** What the user filled in to start a run. */
export type RobotStartForm = {
  /** Parameter name -> decimal string as typed ('' when empty). */
  params: Readonly<Record<string, string>>
  /** Decimal string in the strategy's quote asset; '' when empty. */
  investment: string
  secretKey: string
}

/** Field errors of the start form; a field without an error is absent. */
export type RobotStartErrors = {
  params: Partial<Record<string, RobotParamError>>
  investment?: RobotInvestmentError
  secretKey?: 'required'
}

/** The strategy's parameters at their defaults. */
export function defaultRobotParams(
  strategy: Pick<RobotStrategy, 'params'>,
): Record<string, string> {
  return Object.fromEntries(strategy.params.map((p) => [p.name, p.default]))
}

/** Whether `value` lies on the parameter's grid, counted from its minimum. */
function onStep(value: string, param: Pick<RobotParam, 'min' | 'step'>): boolean {
  if (isZero(param.step)) return true
  const offset = sub(value, param.min)
  return compare(roundToStep(offset, param.step, 'trunc'), offset) === 0
}

/** The error of one parameter value, or undefined when it is accepted. */
export function robotParamError(
  param: RobotParam,
  value: string | undefined,
): RobotParamError | undefined {
  if (value === undefined || !isDecimal(value)) return 'required'
  if (compare(value, param.min) < 0) return 'belowMin'
  if (compare(value, param.max) > 0) return 'aboveMax'
  if (!onStep(value, param)) return 'offStep'
  return undefined
}

/**
 * The error of the investment: not empty, not 0, at least the strategy's starting amount and at
 * most what the spot account has available in the quote asset (`available` null when unknown,
 * e.g. still loading: that check is left to the server).
 */
export function robotInvestmentError(
  investment: string,
  startingAmount: string,
  available: string | null,
): RobotInvestmentError | undefined {
  if (!isDecimal(investment)) return 'required'
  if (isZero(investment)) return 'zero'
  if (compare(investment, startingAmount) < 0) return 'belowStartingAmount'
  if (available !== null && compare(investment, available) > 0) return 'aboveAvailable'
  return undefined
}

/** Checks the whole start form; `valid` is true when no field has an error. */
export function validateRobotStart(
  strategy: RobotStrategy,
  form: RobotStartForm,
  available: string | null,
): { valid: boolean; errors: RobotStartErrors } {
  const params: RobotStartErrors['params'] = {}
  for (const param of strategy.params) {
    const error = robotParamError(param, form.params[param.name])
    if (error) params[param.name] = error
  }
  const errors: RobotStartErrors = { params }
  const investment = robotInvestmentError(form.investment, strategy.startingAmount, available)
  if (investment) errors.investment = investment
  if (form.secretKey.trim() === '') errors.secretKey = 'required'
  const valid = Object.keys(params).length === 0 && !errors.investment && !errors.secretKey
  return { valid, errors }
}

/**
 * A step added to a run's steps (oldest first, by `seq`): a step of another run or one already
 * held is ignored. Returns the same array when nothing changed.
 */
export function mergeRobotStep(
  steps: readonly RobotStep[],
  step: RobotStep,
  runId: string,
): readonly RobotStep[] {
  if (step.runId !== runId || steps.some((s) => s.seq === step.seq)) return steps
  const last = steps[steps.length - 1]
  if (!last || last.seq < step.seq) return [...steps, step]
  return [...steps, step].sort((a, b) => a.seq - b.seq)
}

/** The steps newest first, as the live timeline shows them. */
export function robotTimeline(steps: readonly RobotStep[]): RobotStep[] {
  return steps.slice().sort((a, b) => b.seq - a.seq)
}

/** Whether a spot order was placed by the run (client ids `robot-<runId>-<n>`). */
export function isRobotOrder(order: Pick<SpotOrder, 'clientOrderId'>, runId: string): boolean {
  return order.clientOrderId.startsWith(`robot-${runId}-`)
}

/**
 * A pushed `robot` event applied to the run shown on `symbol`: the same run is replaced and its
 * step appended; a newer run of the market (started elsewhere) takes its place with no history;
 * an event of another market or an older run changes nothing. Returns the same object when
 * nothing changed.
 */
export function applyRobotEvent(
  detail: RobotRunDetail | null,
  event: { run: RobotRun; step?: RobotStep },
  symbol: string,
): RobotRunDetail | null {
  const { run, step } = event
  if (run.symbol !== symbol) return detail
  if (!detail || detail.run.id !== run.id) {
    if (detail && detail.run.startedAt > run.startedAt) return detail
    return { run, steps: step && step.runId === run.id ? [step] : [], orders: [] }
  }
  const steps = step ? mergeRobotStep(detail.steps, step, run.id) : detail.steps
  return { ...detail, run, steps: steps === detail.steps ? detail.steps : steps.slice() }
}

/**
 * A pushed order applied to the run's orders (newest first): only the run's own orders; an order
 * older than the held copy is ignored. Returns the same object when nothing changed.
 */
export function applyRobotOrder(
  detail: RobotRunDetail | null,
  order: SpotOrder,
): RobotRunDetail | null {
  if (!detail || !isRobotOrder(order, detail.run.id)) return detail
  const index = detail.orders.findIndex((o) => o.id === order.id)
  const held = index >= 0 ? detail.orders[index] : undefined
  if (held && held.updatedAt > order.updatedAt) return detail
  const orders = held
    ? detail.orders.map((o, i) => (i === index ? order : o))
    : [order, ...detail.orders].sort((a, b) => b.createdAt - a.createdAt)
  return { ...detail, orders }
}

/** The tone of a profit: rising above zero, falling below. */
export function profitTone(profit: string): 'positive' | 'negative' | 'neutral' {
  const sign = compare(profit, '0')
  return sign > 0 ? 'positive' : sign < 0 ? 'negative' : 'neutral'
}
