import { http } from 'msw'
import type { ResponseData } from '../../client'
import type {
  AntiPhishingRequest,
  AuthenticatorCodeRequest,
  BindAccountRequest,
  RevokeSessionRequest,
  StepUpOnlyRequest,
  StepUpRequest,
  UserInfo,
} from '../../schema'
import {
  sessionDevicesFixture,
  signInsFixture,
  STEP_UP_WRONG_CODE,
  STEP_UP_WRONG_PASSWORD,
  stepUpChallengeFixtures,
} from '../securityFixtures'
import type { MockArea } from './options'
import { errorResponse } from './respond'

const STEP_UP_TTL_MS = 5 * 60_000

/**
 * Devices and sign-in history (the sessions, signed out in memory, and the last sign-ins), and
 * the step-up every security change asks for: `stepUp` answers a single-use token that the
 * change (bind, password, fund password, authenticator, anti-phishing phrase) uses up; without
 * one it answers 403 `stepup.required`. The factor is `options.stepUpFactor`, else the
 * authenticator when the user has one, else a code.
 */
export function securityHandlers({ at, ok, options, user }: MockArea) {
  // A copy: signing out changes the list, never the shared fixture.
  let sessions = [...(options.sessions ?? sessionDevicesFixture)]
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
        return errorResponse('password.old.error', 400, 'The login password is wrong')
      if (body.authenticatorCode === STEP_UP_WRONG_CODE)
        return errorResponse('authenticator.code.error', 400, 'Wrong authenticator code')
      if (body.verifyCode === STEP_UP_WRONG_CODE)
        return errorResponse('verify.code.error', 400, 'Wrong verification code')
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
  ]
}
