import type { UserInfo } from '@bourse/api-client'
import { describe, expect, it } from 'vitest'
import { nextSafetyStep, type SafetyStep } from './safety'

type Factors = Pick<
  UserInfo,
  'phone' | 'email' | 'hasFundPassword' | 'hasAuthenticator' | 'realNameStatus'
>
const all: Factors = {
  phone: '+8613800138000',
  email: 'a@b.io',
  hasFundPassword: true,
  hasAuthenticator: true,
  realNameStatus: 'authenticated',
}

describe('nextSafetyStep', () => {
  it.each<[string, Partial<Factors>, SafetyStep | null]>([
    [
      'nothing bound',
      {
        phone: null,
        email: null,
        hasFundPassword: false,
        hasAuthenticator: false,
        realNameStatus: 'not_certified',
      },
      'phone',
    ],
    ['no phone (undefined)', { phone: undefined }, 'phone'],
    ['no e-mail', { email: null }, 'email'],
    ['no e-mail nor fund password', { email: '', hasFundPassword: false }, 'email'],
    ['no fund password', { hasFundPassword: false }, 'fund'],
    ['no authenticator', { hasAuthenticator: false, realNameStatus: 'not_certified' }, 'totp'],
    ['not verified', { realNameStatus: 'not_certified' }, 'kyc'],
    ['review failed', { realNameStatus: 'review_failed' }, 'kyc'],
    ['waiting for review', { realNameStatus: 'to_be_reviewed' }, null],
    ['everything done', {}, null],
  ])('%s', (_, change, expected) => {
    expect(nextSafetyStep({ ...all, ...change })).toBe(expected)
  })
})
