import { describe, expect, it } from 'vitest'
import {
  composePhone,
  forgetSchema,
  loginSchema,
  registerFieldFor,
  registerSchema,
  toLoginRequest,
  toRegisterRequest,
  toResetPasswordRequest,
  type RegisterValues,
} from './schemas'

/** The i18n keys of every issue, by field path. */
function issues(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  const out: Record<string, string[]> = {}
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.')
    ;(out[key] ??= []).push(issue.message)
  }
  return out
}

const validRegister: RegisterValues = {
  accountType: 'email',
  dialCode: '86',
  phone: '',
  email: 'trader@example.com',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  verifyCode: '123456',
  inviteCode: '',
  agreement: true,
}

describe('loginSchema', () => {
  it.each([
    ['trader@example.com', 'x', {}],
    ['+8613800138000', 'anything', {}],
    ['+1 (415) 555-0100', 'pw', {}],
    ['', 'pw', { username: ['validation.account.required'] }],
    ['   ', 'pw', { username: ['validation.account.required'] }],
    ['trader@example', 'pw', { username: ['validation.account.format'] }],
    ['13800138000', 'pw', { username: ['validation.account.format'] }],
    ['+0123456789', 'pw', { username: ['validation.account.format'] }],
    ['a@b.co', '', { password: ['validation.password.required'] }],
    ['a@b.co', 'x'.repeat(65), { password: ['validation.password.length'] }],
  ])('%j / %j gives %j', (username, password, expected) => {
    expect(issues(loginSchema.safeParse({ username, password }))).toEqual(expected)
  })

  it('sends phone numbers without separators', () => {
    expect(toLoginRequest({ username: ' +1 (415) 555-0100 ', password: 'p' })).toEqual({
      username: '+14155550100',
      password: 'p',
    })
  })
})

