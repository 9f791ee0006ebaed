import { z } from './zod'
import type { AccountType, RegisterRequest, ResetPasswordRequest } from '@bourse/api-client'

/*
 * Client-side validation mirrors the server's (openapi/exchange.yaml): accounts are e-mail
 * addresses or E.164 phone numbers, passwords 8–64 characters with a letter and a digit,
 * verification codes six digits. Messages are i18n keys; the form translates them.
 */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/
export const CODE_PATTERN = /^\d{6}$/
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 64

export function isEmail(value: string): boolean {
  return value.length <= 128 && EMAIL_PATTERN.test(value)
}

export function isE164Phone(value: string): boolean {
  return E164_PATTERN.test(value)
}

/** Phone numbers as typed (spaces, dashes, brackets) reduced to `+` and digits. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s\-().]/g, '')
}

/** `e-mail` when the account looks like one, otherwise `phone`. */
export function accountTypeOf(account: string): AccountType {
  return account.includes('@') ? 'email' : 'phone'
}

/**
 * Builds an E.164 number from a country calling code (`86`, `+86`, or a picker value `CN:86`)
 * and the national number (separators and a trunk `0` dropped).
 */
export function composePhone(dialCode: string, national: string): string {
  const dial = (dialCode.split(':').pop() ?? '').replace(/^\+/, '')
  const digits = normalisePhone(national).replace(/^\+/, '').replace(/^0+/, '')
  return `+${dial}${digits}`
}

type Rule = readonly [test: (value: string) => boolean, message: string]

/**
 * A string checked by rules in order, reporting only the first that fails: one clear message per
 * field, and never an aborting issue, so cross-field checks still run.
 */
function checked(trim: boolean, ...rules: Rule[]) {
  return (trim ? z.string().trim() : z.string()).superRefine((value, ctx) => {
    const failed = rules.find(([test]) => !test(value))
    if (failed) ctx.addIssue({ code: 'custom', message: failed[1] })
  })
}

// Passwords are never trimmed: a space is a character like any other.
const password = checked(
  false,
  [(v) => v.length > 0, 'validation.password.required'],
  [(v) => v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX, 'validation.password.length'],
  [(v) => /[A-Za-z]/.test(v) && /\d/.test(v), 'validation.password.letterAndDigit'],
)

const verifyCode = checked(
  true,
  [(v) => v.length > 0, 'validation.code.required'],
  [(v) => CODE_PATTERN.test(v), 'validation.code.format'],
)

/** Phone (E.164, separators allowed) or e-mail. */
const account = checked(
  true,
  [(v) => v.length > 0, 'validation.account.required'],
  [(v) => isEmail(v) || isE164Phone(normalisePhone(v)), 'validation.account.format'],
)

export const loginSchema = z.object({
  username: account,
  password: z
    .string()
    .min(1, 'validation.password.required')
    .max(PASSWORD_MAX, 'validation.password.length'),
})
export type LoginValues = z.input<typeof loginSchema>

export function toLoginRequest(values: LoginValues): { username: string; password: string } {
  const username = values.username.trim()
  return {
    username: isEmail(username) ? username : normalisePhone(username),
    password: values.password,
  }
}

/**
 * Cross-field checks run even while other fields are still invalid (zod skips object-level
 * refinements after a field error unless told otherwise), so every message shows at once.
 */
const always = { when: () => true }

type PasswordPair = { password?: unknown; confirmPassword?: unknown }

/** The confirmation matches; an empty confirmation is reported as required instead. */
const passwordsMatch = (v: PasswordPair) => !v.confirmPassword || v.password === v.confirmPassword
const mismatch = { ...always, path: ['confirmPassword'], message: 'validation.password.mismatch' }

type AccountFields = { accountType?: unknown; dialCode?: unknown; phone?: unknown; email?: unknown }
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

export const registerSchema = z
  .object({
    accountType: z.enum(['phone', 'email']),
    dialCode: z.string(),
    phone: z.string().trim(),
    email: z.string().trim(),
    password,
    confirmPassword: z.string().min(1, 'validation.confirmPassword.required'),
    verifyCode,
    inviteCode: z.string().trim().max(16, 'validation.inviteCode.length'),
    agreement: z.boolean().refine((v) => v, 'validation.agreement.required'),
  })
  .refine((v: AccountFields) => v.accountType !== 'email' || text(v.email) !== '', {
    ...always,
    path: ['email'],
    message: 'validation.email.required',
  })
  .refine(
    (v: AccountFields) => v.accountType !== 'email' || !text(v.email) || isEmail(text(v.email)),
    {
      ...always,
      path: ['email'],
      message: 'validation.email.format',
    },
  )
  .refine((v: AccountFields) => v.accountType !== 'phone' || text(v.phone) !== '', {
    ...always,
    path: ['phone'],
    message: 'validation.phone.required',
  })
  .refine(
    (v: AccountFields) =>
      v.accountType !== 'phone' ||
      !text(v.phone) ||
      isE164Phone(composePhone(text(v.dialCode), text(v.phone))),
    { ...always, path: ['phone'], message: 'validation.phone.format' },
  )
  .refine(passwordsMatch, mismatch)
export type RegisterValues = z.input<typeof registerSchema>

/** The account a register form addresses (the code goes there, the user signs in with it). */
export function registerAccount(
  values: Pick<RegisterValues, 'accountType' | 'dialCode' | 'phone' | 'email'>,
): string {
  return values.accountType === 'email'
    ? values.email.trim()
    : composePhone(values.dialCode, values.phone)
}

export function toRegisterRequest(values: RegisterValues): RegisterRequest {
  const inviteCode = values.inviteCode.trim()
  return {
    accountType: values.accountType,
    account: registerAccount(values),
    password: values.password,
    confirmPassword: values.confirmPassword,
    verifyCode: values.verifyCode.trim(),
    agreement: values.agreement,
    ...(inviteCode ? { inviteCode } : {}),
  }
}

export const forgetSchema = z
  .object({
    account,
    verifyCode,
    password,
    confirmPassword: z.string().min(1, 'validation.confirmPassword.required'),
  })
  .refine(passwordsMatch, mismatch)
export type ForgetValues = z.input<typeof forgetSchema>

export function forgetAccount(raw: string): { accountType: AccountType; account: string } {
  const value = raw.trim()
  const accountType = accountTypeOf(value)
  return { accountType, account: accountType === 'email' ? value : normalisePhone(value) }
}

export function toResetPasswordRequest(values: ForgetValues): ResetPasswordRequest {
  return {
    ...forgetAccount(values.account),
    verifyCode: values.verifyCode.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
  }
}

/**
 * Maps a server field path (`account`, `password`, ...) to the form field that shows it.
 * The register form splits `account` into `phone` or `email`.
 */
export function registerFieldFor(
  serverField: string,
  accountType: AccountType,
): keyof RegisterValues | undefined {
  switch (serverField) {
    case 'account':
      return accountType === 'email' ? 'email' : 'phone'
    case 'password':
    case 'confirmPassword':
    case 'verifyCode':
    case 'inviteCode':
    case 'agreement':
      return serverField
    default:
      return undefined
  }
}
