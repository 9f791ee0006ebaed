import { z } from './zod'

/*
 * The fund password form (`POST /app/security/fundPassword`): proven by the step-up
 * (`auth/stepUp`); the fund password has 6 to 32 characters, is never trimmed, and is typed twice. The server
 * also refuses one equal to the login password (`fund.password.same`).
 */

export const FUND_PASSWORD_MIN = 6
export const FUND_PASSWORD_MAX = 32

export const fundPasswordSchema = z
  .object({
    fundPassword: z
      .string()
      .min(1, 'fundPassword.validation.required')
      .min(FUND_PASSWORD_MIN, 'fundPassword.validation.length')
      .max(FUND_PASSWORD_MAX, 'fundPassword.validation.length'),
    confirmFundPassword: z.string().min(1, 'validation.confirmPassword.required'),
  })
  .refine((v) => !v.confirmFundPassword || v.fundPassword === v.confirmFundPassword, {
    // Checked even while another field is invalid, so every message shows at once.
    when: () => true,
    path: ['confirmFundPassword'],
    message: 'validation.password.mismatch',
  })
export type FundPasswordValues = z.input<typeof fundPasswordSchema>

/** The field a refusal of the server belongs to, with the message key it shows there. */
export const fundPasswordErrorField: Partial<
  Record<string, readonly [keyof FundPasswordValues, string]>
> = {
  'password.weak': ['fundPassword', 'fundPassword.validation.length'],
  'fund.password.same': ['fundPassword', 'errors.fund.password.same'],
  'password.mismatch': ['confirmFundPassword', 'errors.password.mismatch'],
}