describe('registerSchema', () => {
  it.each<[string, Partial<RegisterValues>, Record<string, string[]>]>([
    ['accepts a valid e-mail registration', {}, {}],
    [
      'accepts a valid phone registration',
      { accountType: 'phone', email: '', dialCode: '44', phone: '07911 123456' },
      {},
    ],
    ['requires the e-mail', { email: '' }, { email: ['validation.email.required'] }],
    [
      'rejects a malformed e-mail',
      { email: 'trader@@x.com' },
      { email: ['validation.email.format'] },
    ],
    [
      'rejects a missing phone',
      { accountType: 'phone', phone: '' },
      { phone: ['validation.phone.required'] },
    ],
    [
      'rejects a short phone',
      { accountType: 'phone', phone: '123' },
      { phone: ['validation.phone.format'] },
    ],
    [
      'rejects a phone with letters',
      { accountType: 'phone', phone: '138abc38000' },
      { phone: ['validation.phone.format'] },
    ],
    [
      'ignores the e-mail field when registering by phone',
      { accountType: 'phone', phone: '13800138000', email: 'not an email' },
      {},
    ],
    [
      'rejects a password under 8 characters',
      { password: 'Abc1234', confirmPassword: 'Abc1234' },
      { password: ['validation.password.length'] },
    ],
    [
      'rejects a password over 64 characters',
      { password: `a1${'x'.repeat(63)}`, confirmPassword: `a1${'x'.repeat(63)}` },
      { password: ['validation.password.length'] },
    ],
    [
      'rejects a password without a digit',
      { password: 'abcdefgh', confirmPassword: 'abcdefgh' },
      { password: ['validation.password.letterAndDigit'] },
    ],
    [
      'rejects a password without a letter',
      { password: '12345678', confirmPassword: '12345678' },
      { password: ['validation.password.letterAndDigit'] },
    ],
    [
      'rejects mismatched passwords',
      { confirmPassword: 'Secret124' },
      { confirmPassword: ['validation.password.mismatch'] },
    ],
    [
      'requires the confirmation',
      { confirmPassword: '' },
      { confirmPassword: ['validation.confirmPassword.required'] },
    ],
    ['requires the code', { verifyCode: '' }, { verifyCode: ['validation.code.required'] }],
    ['rejects a 5-digit code', { verifyCode: '12345' }, { verifyCode: ['validation.code.format'] }],
    [
      'rejects a code with letters',
      { verifyCode: '12a456' },
      { verifyCode: ['validation.code.format'] },
    ],
    [
      'requires the agreement',
      { agreement: false },
      { agreement: ['validation.agreement.required'] },
    ],
    [
      'rejects an invitation code over 16 characters',
      { inviteCode: 'X'.repeat(17) },
      { inviteCode: ['validation.inviteCode.length'] },
    ],
  ])('%s', (_title, patch, expected) => {
    expect(issues(registerSchema.safeParse({ ...validRegister, ...patch }))).toEqual(expected)
  })

  it('reports the account and password problems together with other field errors', () => {
    const result = registerSchema.safeParse({
      ...validRegister,
      email: 'nope',
      confirmPassword: 'Other123',
      verifyCode: '',
      agreement: false,
    })
    expect(issues(result)).toEqual({
      email: ['validation.email.format'],
      confirmPassword: ['validation.password.mismatch'],
      verifyCode: ['validation.code.required'],
      agreement: ['validation.agreement.required'],
    })
  })

  it('builds the contract request, with an E.164 phone and without an empty invitation code', () => {
    expect(
      toRegisterRequest({
        ...validRegister,
        accountType: 'phone',
        dialCode: '+44',
        phone: '07911 123456',
      }),
    ).toEqual({
      accountType: 'phone',
      account: '+447911123456',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      verifyCode: '123456',
      agreement: true,
    })
    expect(toRegisterRequest({ ...validRegister, inviteCode: ' AB12 ' }).inviteCode).toBe('AB12')
  })

  it('maps server field errors onto the fields that show them', () => {
    expect(registerFieldFor('account', 'email')).toBe('email')
    expect(registerFieldFor('account', 'phone')).toBe('phone')
    expect(registerFieldFor('verifyCode', 'phone')).toBe('verifyCode')
    expect(registerFieldFor('accountType', 'phone')).toBeUndefined()
  })
})

describe('forgetSchema', () => {
  const valid = {
    account: 'trader@example.com',
    verifyCode: '654321',
    password: 'NewPass99',
    confirmPassword: 'NewPass99',
  }

  it.each<[string, Partial<typeof valid>, Record<string, string[]>]>([
    ['accepts valid input', {}, {}],
    ['accepts a phone account', { account: '+66 81 234 5678' }, {}],
    [
      'rejects a malformed account',
      { account: 'someone' },
      { account: ['validation.account.format'] },
    ],
    [
      'rejects mismatched passwords',
      { confirmPassword: 'NewPass98' },
      { confirmPassword: ['validation.password.mismatch'] },
    ],
    [
      'rejects a weak password',
      { password: 'password', confirmPassword: 'password' },
      { password: ['validation.password.letterAndDigit'] },
    ],
  ])('%s', (_title, patch, expected) => {
    expect(issues(forgetSchema.safeParse({ ...valid, ...patch }))).toEqual(expected)
  })

  it('infers the account type', () => {
    expect(toResetPasswordRequest({ ...valid, account: '+66 81 234 5678' })).toMatchObject({
      accountType: 'phone',
      account: '+66812345678',
    })
    expect(toResetPasswordRequest(valid)).toMatchObject({
      accountType: 'email',
      account: 'trader@example.com',
    })
  })
})

describe('composePhone', () => {
  it.each([
    ['86', '138 0013 8000', '+8613800138000'],
    ['+44', '07911123456', '+447911123456'],
    ['GB:44', '07911 123456', '+447911123456'],
    ['1', '(415) 555-0100', '+14155550100'],
  ])('%s + %s = %s', (dial, national, e164) => {
    expect(composePhone(dial, national)).toBe(e164)
  })
})
