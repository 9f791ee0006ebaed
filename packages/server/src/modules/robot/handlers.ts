import type { HandlerTable } from '../../contract/handlers'
import { unauthorized } from '../../errors'
import type { RobotService } from './service'

const userOf = (session: { userId: number } | null): number => {
  if (!session) throw unauthorized('login.user.not.login', 'Sign in first')
  return session.userId
}

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
