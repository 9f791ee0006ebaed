import { isApiError, type StepUpFactor, type StepUpRequest } from '@bourse/api-client'
import { CODE_PATTERN, PASSWORD_MAX } from '../schemas'
import { z } from '../zod'

/*
 * The step-up check (ADR 0026): before any security change the user proves the session with the
 * login password plus the strongest second factor the account has. Messages are i18n keys.
 */

/** The step-up form: the password always, a 6-digit code for the authenticator and code factors. */
export const stepUpSchema = z
  .object({
    factor: z.enum(['passkey', 'authenticator', 'code']),
    // Passwords are never trimmed: a space is a character like any other.
    password: z
      .string()
      .min(1, 'validation.password.required')
      .max(PASSWORD_MAX, 'validation.password.length'),
    code: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    if (v.factor === 'passkey') return
    const required =
      v.factor === 'authenticator' ? 'security.totp.codeRequired' : 'validation.code.required'
    if (!v.code) ctx.addIssue({ code: 'custom', path: ['code'], message: required })
    else if (!CODE_PATTERN.test(v.code))
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'validation.code.format' })
  })
export type StepUpValues = z.input<typeof stepUpSchema>

/** The `stepUp` body for the form's values (and, for a passkey, the signed assertion). */
export function toStepUpRequest(values: StepUpValues, passkey?: unknown): StepUpRequest {
  const factor: StepUpFactor = values.factor
  if (factor === 'passkey')
    return { password: values.password, passkey: (passkey ?? {}) as Record<string, unknown> }
  if (factor === 'authenticator')
    return { password: values.password, authenticatorCode: values.code.trim() }
  return { password: values.password, verifyCode: values.code.trim() }
}

/** The field a refusal of `stepUp` belongs to, with the message key it shows there. */
export const stepUpErrorField: Partial<Record<string, readonly ['password' | 'code', string]>> = {
  'password.old.error': ['password', 'errors.password.old.error'],
  'authenticator.code.error': ['code', 'errors.authenticator.code.error'],
  'verify.code.error': ['code', 'errors.verify.code.error'],
}

/** The change was refused for want of a live step-up token (missing, used or expired). */
export function isStepUpRequired(error: unknown): boolean {
  return isApiError(error) && error.code === 'stepup.required'
}

/** Whole minutes until a rate-limited step-up may be tried again (at least 1), or null. */
export function retryMinutes(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 'rate.limited') return null
  const seconds = error.details?.retryAfter
  return seconds ? Math.max(1, Math.ceil(seconds / 60)) : null
}
