import { http } from 'msw'
import type { ResponseData } from '../../client'
import type {
  FreezeLinkRequest,
  RevokeSessionRequest,
  WithdrawalAllowlistRequest,
} from '../../schema'
import { sessionDevicesFixture, signInsFixture, withdrawalLimitsFixture } from '../securityFixtures'
import type { MockArea } from './options'
import { errorResponse } from './respond'

/**
 * Devices and sign-in history: the sessions, signed out in memory, and the last sign-ins; the
 * withdrawal allow-list, switched in memory (off needs a step-up token and blocks for 24 hours).
 */
export function securityHandlers({ at, ok, options }: MockArea) {
  // A copy: signing out changes the list, never the shared fixture.
  let sessions = [...(options.sessions ?? sessionDevicesFixture)]
  let limits = options.withdrawalLimits ?? withdrawalLimitsFixture
  // A freeze link works once, as on the server.
  const usedFreezeTokens = new Set<string>()
  return [
    http.get(at('/app/wallet/withdrawal/limits'), () => ok(limits)),
    http.post(at('/app/wallet/allowlist'), async ({ request }) => {
      const { enabled, stepUpToken } = (await request.json()) as WithdrawalAllowlistRequest
      if (!enabled && !stepUpToken)
        return errorResponse('stepup.required', 403, 'Confirm it is you first')
      const blocked =
        !enabled && limits.withdrawalAllowlist
          ? { blockedUntil: Date.now() + 86_400_000, blockReason: 'allowlist_off' as const }
          : {}
      limits = { ...limits, withdrawalAllowlist: enabled, ...blocked }
      return ok(limits)
    }),
    http.get(at('/app/security/sessions'), () => ok(sessions)),
    http.post(at('/app/security/sessions/revoke'), async ({ request }) => {
      const { sessionId } = (await request.json()) as RevokeSessionRequest
      const found = sessions.find((s) => s.id === sessionId)
      if (found?.current)
        return errorResponse('session.current', 422, 'This is the session you are using')
      if (!found) return errorResponse('session.not.found', 404, 'No such session')
      sessions = sessions.filter((s) => s.id !== sessionId)
      return ok(null)
    }),
    http.post(at('/app/security/sessions/revokeOthers'), () => {
      const ended = sessions.filter((s) => !s.current).length
      sessions = sessions.filter((s) => s.current)
      return ok<ResponseData<'/app/security/sessions/revokeOthers', 'post'>>({ ended })
    }),
    http.get(at('/app/security/signIns'), () => ok(options.signIns ?? signInsFixture)),
    http.post(at('/app/security/freeze'), async ({ request }) => {
      const { token } = (await request.json()) as FreezeLinkRequest
      if (!token || usedFreezeTokens.has(token))
        return errorResponse('freeze.link.invalid', 422, 'This link is not valid any more')
      usedFreezeTokens.add(token)
      return ok<ResponseData<'/app/security/freeze', 'post'>>({ frozen: true })
    }),
  ]
}
