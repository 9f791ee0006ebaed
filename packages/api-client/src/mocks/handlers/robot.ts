import { http } from 'msw'
import type { ResponseData } from '../../client'
import type { RobotRunRequest, RobotRunsRequest, RobotStartRequest } from '../../schema'
import {
  ROBOT_SECRET_KEY_FIXTURE,
  robotKeyStatusFixture,
  robotRunDetailFixture,
  robotStrategiesFixture,
} from '../robotFixtures'
import type { MockArea } from './options'
import { errorResponse } from './respond'

/** Trading robots: strategies, the secret key, runs started and stopped in memory. */
export function robotHandlers({ at, ok, options }: MockArea) {
  // Copies: stop and start change the list, never the shared fixtures.
  const robotRuns = (options.robotRuns ?? [robotRunDetailFixture]).map((d) => ({ ...d }))
  let robotKey = options.robotKey ?? robotKeyStatusFixture
  return [
    http.get(at('/app/robot/strategies'), () => ok(robotStrategiesFixture)),
    http.get(at('/app/robot/key'), () => ok(robotKey)),
    http.post(at('/app/robot/key/regenerate'), () => {
      const issued = { key: ROBOT_SECRET_KEY_FIXTURE, createdAt: Date.now() }
      robotKey = { hasKey: true, createdAt: issued.createdAt, hint: issued.key.slice(-4) }
      return ok<ResponseData<'/app/robot/key/regenerate', 'post'>>(issued)
    }),
    http.post(at('/app/robot/runs'), async ({ request }) => {
      const body = (await request.json()) as RobotRunsRequest
      const list = robotRuns
        .map((d) => d.run)
        .filter((r) => !body.symbol || r.symbol === body.symbol)
        .sort((a, b) => b.startedAt - a.startedAt)
      const from = (body.pageIndex - 1) * body.pageSize
      return ok<ResponseData<'/app/robot/runs', 'post'>>({
        list: list.slice(from, from + body.pageSize),
        total: list.length,
        pageIndex: body.pageIndex,
        pageSize: body.pageSize,
      })
    }),
    http.get(at('/app/robot/run'), ({ request }) => {
      const runId = new URL(request.url).searchParams.get('runId')
      const detail = robotRuns.find((d) => d.run.id === runId)
      return detail ? ok(detail) : errorResponse('robot.not.found', 404, 'Run not found')
    }),
    http.post(at('/app/robot/start'), async ({ request }) => {
      const body = (await request.json()) as RobotStartRequest
      if (!robotKey.hasKey) return errorResponse('robot.key.missing', 422, 'No secret key yet')
      if (body.secretKey !== ROBOT_SECRET_KEY_FIXTURE)
        return errorResponse('robot.key.invalid', 422, 'Wrong secret key')
      if (robotRuns.some((d) => d.run.symbol === body.symbol && d.run.status === 'running'))
        return errorResponse('robot.already.running', 409, 'A robot already runs on this market')
      const strategy = robotStrategiesFixture.find((s) => s.id === body.strategy)
      const now = Date.now()
      const run = {
        ...robotRunDetailFixture.run,
        id: `r-${robotRuns.length + 1}`,
        clientRunId: body.clientRunId,
        symbol: body.symbol,
        strategy: body.strategy,
        params: body.params,
        investment: body.investment,
        quoteHeld: body.investment,
        baseHeld: '0',
        profit: '0',
        profitRate: '0',
        orderCount: 0,
        startedAt: now,
        endsAt: now + (strategy?.runSeconds ?? 180) * 1000,
      }
      robotRuns.push({ run, steps: [], orders: [] })
      return ok(run)
    }),
    http.post(at('/app/robot/stop'), async ({ request }) => {
      const { runId } = (await request.json()) as RobotRunRequest
      const detail = robotRuns.find((d) => d.run.id === runId)
      if (!detail) return errorResponse('robot.not.found', 404, 'Run not found')
      const now = Date.now()
      detail.run = { ...detail.run, status: 'ended', endReason: 'stopped', endedAt: now }
      return ok(detail.run)
    }),
  ]
}
