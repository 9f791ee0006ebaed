import type { HandlerTable } from '../../contract/handlers'
import { notFound, unauthorized } from '../../errors'

const userOf = (session: { userId: number } | null): number => {
  if (!session) throw unauthorized('login.user.not.login', 'Sign in first')
  return session.userId
}

const pending = () => {
  throw notFound('not.found', 'The robot is not available yet')
}

/** Placeholder until the robot service lands: every robot operation answers 404. */
export function robotHandlers(): HandlerTable {
  return {
    robotStrategies: () => [],
    robotKeyStatus: ({ session }) => (
      userOf(session),
      { hasKey: false, createdAt: null, hint: null }
    ),
    robotKeyRegenerate: ({ session }) => (userOf(session), pending()),
    robotStart: ({ session }) => (userOf(session), pending()),
    robotStop: ({ session }) => (userOf(session), pending()),
    robotRuns: ({ body, session }) => (
      userOf(session),
      { list: [], total: 0, pageIndex: body.pageIndex, pageSize: body.pageSize }
    ),
    robotRunDetail: ({ session }) => (userOf(session), pending()),
  }
}
