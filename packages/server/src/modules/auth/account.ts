import { fieldError } from '../../errors'

export type AccountKind = 'phone' | 'email'

const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/
const PHONE = /^\+[1-9]\d{6,14}$/

/** Lower-cases e-mail; strips spaces, dashes, dots and brackets from phone numbers. */
export function normaliseAccount(kind: AccountKind, raw: string): string {
  const value = raw.trim()
  return kind === 'email' ? value.toLowerCase() : value.replace(/[\s\-().]/g, '')
}

/** Normalises and checks the format, failing with `format.email` / `format.phone`. */
export function parseAccount(kind: AccountKind, raw: string, field = 'body.account'): string {
  const value = normaliseAccount(kind, raw)
  if (kind === 'email' && !EMAIL.test(value)) {
    throw fieldError(field, 'format.email', 'Enter a valid e-mail address')
  }
  if (kind === 'phone' && !PHONE.test(value)) {
    throw fieldError(
      field,
      'format.phone',
      'Enter the phone number in international form, e.g. +14155550123',
    )
  }
  return value
}

/** A login name is an e-mail when it has an `@`, else a phone number. */
export function guessAccountKind(raw: string): AccountKind {
  return raw.includes('@') ? 'email' : 'phone'
}

export function checkPasswordStrength(password: string, field = 'body.password'): void {
  if (
    password.length < 8 ||
    password.length > 64 ||
    !/\p{L}/u.test(password) ||
    !/\p{Nd}/u.test(password)
  ) {
    throw fieldError(
      field,
      'password.weak',
      'Use 8 to 64 characters with at least one letter and one digit',
    )
  }
}

export function checkPasswordsMatch(password: string, confirm: string): void {
  if (password !== confirm) {
    throw fieldError('body.confirmPassword', 'password.mismatch', 'The two passwords do not match')
  }
}

/** `de***@bourse.local`, `+1***0123`: a default nickname that does not expose the account. */
export function maskAccount(kind: AccountKind, account: string): string {
  if (kind === 'email') {
    const [local = '', domain = ''] = account.split('@')
    return `${local.slice(0, 2)}***@${domain}`
  }
  return `${account.slice(0, 3)}***${account.slice(-4)}`
}
