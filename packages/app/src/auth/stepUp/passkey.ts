import { startAuthentication } from '@simplewebauthn/browser'
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser'

/**
 * Signs WebAuthn request options (a step-up's or a withdrawal's challenge) with a passkey of
 * this device, through the browser, and answers the assertion (JSON) the server verifies.
 */
export async function signWithPasskey(options: Record<string, unknown>): Promise<unknown> {
  return startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  })
}

export type SignWithPasskey = (options: Record<string, unknown>) => Promise<unknown>
