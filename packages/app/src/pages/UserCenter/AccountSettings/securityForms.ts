import type { AccountType, BindAccountRequest } from '@bourse/api-client'
import { z } from '../../../auth/zod'
import {
  CODE_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  composePhone,
  isE164Phone,
  isEmail,
} from '../../../auth/schemas'

/*
 * The security settings' forms (`/accountSet`): nickname, binding a phone or e-mail, changing the
 * login password, the authenticator's 6-digit code and the anti-phishing phrase. Each security
 * change is proven by the step-up (`auth/stepUp`), so no form asks the current password. Messages
 * are i18n keys.
 */

export const NICKNAME_MAX = 20

/** A 6-digit code (verification code or authenticator code). */
const code = (required: string) =>
  z.string().trim().min(1, required).regex(CODE_PATTERN, 'validation.code.format')

export const nickNameSchema = z.object({
  nickName: z
    .string()
    .trim()
    .min(1, 'security.nickName.required')
    .max(NICKNAME_MAX, 'errors.nickname.invalid')
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'errors.nickname.invalid'),
})
export type NickNameValues = z.input<typeof nickNameSchema>

export const bindAccountSchema = z
  .object({
    accountType: z.enum(['phone', 'email']),
    dialCode: z.string(),
    phone: z.string().trim(),
    email: z.string().trim(),
    verifyCode: code('validation.code.required'),
  })
  .superRefine((v, ctx) => {
    if (v.accountType === 'email') {
      if (!v.email)
        ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.email.required' })
      else if (!isEmail(v.email))
        ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.email.format' })
    } else if (!v.phone)
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phone.required' })
    else if (!isE164Phone(composePhone(v.dialCode, v.phone)))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phone.format' })
  })
export type BindAccountValues = z.input<typeof bindAccountSchema>

/** The account the code is sent to and bound: the e-mail, or the phone in E.164 form. */
export function bindAccountOf(
  values: Pick<BindAccountValues, 'accountType' | 'dialCode' | 'phone' | 'email'>,
): string {
  return values.accountType === 'email'
    ? values.email.trim()
    : composePhone(values.dialCode, values.phone)
}

export function toBindAccountRequest(
  values: BindAccountValues,
  stepUpToken: string,
): BindAccountRequest {
  return {
    accountType: values.accountType as AccountType,
    account: bindAccountOf(values),
    verifyCode: values.verifyCode.trim(),
    stepUpToken,
  }
}

// Passwords are never trimmed: a space is a character like any other.
export const changePasswordSchema = z
  .object({
    password: z
      .string()
      .min(1, 'validation.password.required')
      .min(PASSWORD_MIN, 'validation.password.length')
      .max(PASSWORD_MAX, 'validation.password.length')
      .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), 'validation.password.letterAndDigit'),
    confirmPassword: z.string().min(1, 'validation.confirmPassword.required'),
  })
  .refine((v) => !v.confirmPassword || v.password === v.confirmPassword, {
    when: () => true,
    path: ['confirmPassword'],
    message: 'validation.password.mismatch',
  })
export type ChangePasswordValues = z.input<typeof changePasswordSchema>

/** The field a refusal of the server belongs to, with the message key it shows there. */
export const changePasswordErrorField: Partial<
  Record<string, readonly [keyof ChangePasswordValues, string]>
> = {
  'password.same': ['password', 'errors.password.same'],
  'password.weak': ['password', 'validation.password.length'],
  'password.mismatch': ['confirmPassword', 'errors.password.mismatch'],
}

export const authenticatorCodeSchema = z.object({ code: code('security.totp.codeRequired') })
export type AuthenticatorCodeValues = z.input<typeof authenticatorCodeSchema>

export const ANTI_PHISHING_MIN = 4
export const ANTI_PHISHING_MAX = 20

/** The anti-phishing phrase: 4 to 20 characters (trimmed), no control characters. */
export const antiPhishingSchema = z.object({
  phrase: z
    .string()
    .trim()
    .min(1, 'security.antiPhishing.required')
    .min(ANTI_PHISHING_MIN, 'security.antiPhishing.length')
    .max(ANTI_PHISHING_MAX, 'security.antiPhishing.length')
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'errors.antiphishing.invalid'),
})
export type AntiPhishingValues = z.input<typeof antiPhishingSchema>
