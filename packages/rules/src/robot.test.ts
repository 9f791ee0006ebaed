import type { RobotParam, RobotRunDetail, RobotStep, SpotOrder } from '@bourse/api-client'
import {
  robotOrdersFixture,
  robotRunDetailFixture,
  robotRunningFixture,
  robotStepsFixture,
  robotStrategiesFixture,
} from '@bourse/api-client/mocks'
import { describe, expect, it } from 'vitest'
import {
  applyRobotEvent,
  applyRobotOrder,
  defaultRobotParams,
  isRobotOrder,
  mergeRobotStep,
  profitTone,
  robotInvestmentError,
  robotParamError,
  robotTimeline,
  validateRobotStart,
} from './robot'

const [grid, meanReversion] = robotStrategiesFixture as [
  (typeof robotStrategiesFixture)[number],
  (typeof robotStrategiesFixture)[number],
]
const percent: RobotParam = {
  name: 'bandPercent',
  kind: 'percent',
  min: '0.1',
  max: '5',
  default: '1',
  step: '0.1',
}
const count: RobotParam = {
  name: 'gridCount',
  kind: 'integer',
  min: '2',
  max: '50',
  default: '10',
  step: '1',
}
const half: RobotParam = { ...percent, min: '1', max: '20', step: '0.5' }

describe('robotParamError', () => {
  it.each<[RobotParam, string | undefined, ReturnType<typeof robotParamError>]>([
    [percent, undefined, 'required'],
    [percent, '', 'required'],
    [percent, '-', 'required'],
    [percent, '0.1', undefined],
    [percent, '5', undefined],
    [percent, '2.3', undefined],
    [percent, '0.09', 'belowMin'],
    [percent, '0', 'belowMin'],
    [percent, '5.1', 'aboveMax'],
    [percent, '2.35', 'offStep'],
    [count, '2', undefined],
    [count, '50', undefined],
    [count, '1', 'belowMin'],
    [count, '51', 'aboveMax'],
    [count, '10.5', 'offStep'],
    [half, '1.5', undefined],
    [half, '19.5', undefined],
    [half, '1.25', 'offStep'],
  ])('%o with %j -> %s', (param, value, expected) => {
    expect(robotParamError(param, value)).toBe(expected)
  })
})

describe('robotInvestmentError', () => {
  it.each<[string, string | null, ReturnType<typeof robotInvestmentError>]>([
    ['', '1000', 'required'],
    ['.', '1000', 'required'],
    ['0', '1000', 'zero'],
    ['0.00', '1000', 'zero'],
    ['99.99', '1000', 'belowStartingAmount'],
    ['100', '1000', undefined],
    ['1000', '1000', undefined],
    ['1000.01', '1000', 'aboveAvailable'],
    ['5000', null, undefined],
  ])('%j with %j available -> %s (starting amount 100)', (investment, available, expected) => {
    expect(robotInvestmentError(investment, '100', available)).toBe(expected)
  })
})

describe('validateRobotStart', () => {
  const form = { params: defaultRobotParams(grid), investment: '500', secretKey: 'k' }

  it('accepts the defaults with an investment from the starting amount up to the balance', () => {
    expect(validateRobotStart(grid, form, '8214.56')).toEqual({
      valid: true,
      errors: { params: {} },
    })
  })

  it('reports every field at once', () => {
    const result = validateRobotStart(
      meanReversion,
      { params: { windowSize: '70', bandPercent: '' }, investment: '150', secretKey: '  ' },
      '8214.56',
    )
    expect(result).toEqual({
      valid: false,
      errors: {
        params: { windowSize: 'aboveMax', bandPercent: 'required', orderPercent: 'required' },
        investment: 'belowStartingAmount',
        secretKey: 'required',
      },
    })
  })

  it('refuses more than the available balance', () => {
    expect(validateRobotStart(grid, { ...form, investment: '9000' }, '8214.56').errors).toEqual({
      params: {},
      investment: 'aboveAvailable',
    })
  })
})

describe('defaultRobotParams', () => {
  it('gives every parameter its default', () => {
    expect(defaultRobotParams(meanReversion)).toEqual({
      windowSize: '20',
      bandPercent: '1',
      orderPercent: '20',
    })
  })
})

const step = (seq: number, runId = 'r-1'): RobotStep => ({
  runId,
  seq,
  kind: 'fetch_price',
  price: '1',
  quantity: null,
  orderId: null,
  ts: seq,
})
const seqs = (steps: readonly RobotStep[]) => steps.map((s) => s.seq)

