import type { HandlerTable } from '../../contract/handlers'
import { userOf } from '../../contract/session'
import type { RobotService } from './service'

export function robotHandlers(robot: RobotService): HandlerTable {
  return {
    robotStrategies: () => robot.strategies(),
    robotKeyStatus: ({ session }) => robot.keyStatus(userOf(session)),
    robotKeyRegenerate: ({ session }) => robot.regenerateKey(userOf(session)),
    robotStart: ({ body, session }) => robot.start(userOf(session), body),
    robotStop: ({ body, session }) => robot.stop(userOf(session), body.runId),
    robotRuns: ({ body, session }) =>
      robot.runs(userOf(session), body.symbol, body.pageIndex, body.pageSize),
    robotRunDetail: ({ query, session }) => robot.detail(userOf(session), query.runId),
  }
}
