/**
 * Signs the step-up's WebAuthn request options with a passkey of this device and answers the
 * assertion (JSON) for `stepUp`.
 *
 * Wired to `startAuthentication({ optionsJSON })` of `@simplewebauthn/browser` once that package
 * is part of the app; until then no passkey can sign here, and the dialog says so.
 */
export async function signWithPasskey(options: Record<string, unknown>): Promise<unknown> {
  void options
  throw new Error('Passkeys are not available in this build')
}

export type SignWithPasskey = (options: Record<string, unknown>) => Promise<unknown>
