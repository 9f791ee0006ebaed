import { http } from 'msw'
import type { ResponseData } from '../../client'
import type {
  AntiPhishingRequest,
  AuthenticatorCodeRequest,
  BindAccountRequest,
  FreezeLinkRequest,
  PasskeyRegisterRequest,
  PasskeyRemoveRequest,
  RevokeSessionRequest,
  StepUpOnlyRequest,
  StepUpRequest,
  UserInfo,
  WithdrawalAllowlistRequest,
} from '../../schema'
import { userFixture } from '../fixtures'
import {
  passkeyCreationOptionsFixture,
  passkeyRequestOptionsFixture,
  passkeysFixture,
  sessionDevicesFixture,
  signInsFixture,
  STEP_UP_WRONG_CODE,
  STEP_UP_WRONG_PASSWORD,
  stepUpChallengeFixtures,
  withdrawalLimitsFixture,
} from '../securityFixtures'
import type { MockArea } from './options'
import { errorResponse } from './respond'

const STEP_UP_TTL_MS = 5 * 60_000

/**
 * Devices and sign-in history (the sessions, signed out in memory, and the last sign-ins), and
 * the step-up every security change asks for: `stepUp` answers a single-use token that the
 * change (bind, password, fund password, authenticator, anti-phishing phrase, passkeys, turning
 * the withdrawal allow-list off) uses up; without one it answers 403 `stepup.required`. The
 * factor is `options.stepUpFactor`, else the authenticator when the user has one, else a code.
 * Passkeys are added and removed in memory (any WebAuthn answer is accepted); the allow-list is
 * switched in memory (off blocks withdrawals for 24 hours); a freeze link works once.
 */
export function securityHandlers({ at, ok, options, user }: MockArea) {
  // A copy: signing out changes the list, never the shared fixture.
  let sessions = [...(options.sessions ?? sessionDevicesFixture)]
  let passkeys = [...(options.passkeys ?? passkeysFixture)]
  let nextPasskey = 100
  let limits = options.withdrawalLimits ?? withdrawalLimitsFixture
  // A freeze link works once, as on the server.
  const usedFreezeTokens = new Set<string>()
  const tokens = new Set<string>()
  let issued = 0
  let current: UserInfo | null = user

  /** Uses up the request's step-up token; false when it is not a live one. */
  const spend = (token: string | undefined) => (token ? tokens.delete(token) : false)
  const stepUpRequired = () =>
    errorResponse('stepup.required', 403, 'Confirm it is you first (step-up)')
  const changed = (patch: Partial<UserInfo>) => {
    current = current ? { ...current, ...patch } : current
    return ok(current)
  }

  return [
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

    http.post(at('/app/security/stepUp/start'), () => {
      const factor = options.stepUpFactor ?? (current?.hasAuthenticator ? 'authenticator' : 'code')
      return ok(stepUpChallengeFixtures[factor])
    }),
    http.post(at('/app/security/stepUp/sendCode'), () =>
      ok<ResponseData<'/app/security/stepUp/sendCode', 'post'>>({
        resendAfter: 60,
        expiresIn: 600,
      }),
    ),
    http.post(at('/app/security/stepUp'), async ({ request }) => {
      const body = (await request.json()) as StepUpRequest
      if (body.password === STEP_UP_WRONG_PASSWORD)
        return errorResponse('password.old.error', 422, 'The login password is wrong')
      if (body.authenticatorCode === STEP_UP_WRONG_CODE)
        return errorResponse('authenticator.code.error', 422, 'Wrong authenticator code')
      if (body.verifyCode === STEP_UP_WRONG_CODE)
        return errorResponse('verify.code.error', 422, 'Wrong verification code')
      issued += 1
      const stepUpToken = `mock-step-up-${issued}`
      tokens.add(stepUpToken)
      return ok<ResponseData<'/app/security/stepUp', 'post'>>({
        stepUpToken,
        expiresAt: Date.now() + STEP_UP_TTL_MS,
      })
    }),
    http.post(at('/app/security/bind'), async ({ request }) => {
      const body = (await request.json()) as BindAccountRequest
      if (!spend(body.stepUpToken)) return stepUpRequired()
      return changed(
        body.accountType === 'email' ? { email: body.account } : { phone: body.account },
      )
    }),
    http.post(at('/app/security/password'), async ({ request }) => {
      const body = (await request.json()) as { stepUpToken?: string }
      return spend(body.stepUpToken) ? ok(null) : stepUpRequired()
    }),
    http.post(at('/app/security/fundPassword'), async ({ request }) => {
      const body = (await request.json()) as { stepUpToken?: string }
      if (!spend(body.stepUpToken)) return stepUpRequired()
      current = current ? { ...current, hasFundPassword: true } : current
      return ok(null)
    }),
    http.post(at('/app/security/authenticator/enable'), async ({ request }) => {
      const body = (await request.json()) as AuthenticatorCodeRequest
      if (!spend(body.stepUpToken)) return stepUpRequired()
      return changed({ hasAuthenticator: true })
    }),
    http.post(at('/app/security/authenticator/disable'), async ({ request }) => {
      const body = (await request.json()) as StepUpOnlyRequest
      if (!spend(body.stepUpToken)) return stepUpRequired()
      return changed({ hasAuthenticator: false })
    }),
    http.post(at('/app/security/antiPhishing'), async ({ request }) => {
      const body = (await request.json()) as AntiPhishingRequest
      if (!spend(body.stepUpToken)) return stepUpRequired()
      const phrase = body.phrase.trim()
      if (phrase.length < 4 || phrase.length > 20)
        return errorResponse('antiphishing.invalid', 422, 'Use 4 to 20 characters')
      return changed({ antiPhishing: phrase })
    }),
    http.get(at('/app/wallet/withdrawal/limits'), () => ok(limits)),
    http.post(at('/app/wallet/allowlist'), async ({ request }) => {
      const { enabled, stepUpToken } = (await request.json()) as WithdrawalAllowlistRequest
      if (!enabled && !spend(stepUpToken)) return stepUpRequired()
      const blocked =
        !enabled && limits.withdrawalAllowlist
          ? { blockedUntil: Date.now() + 86_400_000, blockReason: 'allowlist_off' as const }
          : {}
      limits = { ...limits, withdrawalAllowlist: enabled, ...blocked }
      return ok(limits)
    }),
    http.get(at('/app/security/passkeys'), () => ok(passkeys)),
    http.post(at('/app/security/passkeys/registerOptions'), () =>
      ok(passkeyCreationOptionsFixture),
    ),
    http.post(at('/app/security/passkeys/register'), async ({ request }) => {
      const { name, stepUpToken } = (await request.json()) as PasskeyRegisterRequest
      if (!spend(stepUpToken)) return stepUpRequired()
      const added = { id: String(++nextPasskey), name, createdAt: Date.now(), lastUsedAt: null }
      passkeys = [added, ...passkeys]
      return ok<ResponseData<'/app/security/passkeys/register', 'post'>>(added)
    }),
    http.post(at('/app/security/passkeys/remove'), async ({ request }) => {
      const { id, stepUpToken } = (await request.json()) as PasskeyRemoveRequest
      if (!spend(stepUpToken)) return stepUpRequired()
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
