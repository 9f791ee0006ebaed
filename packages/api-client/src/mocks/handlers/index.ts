import { userFixture } from '../fixtures'
import { createEarnHandlers } from '../earnHandlers'
import { createGrowthHandlers } from '../growthHandlers'
import { accountHandlers } from './account'
import { futuresHandlers } from './futures'
import { marketHandlers } from './market'
import type { MockArea, MockHandlerOptions } from './options'
import { responder } from './respond'
import { robotHandlers } from './robot'
import { secondHandlers } from './second'
import { securityHandlers } from './security'
import { spotHandlers } from './spot'
import { systemHandlers } from './system'

export type { MockHandlerOptions } from './options'
export { errorResponse, successEnvelope } from './respond'

/**
 * MSW handlers for every operation of contract v1, answering from typed fixtures. Stories and
 * tests override one handler with `server.use(...)` to show an error or an edge case.
 */
export function createHandlers(options: MockHandlerOptions = {}) {
  const base = options.baseUrl ?? '/api'
  const area: MockArea = {
    at: (path) => `${base}${path}`,
    ok: responder(options),
    options,
    user: options.user === undefined ? userFixture : options.user,
  }
  return [
    ...accountHandlers(area),
    ...systemHandlers(area),
    ...marketHandlers(area),
    ...spotHandlers(area),
    ...robotHandlers(area),
    ...securityHandlers(area),
    ...secondHandlers(area),
    ...futuresHandlers(area),
    ...createEarnHandlers(base, options),
    ...createGrowthHandlers(base, options.growth),
  ]
}

/** The default handler set (signed-in demo user, fixtures). */
export const handlers = createHandlers()
