import type { StepUpChallenge, StepUpRequest } from '@bourse/api-client'
import { startAuthentication } from '@simplewebauthn/browser'
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser'
import { apiClient } from '../../../../api/client'

/**
 * Step-up through the API, for the passkey dialogs until the shared step-up dialog exists: what
 * it asks (`stepUpStart`), the code to the account's contact, and the token for one change.
 */
export const stepUpApi = {
  start: () => apiClient.post('/app/security/stepUp/start', { silent: true }),
  sendCode: () => apiClient.post('/app/security/stepUp/sendCode', { silent: true }),
  /** Proves the password and the factor (a passkey is asked from the browser); the token. */
  async confirm(
    challenge: StepUpChallenge,
    answers: { password: string; code: string },
  ): Promise<string> {
    const body: StepUpRequest = { password: answers.password }
    if (challenge.factor === 'authenticator') body.authenticatorCode = answers.code
    else if (challenge.factor === 'code') body.verifyCode = answers.code
    else if (challenge.passkey)
      body.passkey = (await startAuthentication({
        optionsJSON: challenge.passkey as unknown as PublicKeyCredentialRequestOptionsJSON,
      })) as unknown as Record<string, unknown>
    const { stepUpToken } = await apiClient.post('/app/security/stepUp', { body, silent: true })
    return stepUpToken
  },
}