describe('mergeRobotStep', () => {
  it.each<[string, number[], RobotStep, number[]]>([
    ['appends the next step', [1, 2], step(3), [1, 2, 3]],
    ['places a late step by seq', [1, 3], step(2), [1, 2, 3]],
    ['ignores a step already held', [1, 2], step(2), [1, 2]],
    ['ignores a step of another run', [1, 2], step(3, 'r-9'), [1, 2]],
    ['starts an empty list', [], step(1), [1]],
  ])('%s', (_, held, incoming, expected) => {
    expect(
      seqs(
        mergeRobotStep(
          held.map((n) => step(n)),
          incoming,
          'r-1',
        ),
      ),
    ).toEqual(expected)
  })

  it('returns the same list when nothing changed', () => {
    const held = [step(1)]
    expect(mergeRobotStep(held, step(1), 'r-1')).toBe(held)
  })
})

describe('robotTimeline', () => {
  it('puts the newest step first without changing the input', () => {
    const held = robotStepsFixture
    expect(seqs(robotTimeline(held))).toEqual([7, 6, 5, 4, 3, 2, 1])
    expect(seqs(held)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
})

describe('applyRobotEvent', () => {
  const detail: RobotRunDetail = robotRunDetailFixture

  it('replaces the run and appends its step', () => {
    const run = { ...robotRunningFixture, profit: '1.5', orderCount: 3 }
    const next = applyRobotEvent(detail, { run, step: step(8) }, 'BTCUSDT')
    expect(next?.run).toBe(run)
    expect(seqs(next?.steps ?? [])).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(next?.orders).toBe(detail.orders)
  })

  it('replaces the run without a step', () => {
    const run = { ...robotRunningFixture, status: 'ended' as const, endReason: 'stopped' as const }
    const next = applyRobotEvent(detail, { run }, 'BTCUSDT')
    expect(next?.run.status).toBe('ended')
    expect(next?.steps).toBe(detail.steps)
  })

  it('ignores another market', () => {
    const run = { ...robotRunningFixture, id: 'r-2', symbol: 'ETHUSDT' }
    expect(applyRobotEvent(detail, { run }, 'BTCUSDT')).toBe(detail)
  })

  it('follows a newer run of the market, started elsewhere', () => {
    const run = { ...robotRunningFixture, id: 'r-2', startedAt: robotRunningFixture.startedAt + 1 }
    expect(applyRobotEvent(detail, { run, step: step(1, 'r-2') }, 'BTCUSDT')).toEqual({
      run,
      steps: [step(1, 'r-2')],
      orders: [],
    })
    expect(applyRobotEvent(null, { run }, 'BTCUSDT')).toEqual({ run, steps: [], orders: [] })
  })

  it('keeps the shown run over an older one', () => {
    const run = { ...robotRunningFixture, id: 'r-0', startedAt: 0 }
    expect(applyRobotEvent(detail, { run }, 'BTCUSDT')).toBe(detail)
  })
})

describe('applyRobotOrder', () => {
  const detail: RobotRunDetail = robotRunDetailFixture
  const own = robotOrdersFixture[0] as SpotOrder

  it.each([
    ['robot-r-1-1', 'r-1', true],
    ['robot-r-1-12', 'r-1', true],
    ['robot-r-10-1', 'r-1', false],
    ['c-1', 'r-1', false],
  ])('isRobotOrder(%s, %s) -> %s', (clientOrderId, runId, expected) => {
    expect(isRobotOrder({ clientOrderId }, runId)).toBe(expected)
  })

  it('adds a new order of the run first', () => {
    const order = {
      ...own,
      id: 'ro-3',
      clientOrderId: 'robot-r-1-3',
      createdAt: own.createdAt + 1,
      updatedAt: own.updatedAt + 1,
    }
    expect(applyRobotOrder(detail, order)?.orders.map((o) => o.id)).toEqual([
      'ro-3',
      'ro-2',
      'ro-1',
    ])
  })

  it('replaces a held order, unless the push is older', () => {
    const newer = { ...own, status: 'cancelled' as const, updatedAt: own.updatedAt + 1 }
    expect(applyRobotOrder(detail, newer)?.orders[0]).toBe(newer)
    const older = { ...own, status: 'pending' as const, updatedAt: own.updatedAt - 1 }
    expect(applyRobotOrder(detail, older)).toBe(detail)
  })

  it("ignores the user's own orders", () => {
    expect(applyRobotOrder(detail, { ...own, clientOrderId: 'c-7' })).toBe(detail)
    expect(applyRobotOrder(null, own)).toBeNull()
  })
})

describe('profitTone', () => {
  it.each([
    ['0.84', 'positive'],
    ['0', 'neutral'],
    ['0.0000', 'neutral'],
    ['-0.01', 'negative'],
  ])('%s -> %s', (profit, tone) => {
    expect(profitTone(profit)).toBe(tone)
  })
})
