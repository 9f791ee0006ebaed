import { http } from 'msw'
import type { ResponseData } from '../../client'
import type {
  FreezeLinkRequest,
  PasskeyRegisterRequest,
  PasskeyRemoveRequest,
  RevokeSessionRequest,
  StepUpRequest,
  WithdrawalAllowlistRequest,
} from '../../schema'
import { userFixture } from '../fixtures'
import {
  passkeyCreationOptionsFixture,
  passkeyRequestOptionsFixture,
  passkeysFixture,
  sessionDevicesFixture,
  signInsFixture,
  withdrawalLimitsFixture,
} from '../securityFixtures'
import type { MockArea } from './options'
import { errorResponse } from './respond'

/**
 * Devices and sign-in history: the sessions, signed out in memory, and the last sign-ins; the
 * passkeys, added and removed in memory (any answer is accepted, any step-up token but `bad`); the
 * withdrawal allow-list, switched in memory (off needs a step-up token and blocks for 24 hours).
 */
export function securityHandlers({ at, ok, options }: MockArea) {
  // A copy: signing out changes the list, never the shared fixture.
  let sessions = [...(options.sessions ?? sessionDevicesFixture)]
  let passkeys = [...(options.passkeys ?? passkeysFixture)]
  let nextPasskey = 100
  const stepUpRefused = (token: string) =>
    token === 'bad' ? errorResponse('stepup.required', 403, 'Confirm it is you first') : null
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
    // Step-up: a code to the account's e-mail; any password and code pass but `bad`.
    http.post(at('/app/security/stepUp/start'), () =>
      ok<ResponseData<'/app/security/stepUp/start', 'post'>>({
        factor: 'code',
        codeTo: 'de***@bourse.local',
        passkey: null,
      }),
    ),
    http.post(at('/app/security/stepUp/sendCode'), () =>
      ok<ResponseData<'/app/security/stepUp/sendCode', 'post'>>({
        resendAfter: 60,
        expiresIn: 600,
      }),
    ),
    http.post(at('/app/security/stepUp'), async ({ request }) => {
      const { password } = (await request.json()) as StepUpRequest
      if (password === 'bad')
        return errorResponse('password.old.error', 422, 'The login password is wrong')
      return ok<ResponseData<'/app/security/stepUp', 'post'>>({
        stepUpToken: 'mock-step-up',
        expiresAt: Date.now() + 300_000,
      })
    }),
    http.get(at('/app/security/passkeys'), () => ok(passkeys)),
    http.post(at('/app/security/passkeys/registerOptions'), () =>
      ok(passkeyCreationOptionsFixture),
    ),
    http.post(at('/app/security/passkeys/register'), async ({ request }) => {
      const { name, stepUpToken } = (await request.json()) as PasskeyRegisterRequest
      const refused = stepUpRefused(stepUpToken)
      if (refused) return refused
      const added = { id: String(++nextPasskey), name, createdAt: Date.now(), lastUsedAt: null }
      passkeys = [added, ...passkeys]
      return ok<ResponseData<'/app/security/passkeys/register', 'post'>>(added)
    }),
    http.post(at('/app/security/passkeys/remove'), async ({ request }) => {
      const { id, stepUpToken } = (await request.json()) as PasskeyRemoveRequest
      const refused = stepUpRefused(stepUpToken)
      if (refused) return refused
      if (!passkeys.some((p) => p.id === id))
        return errorResponse('passkey.not.found', 404, 'No such passkey')
      passkeys = passkeys.filter((p) => p.id !== id)
      return ok(null)
    }),
    http.post(at('/app/account/passkey/options'), () =>
      ok<ResponseData<'/app/account/passkey/options', 'post'>>({
        challengeId: 'mock-challenge',
        options: passkeyRequestOptionsFixture,
      }),
    ),
    http.post(at('/app/account/passkey/login'), () =>
      ok<ResponseData<'/app/account/passkey/login', 'post'>>({
        token: 'mock-token',
        expiresAt: Date.now() + 86_400_000,
        user: { ...userFixture, hasPasskey: true },
      }),
    ),
    http.post(at('/app/wallet/withdrawal/passkeyOptions'), () => ok(passkeyRequestOptionsFixture)),
    http.post(at('/app/security/freeze'), async ({ request }) => {
      const { token } = (await request.json()) as FreezeLinkRequest
      if (!token || usedFreezeTokens.has(token))
        return errorResponse('freeze.link.invalid', 422, 'This link is not valid any more')
      usedFreezeTokens.add(token)
      return ok<ResponseData<'/app/security/freeze', 'post'>>({ frozen: true })
    }),
  ]
}
