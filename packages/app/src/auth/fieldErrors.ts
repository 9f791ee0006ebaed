import { isApiError } from '@bourse/api-client'

/**
 * The server's field errors as `[formField, i18nKey]` pairs, mapped through `fieldFor` (which
 * returns undefined for fields the form does not show).
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fieldFor: (serverField: string) => F | undefined,
): [F, string][] {
  if (!isApiError(error)) return []
  const out: [F, string][] = []
  for (const [serverField, code] of Object.entries(error.fieldErrors())) {
    const field = fieldFor(serverField)
    if (field) out.push([field, `errors.${code}`])
  }
  return out
}

/** Whole-request codes that belong to one field, so the field shows them too. */
export const codeField: Partial<Record<string, string>> = {
  'verify.code.error': 'verifyCode',
  'register.account.exists': 'account',
  'account.not.found': 'account',
  'format.email': 'account',
  'format.phone': 'account',
  'password.weak': 'password',
  'password.mismatch': 'confirmPassword',
  'register.agreement.required': 'agreement',
  'register.invite.invalid': 'inviteCode',
}

/** Field errors plus the one field a whole-request code points at. */
export function formErrorsOf<F extends string>(
  error: unknown,
  fieldFor: (serverField: string) => F | undefined,
): [F, string][] {
  const pairs = serverFieldErrors(error, fieldFor)
  if (isApiError(error)) {
    const target = codeField[error.code]
    const field = target ? fieldFor(target) : undefined
    if (field && !pairs.some(([f]) => f === field)) pairs.push([field, `errors.${error.code}`])
  }
  return pairs
}
