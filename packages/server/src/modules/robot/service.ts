import type { Scheduler } from '../../clock'
import type { AppContext } from '../../context'
import type { BodyOf, DataOf } from '../../contract/handlers'
import type { RobotKeyIssued, RobotRun, RobotRunDetail, RobotStrategy } from '../../contract/types'
import { conflict, fieldError, notFound, unprocessable } from '../../errors'
import type { AuthRepo } from '../auth/repo'
import type { MarketService } from '../market/service'
import { toScaled } from '../market/units'
import { amount, formatAmount } from '../ledger/money'
import type { SpotService } from '../spot/service'
import { createRobotKeys } from './keys'
import { runOut, stepOut } from './present'
import type { RobotRepo, RobotRunRow } from './repo'
import { clientPrefix, createRobotRuns } from './runs'
import { resolveParams, ROBOT_QUOTE, STRATEGIES, strategySpec } from './strategies'

export { KEY_TRIES, KEY_WINDOW_MS, newSecretKey } from './keys'

type StartBody = BodyOf<'robotStart'>

/**
 * The quantitative robot (docs/adr/0007): secret keys, runs that tick on the scheduler and place
 * ordinary spot orders, the run's own budget kept from its fills, the end-of-run flattening and
 * restart recovery. Every change is written in the transaction that caused it (the unit of
 * work's, so a fill and the run's bookkeeping commit together) and pushed after commit.
 */
export function createRobotService(
  ctx: AppContext & { scheduler: Scheduler },
  repo: RobotRepo,
  spot: SpotService,
  markets: MarketService,
  users: Pick<AuthRepo, 'findUserById'>,
) {
  const { clock, config } = ctx
  const runMs = config.robotRunSeconds * 1000
  const runs = createRobotRuns(ctx, repo, spot, markets, users)
  const { step, endRun, schedule } = runs
  const keys = createRobotKeys(clock, repo)
  const { checkKey } = keys

  function ownRun(userId: number, runId: string): RobotRunRow {
    const id = /^\d+$/.test(runId) ? Number(runId) : NaN
    const row = Number.isSafeInteger(id) ? repo.run(id) : undefined
    if (!row || row.user_id !== userId) throw notFound('robot.not.found', 'No such robot run')
    return row
  }

  function start(userId: number, body: StartBody): RobotRun {
    spot.checkAccount(userId)
    checkKey(userId, body.secretKey)
    const first = repo.byClient(userId, body.clientRunId)
    if (first) return runOut(first)
    const spec = strategySpec(body.strategy)
    const resolved = resolveParams(body.strategy, body.params)
    if ('problem' in resolved)
      throw fieldError(
        `body.params.${resolved.problem.name}`,
        'robot.params.invalid',
        resolved.problem.message,
      )
    const investment = toScaled(body.investment, 8)
    if (investment === null || investment <= 0n)
      throw fieldError(
        'body.investment',
        'request.invalid',
        'The investment must be a positive amount with at most 8 decimals',
      )
    if (investment < amount(spec.startingAmount))
      throw unprocessable(
        'robot.investment.low',
        `${body.strategy} starts at ${spec.startingAmount} ${ROBOT_QUOTE}`,
      )
    const m = spot.market(body.symbol)
    if (m.quote !== ROBOT_QUOTE)
      throw fieldError('body.symbol', 'request.invalid', `The robot trades ${ROBOT_QUOTE} markets`)
    const available = spot.balances(userId).find((b) => b.asset === m.quote)?.available ?? '0'
    if (amount(available) < investment)
      throw unprocessable('balance.insufficient', `Not enough ${m.quote} available`)
    markets.checkOpen(body.symbol)
    if (repo.runningOn(userId, body.symbol))
      throw conflict('robot.already.running', `A robot already runs on ${body.symbol}`)
    const now = clock.now()
    const price = m.engine.lastPrice
    const id = ctx.uow.transaction(() => {
      const runId = repo.insertRun({
        user_id: userId,
        client_run_id: body.clientRunId,
        symbol: body.symbol,
        strategy: body.strategy,
        params: JSON.stringify(resolved.params),
        investment: formatAmount(investment),
        last_price: price === null ? null : m.units.price(price),
        started_at: now,
        ends_at: now + runMs,
      })
      step(repo.run(runId) as RobotRunRow, 'start', {
        price: price === null ? null : m.units.price(price),
      })
      return runId
    })
    const row = repo.run(id) as RobotRunRow
    schedule(row)
    return runOut(row)
  }

  return {
    strategies(): RobotStrategy[] {
      return STRATEGIES.map((s) => ({
        id: s.id,
        params: s.params.map((p) => ({ ...p })),
        startingAmount: s.startingAmount,
        quote: ROBOT_QUOTE,
        runSeconds: config.robotRunSeconds,
        tickSeconds: config.robotTickSeconds,
      }))
    },
    keyStatus: keys.keyStatus,
    regenerateKey(userId: number): RobotKeyIssued {
      spot.checkAccount(userId)
      return keys.issue(userId)
    },
    start,
    stop(userId: number, runId: string): RobotRun {
      const run = ownRun(userId, runId)
      if (run.status === 'running') ctx.uow.transaction(() => endRun(run, 'stopped'))
      return runOut(repo.run(run.id) as RobotRunRow)
    },
    runs(
      userId: number,
      symbol: string | undefined,
      pageIndex: number,
      pageSize: number,
    ): DataOf<'robotRuns'> {
      const { list, total } = repo.page(userId, symbol, pageIndex, pageSize)
      return { list: list.map(runOut), total, pageIndex, pageSize }
    },
    detail(userId: number, runId: string): RobotRunDetail {
      const run = ownRun(userId, runId)
      return {
        run: runOut(run),
        steps: repo.steps(run.id).map(stepOut),
        orders: spot.ordersByClientPrefix(userId, clientPrefix(run.id)).map(spot.orderOut),
      }
    },
    resume: runs.resume,
    stopTimers: runs.stopTimers,
  }
}

export type RobotService = ReturnType<typeof createRobotService>
